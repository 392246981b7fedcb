import { z } from 'zod';
import {
  hotelReplySchema,
  membershipProgramReplySchema,
  membershipProgramsReplySchema,
  pageQuerySchema,
  pointExchangeReplySchema,
  pointExchangeRequestSchema,
  pointExchangesReplySchema,
  pointInfoReplySchema,
  pointsTimelineQuerySchema,
  pointsTimelineReplySchema,
  switchProgramRequestSchema,
  voucherReplySchema,
  vouchersReplySchema,
  type MembershipProgram as ProgramReply,
  type PointExchange as ExchangeReply,
  type ReservationReply,
  type Voucher as VoucherReply,
} from '../../../contract';
import type { MembershipProgram, PointExchange, Reservation, Resolvers, Voucher } from '../../generated/resolvers';
import { hotelCodeSchema, idempotencyKeySchema, omitNull, parseArguments } from '../../parse-arguments';

const segment = encodeURIComponent;
const memberships = (code: string, path: string) => `/book/hotels/${segment(code)}/memberships/${path}`;
const codeArgs = z.object({ code: hotelCodeSchema });

/** Points, programs and vouchers: each field is one booking API call, mapped to camelCase. */
export const pointsResolvers: Resolvers = {
  Query: {
    memberPoints: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(codeArgs, args, requestId);
      const { data } = await api.call({ method: 'GET', path: memberships(code, 'point') }, pointInfoReplySchema);
      return {
        totalPoint: data.total_point,
        rankingPointsValue: data.ranking_points_value,
        futurePoints: data.future_points,
        pointProgramEnabled: data.point_program_enabled,
        program: data.program,
        rank: data.rank ? toRank(data.rank) : null,
        nextRank: data.next_rank ? toRank(data.next_rank) : null,
        spendStep: data.spend_step,
        spendMinimum: data.spend_minimum,
        exchangeStep: data.exchange_step,
        exchangeAvailable: data.exchange_available,
      };
    },
    pointHistory: async (_parent, { code, page, perPage, scope }, { api, requestId }) => {
      const args = parseArguments(
        codeArgs.extend({ query: pointsTimelineQuerySchema }),
        { code, query: { page: omitNull(page), per_page: omitNull(perPage), scope: omitNull(scope) } },
        requestId,
      );
      const reply = await api.call(
        { method: 'GET', path: memberships(args.code, 'points_timeline'), query: args.query },
        pointsTimelineReplySchema,
      );
      return {
        entries: reply.data.map((entry) => ({
          id: entry.id,
          type: entry.type,
          amount: entry.amount,
          date: entry.date,
          reservationNumber: entry.reservation_number,
          exchangeCode: entry.exchange_code,
        })),
        page: reply.page,
        totalPages: reply.total_pages,
        totalEntries: reply.total_entries,
        programEnabled: reply.program_enabled,
      };
    },
    pointExchanges: async (_parent, { code, page, perPage }, { api, requestId }) => {
      const args = parseArguments(
        codeArgs.extend({ query: pageQuerySchema }),
        { code, query: { page: omitNull(page), per_page: omitNull(perPage) } },
        requestId,
      );
      const reply = await api.call(
        { method: 'GET', path: memberships(args.code, 'point_exchanges'), query: args.query },
        pointExchangesReplySchema,
      );
      return {
        exchanges: reply.data.map(toExchange),
        page: reply.page,
        totalPages: reply.total_pages,
        totalEntries: reply.total_entries,
      };
    },
    memberProgram: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(codeArgs, args, requestId);
      return toProgram(
        (await api.call({ method: 'GET', path: memberships(code, 'program') }, membershipProgramReplySchema)).data,
      );
    },
    brandMembershipPrograms: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(codeArgs, args, requestId);
      const hotel = await api.call({ method: 'GET', path: `/book/hotels/${segment(code)}` }, hotelReplySchema);
      const reply = await api.call(
        { method: 'GET', path: `/book/hotel_brands/${segment(hotel.hotel_brand.code)}/membership_programs` },
        membershipProgramsReplySchema,
      );
      return reply.data.map(toProgram);
    },
    memberVouchers: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(codeArgs, args, requestId);
      return (await api.call({ method: 'GET', path: memberships(code, 'vouchers') }, vouchersReplySchema)).data.map(
        toVoucher,
      );
    },
  },
  Mutation: {
    exchangePoints: async (_parent, { code, idempotencyKey, amount }, { api, requestId }) => {
      const args = parseArguments(
        codeArgs.extend({ idempotencyKey: idempotencyKeySchema, body: pointExchangeRequestSchema }),
        { code, idempotencyKey, body: { amount, exchange_type: 'digico' } },
        requestId,
      );
      const reply = await api.call(
        {
          method: 'POST',
          path: memberships(args.code, 'point_exchanges'),
          body: args.body,
          idempotencyKey: args.idempotencyKey,
        },
        pointExchangeReplySchema,
      );
      return toExchange(reply.data);
    },
    switchMembershipProgram: async (_parent, { code, programId }, { api, requestId }) => {
      const args = parseArguments(
        codeArgs.extend({ body: switchProgramRequestSchema }),
        { code, body: { program_id: programId } },
        requestId,
      );
      return toProgram(
        (
          await api.call(
            { method: 'POST', path: memberships(args.code, 'switch'), body: args.body },
            membershipProgramReplySchema,
          )
        ).data,
      );
    },
    consumeVoucher: async (_parent, { code, number }, { api, requestId }) => {
      const args = parseArguments(
        codeArgs.extend({ number: z.string().trim().min(1).max(64) }),
        { code, number },
        requestId,
      );
      const reply = await api.call(
        { method: 'PUT', path: memberships(args.code, `vouchers/${segment(args.number)}/consume`) },
        voucherReplySchema,
      );
      return toVoucher(reply.data);
    },
  },
};

/** The create-reservation input fields of this module, in the contract's names. */
export function pointsReservationInput(input: {
  spendingPointValue?: number | null;
  voucherCouponCode?: string | null;
}) {
  return {
    spending_point_value: omitNull(input.spendingPointValue),
    voucher_coupon_code: omitNull(input.voucherCouponCode),
  };
}

/** The price-summary fields of this module on a reservation (0 from servers that do not send them). */
export function pointsPriceSummary(
  reply: ReservationReply,
): Pick<Reservation, 'spendingPointValue' | 'voucherCouponDiscountAmount' | 'totalPriceBeforePointDiscount'> {
  const spendingPointValue = reply.spending_point_value ?? 0;
  const voucherCouponDiscountAmount = reply.voucher_coupon_discount_amount ?? 0;
  return {
    spendingPointValue,
    voucherCouponDiscountAmount,
    totalPriceBeforePointDiscount:
      reply.total_price_before_point_discount ?? reply.total_price + spendingPointValue + voucherCouponDiscountAmount,
  };
}

function toRank(rank: ProgramReply['ranks'][number]) {
  return {
    id: rank.id,
    name: rank.name,
    rankingPointsThreshold: rank.ranking_points_threshold,
    pointRatePercent: rank.point_rate_percent,
  };
}

function toProgram(program: ProgramReply): MembershipProgram {
  return {
    id: program.id,
    name: program.name,
    default: program.default,
    pointProgramEnabled: program.point_program_enabled,
    pointRatePercent: program.point_rate_percent,
    ranks: program.ranks.map(toRank),
  };
}

function toExchange(exchange: ExchangeReply): PointExchange {
  return {
    id: exchange.id,
    amount: exchange.amount,
    exchangeType: exchange.exchange_type,
    code: exchange.code,
    validUntil: exchange.valid_until,
    createdAt: exchange.created_at,
  };
}

function toVoucher(voucher: VoucherReply): Voucher {
  return {
    number: voucher.number,
    name: voucher.name,
    amount: voucher.amount,
    uiStatus: voucher.ui_status,
    targetStayPeriod: voucher.target_stay_period,
    salesPeriod: voucher.sales_period,
    excludedPeriod: voucher.excluded_period,
    validThrough: voucher.valid_through,
    consumedAt: voucher.consumed_at,
    reservationNumber: voucher.reservation_number,
  };
}
