import { z } from 'zod';
import {
  formatExtrasParam,
  formatKidsAgesParam,
  formatKidsTiersParam,
  formatRoomOccupancies,
  memberCouponsReplySchema,
  priceQuoteQuerySchema,
  priceQuoteReplySchema,
  type DiscountCodeStatus as DiscountCodeStatusReply,
  type PriceSummary as PriceSummaryReply,
  type ReservationReply,
  type RoomPlanReply,
  type RoomSearchReply,
} from '../../../contract';
import type {
  DiscountCodeStatus,
  PriceSummary,
  Reservation,
  Resolvers,
  RoomPlan,
  RoomSearchInput,
  RoomSearchResult,
} from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';
import { kidsMealBedParam } from '../search-options/resolvers';
import { priceSummaryMcpFields } from '../currency/resolvers';

const segment = encodeURIComponent;
/** Each quoted room's children by tier or age, on the wire as the search takes them. */
const quoteKidsParams = (
  rooms: readonly {
    kidsTiers?: readonly { code: string; count: number }[] | null;
    kidsAges?: readonly number[] | null;
  }[],
) => ({
  ...(rooms.some((room) => room.kidsTiers?.length)
    ? {
        kids_tiers: formatKidsTiersParam(
          rooms.map((room) => Object.fromEntries((room.kidsTiers ?? []).map((tier) => [tier.code, tier.count]))),
        ),
      }
    : {}),
  ...(rooms.some((room) => room.kidsAges?.length)
    ? { kids_ages: formatKidsAgesParam(rooms.map((room) => room.kidsAges ?? [])) }
    : {}),
});
const quoteArgsSchema = z.object({ code: hotelCodeSchema, query: priceQuoteQuerySchema });

/** Prices, discounts, coupons and promo codes (booking-api/pricing/, docs/pricing.md): a thin mapping. */
export const pricingResolvers: Resolvers = {
  Query: {
    priceQuote: async (_parent, { code, quote }, { api, requestId }) => {
      const args = parseArguments(
        quoteArgsSchema,
        {
          code,
          query: {
            checkin: quote.checkin,
            checkout: quote.checkout,
            room_plan_codes: quote.rooms.map((room) => room.roomPlanCode).join(','),
            rooms: formatRoomOccupancies(
              quote.rooms.map((room) => ({ adults: room.adults, children: room.children ?? 0 })),
            ),
            ...quoteKidsParams(quote.rooms),
            kids_meal_bed: kidsMealBedParam(quote.rooms),
            payment_type: omitNull(quote.paymentType),
            mcp_currency: omitNull(quote.mcpCurrency),
            promo_code: omitNull(quote.promoCode),
            coupon_code: omitNull(quote.couponCode),
            extras: quote.extras?.length
              ? formatExtrasParam(
                  quote.extras.map((line) => ({
                    extra_id: line.extraId,
                    quantity: line.quantity,
                    ...(line.date ? { date: line.date } : {}),
                  })),
                )
              : undefined,
          },
        },
        requestId,
      );
      // The query travels as strings; the reply is parsed with the contract.
      const query = {
        ...args.query,
        room_plan_codes: args.query.room_plan_codes.join(','),
        extras: args.query.extras ? formatExtrasParam(args.query.extras) : undefined,
      };
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(args.code)}/rooms/price`, query },
        priceQuoteReplySchema,
      );
      return {
        rooms: reply.rooms.map((room) => ({
          roomPlanCode: room.room_plan_code,
          adults: room.adults,
          children: room.children,
          priceSummary: toPriceSummary(room.price_summary),
        })),
        priceSummary: toPriceSummary(reply.price_summary),
        discountCode: toDiscountCodeStatus(reply.discount_code),
      };
    },
    memberCoupons: async (_parent, { code }, { api, requestId }) => {
      const hotel = parseArguments(hotelCodeSchema, code, requestId);
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(hotel)}/memberships/discount_coupons` },
        memberCouponsReplySchema,
      );
      return reply.data.map((coupon) => ({
        code: coupon.code,
        name: coupon.name,
        discountType: coupon.discount_type,
        discountValue: coupon.discount_value,
        targetHotelPlanCodes: coupon.target_hotel_plan_codes,
        validUntil: coupon.valid_until,
        maxDiscountedNights: coupon.max_discounted_nights,
        uiStatus: coupon.ui_status,
        reservationNumber: coupon.reservation_number,
      }));
    },
  },
};

/** Spread into the search arguments (gateway/schema/search/resolvers.ts). */
export function pricingSearchParams(search: Pick<RoomSearchInput, 'promoCode' | 'couponCode'>) {
  return { promo_code: omitNull(search.promoCode), coupon_code: omitNull(search.couponCode) };
}

/** Spread into each RoomPlan of a search. */
export function pricingRoomPlan(plan: RoomPlanReply): Pick<RoomPlan, 'priceSummary'> {
  return { priceSummary: plan.price_summary ? toPriceSummary(plan.price_summary) : null };
}

/** Spread into the search result. */
export function pricingSearchResult(
  reply: RoomSearchReply,
): Pick<RoomSearchResult, 'paymentPromotionInfo' | 'discountCode'> {
  const info = reply.payment_promotion_info;
  return {
    paymentPromotionInfo: info
      ? { targetMode: info.target_mode, hotelPlanCodes: info.hotel_plan_codes, discountPercent: info.discount_percent }
      : null,
    discountCode: toDiscountCodeStatus(reply.discount_code ?? null),
  };
}

/** Spread into the reservation request (gateway/schema/reservation/resolvers.ts). */
export function pricingReservationInput(input: {
  promoCode?: string | null;
  couponCode?: string | null;
  expectedTotalPrice?: number | null;
}) {
  return {
    promo_code: omitNull(input.promoCode),
    coupon_code: omitNull(input.couponCode),
    expected_total_price: omitNull(input.expectedTotalPrice),
  };
}

/** Spread into a Reservation. */
export function pricingReservation(
  reply: ReservationReply,
): Pick<Reservation, 'priceSummary' | 'promoCode' | 'couponCode'> {
  return {
    priceSummary: reply.price_summary ? toPriceSummary(reply.price_summary) : null,
    promoCode: reply.promo_code ?? null,
    couponCode: reply.coupon_code ?? null,
  };
}

function toDiscountCodeStatus(status: DiscountCodeStatusReply | null): DiscountCodeStatus | null {
  return status
    ? { kind: status.kind, code: status.code, status: status.status, errorCode: status.error_code, name: status.name }
    : null;
}

export function toPriceSummary(s: PriceSummaryReply): PriceSummary {
  return {
    currency: s.currency,
    originalPriceWithTax: s.original_price_with_tax,
    originalPrice: s.original_price,
    discountedPrice: s.discounted_price,
    roomPriceWithoutTax: s.room_price_without_tax,
    tax: s.tax,
    accommodationTax: s.accommodation_tax,
    signInDiscount: s.sign_in_discount,
    nonSignInDiscount: s.non_sign_in_discount,
    potentialSignInDiscount: s.potential_sign_in_discount,
    brrDiscountAmount: s.brr_discount_amount,
    paymentDiscountAmount: s.payment_discount_amount,
    promotionDiscountAmount: s.promotion_discount_amount,
    couponDiscountAmount: s.coupon_discount_amount,
    roundingDiscount: s.rounding_discount,
    totalSpecialDiscount: s.total_special_discount,
    discounts: s.discounts.map((d) => ({ discountType: d.discount_type, discountAmount: d.discount_amount })),
    totalExtraPrice: s.total_extra_price,
    extraPriceWithoutTax: s.extra_price_without_tax,
    voucherCouponDiscountAmount: s.voucher_coupon_discount_amount,
    totalPriceBeforePointDiscount: s.total_price_before_point_discount,
    spendingPointValue: s.spending_point_value,
    depositAmount: s.deposit_amount,
    remainAmount: s.remain_amount,
    totalPrice: s.total_price,
    totalPriceWithoutTax: s.total_price_without_tax,
    changeFee: s.change_fee ?? 0,
    ...priceSummaryMcpFields(s),
  };
}
