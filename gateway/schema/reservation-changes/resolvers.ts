import { z } from 'zod';
import {
  reservationLookupQuerySchema,
  reservationReplySchema,
  updateGuestRequestSchema,
  updateItineraryReplySchema,
  updateItineraryRequestSchema,
  type UpdateItineraryReply,
} from '../../../contract';
import type { ItineraryChange, ItineraryChangeInput, Resolvers } from '../../generated/resolvers';
import { confirmationNumberSchema, hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';
import { guestRequest, toReservation } from '../reservation/resolvers';
import { toPriceSummary } from '../pricing/resolvers';

const accessArgs = {
  code: hotelCodeSchema,
  confirmationNumber: confirmationNumberSchema,
  access: reservationLookupQuerySchema,
};
const itineraryArgsSchema = z.object({ ...accessArgs, input: updateItineraryRequestSchema });
const guestArgsSchema = z.object({ ...accessArgs, guest: updateGuestRequestSchema });

const segment = encodeURIComponent;
const access = (email?: string | null, bypassToken?: string | null) => ({
  email: omitNull(email),
  bypass_token: omitNull(bypassToken),
});
const itineraryBody = (input: ItineraryChangeInput) => ({
  checkin_date: input.checkinDate,
  checkout_date: input.checkoutDate,
  remove_room_positions: omitNull(input.removeRoomPositions),
  quoted_total_price: omitNull(input.quotedTotalPrice),
});

/** Mapping only: the rules (deadline, minimum nights, fees, same account) live in the booking API. */
export const reservationChangeResolvers: Resolvers = {
  Query: {
    itineraryQuote: async (_parent, { code, confirmationNumber, email, bypassToken, input }, { api, requestId }) => {
      const args = parseArguments(
        itineraryArgsSchema,
        { code, confirmationNumber, access: access(email, bypassToken), input: itineraryBody(input) },
        requestId,
      );
      const reply = await api.call(
        {
          method: 'PUT',
          path: `/book/hotels/${segment(args.code)}/reservations/${segment(args.confirmationNumber)}`,
          query: { ...args.access, dry_run: 'true' },
          body: args.input,
        },
        updateItineraryReplySchema,
      );
      return toItineraryChange(reply);
    },
  },
  Mutation: {
    changeItinerary: async (_parent, { code, confirmationNumber, email, bypassToken, input }, { api, requestId }) => {
      const args = parseArguments(
        itineraryArgsSchema,
        { code, confirmationNumber, access: access(email, bypassToken), input: itineraryBody(input) },
        requestId,
      );
      const reply = await api.call(
        {
          method: 'PUT',
          path: `/book/hotels/${segment(args.code)}/reservations/${segment(args.confirmationNumber)}`,
          query: args.access,
          body: args.input,
        },
        updateItineraryReplySchema,
      );
      return toItineraryChange(reply);
    },
    updateReservationGuest: async (
      _parent,
      { code, confirmationNumber, email, bypassToken, guest },
      { api, requestId },
    ) => {
      const args = parseArguments(
        guestArgsSchema,
        {
          code,
          confirmationNumber,
          access: access(email, bypassToken),
          guest: guestRequest(guest),
        },
        requestId,
      );
      const reply = await api.call(
        {
          method: 'PUT',
          path: `/book/hotels/${segment(args.code)}/reservations/${segment(args.confirmationNumber)}/guests`,
          query: args.access,
          body: args.guest,
        },
        reservationReplySchema,
      );
      return toReservation(reply);
    },
  },
};

export { toUpdateSetting } from './update-setting';

function toItineraryChange(reply: UpdateItineraryReply): ItineraryChange {
  const { quote } = reply;
  return {
    dryRun: reply.dry_run,
    reservation: toReservation(reply.reservation),
    quote: {
      checkinDate: quote.checkin_date,
      checkoutDate: quote.checkout_date,
      nights: quote.nights,
      currentTotalPrice: quote.current_total_price,
      newTotalPrice: quote.new_total_price,
      newTax: quote.new_tax,
      changeFee: quote.change_fee,
      priceDifference: quote.price_difference,
      currency: quote.currency,
      rooms: quote.rooms.map((room) => ({
        position: room.position,
        roomTypeCode: room.room_type_code,
        roomPlanCode: room.room_plan_code,
        removed: room.removed,
        currentTotalPrice: room.current_total_price,
        newTotalPrice: room.new_total_price,
        newTax: room.new_tax,
        changeFee: room.change_fee,
      })),
      removedExtras: quote.removed_extras.map((line) => ({
        extraId: line.extra_id,
        code: line.code,
        name: line.name,
        date: line.date,
        quantity: line.quantity,
        price: line.price,
        priceWithoutTax: line.price_without_tax,
      })),
      removedExtrasPrice: quote.removed_extras_price,
      priceSummary: toPriceSummary(quote.price_summary),
      refundAmount: quote.refund_amount,
      deposit: quote.deposit && {
        depositPercentage: quote.deposit.deposit_percentage,
        paidDeposit: quote.deposit.paid_deposit,
        newDeposit: quote.deposit.new_deposit,
        refundAmount: quote.deposit.refund_amount,
        newRemainAmount: quote.deposit.new_remain_amount,
      },
      mcp: quote.mcp && {
        currency: quote.mcp.currency,
        rate: quote.mcp.rate,
        rateUpdatedAt: quote.mcp.rate_updated_at,
        currentTotalPrice: quote.mcp.current_total_price,
        newTotalPrice: quote.mcp.new_total_price,
        removedExtrasPrice: quote.mcp.removed_extras_price,
        refundAmount: quote.mcp.refund_amount,
      },
    },
  };
}
