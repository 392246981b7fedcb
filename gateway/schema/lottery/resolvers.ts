import { z } from 'zod';
import {
  createLotteryEntryRequestSchema,
  lotteryEntriesReplySchema,
  lotteryEntryReplySchema,
  lotteryEventQuerySchema,
  lotteryEventReplySchema,
  type LotteryEntry as LotteryEntryReply,
  type LotteryEvent as LotteryEventReply,
} from '../../../contract';
import type { LotteryEntry, LotteryEvent, Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';

const segment = encodeURIComponent;
const idSchema = z.string().trim().min(1).max(64);

export const toLotteryEvent = (e: LotteryEventReply): LotteryEvent => ({
  uuid: e.uuid,
  name: e.name,
  hotelCode: e.hotel_code,
  hotelName: e.hotel_name,
  roomTypeCode: e.room_type_code,
  roomTypeName: e.room_type_name,
  roomPlanCode: e.room_plan_code,
  roomPlanName: e.room_plan_name,
  stayStart: e.stay_start,
  stayEnd: e.stay_end,
  minNights: e.min_nights,
  maxNights: e.max_nights,
  acceptFrom: e.accept_from,
  acceptUntil: e.accept_until,
  resultDate: e.result_date,
  reservationDeadline: e.reservation_deadline,
  notification: e.notification,
  requiresAccessToken: e.requires_access_token,
  phase: e.phase,
});

const toLotteryEntry = (e: LotteryEntryReply): LotteryEntry => ({
  entryNumber: e.entry_number,
  status: e.status,
  event: toLotteryEvent(e.event),
  checkinDate: e.checkin_date,
  checkoutDate: e.checkout_date,
  nights: e.nights,
  adults: e.adults,
  guestFirstName: e.guest.first_name,
  guestLastName: e.guest.last_name,
  guestEmail: e.guest.email,
  guestPhone: e.guest.phone,
  resultDate: e.result_date,
  reservationDeadline: e.reservation_deadline,
  reservationNumber: e.reservation?.reservation_number ?? null,
  createdAt: e.created_at,
});

/** Room lotteries: mapping only; the booking API checks the member (Authorization is passed on). */
export const lotteryResolvers: Resolvers = {
  Query: {
    lotteryEvent: async (_parent, args, { api, requestId }) => {
      const { code, uuid } = parseArguments(
        z.object({ code: hotelCodeSchema, uuid: idSchema }),
        { code: args.code, uuid: args.uuid },
        requestId,
      );
      const query = parseArguments(
        lotteryEventQuerySchema,
        { lottery_access_token: omitNull(args.accessToken) || undefined },
        requestId,
      );
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(code)}/lottery_events/${segment(uuid)}`, query },
        lotteryEventReplySchema,
      );
      return toLotteryEvent(reply.data);
    },
    lotteryEntry: async (_parent, args, { api, requestId }) => {
      const { code, entryNumber } = parseArguments(
        z.object({ code: hotelCodeSchema, entryNumber: idSchema }),
        args,
        requestId,
      );
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(code)}/lottery_results/${segment(entryNumber)}` },
        lotteryEntryReplySchema,
      );
      return toLotteryEntry(reply.data);
    },
    myLotteryEntries: async (_parent, _args, { api }) => {
      const reply = await api.call({ method: 'GET', path: '/book/user/lottery_results' }, lotteryEntriesReplySchema);
      return reply.data.map(toLotteryEntry);
    },
  },
  Mutation: {
    enterLottery: async (_parent, { code, input }, { api, requestId }) => {
      const args = parseArguments(
        z.object({ code: hotelCodeSchema, input: createLotteryEntryRequestSchema }),
        {
          code,
          input: {
            lottery_event_uuid: input.lotteryEventUuid,
            lottery_access_token: omitNull(input.lotteryAccessToken) || undefined,
            checkin_date: input.checkinDate,
            checkout_date: input.checkoutDate,
            adults: input.adults,
            guest: { first_name: input.firstName, last_name: input.lastName, email: input.email, phone: input.phone },
          },
        },
        requestId,
      );
      const reply = await api.call(
        { method: 'POST', path: `/book/hotels/${segment(args.code)}/lottery_results`, body: args.input },
        lotteryEntryReplySchema,
      );
      return toLotteryEntry(reply.data);
    },
    cancelLotteryEntry: async (_parent, args, { api, requestId }) => {
      const { code, entryNumber } = parseArguments(
        z.object({ code: hotelCodeSchema, entryNumber: idSchema }),
        args,
        requestId,
      );
      const reply = await api.call(
        { method: 'PUT', path: `/book/hotels/${segment(code)}/lottery_results/${segment(entryNumber)}/cancel` },
        lotteryEntryReplySchema,
      );
      return toLotteryEntry(reply.data);
    },
  },
};
