import { z } from 'zod';
import { reservationPaymentTerms } from '../payment-methods/resolvers';
import { reservationMcpFields } from '../currency/resolvers';
import {
  cancelReservationRequestSchema,
  createReservationRequestSchema,
  packageFlightChoiceSchema,
  reservationReplySchema,
  reservationLookupQuerySchema,
  type CancellationPolicyReply,
  type ReservationReply,
} from '../../../contract';
import type { CancellationPolicy, Guest, GuestInput, Reservation, Resolvers } from '../../generated/resolvers';
import { toReservationPayment } from '../payment/resolvers';
import { toUpdateSetting } from '../reservation-changes/update-setting';
import { pointsPriceSummary, pointsReservationInput } from '../points/resolvers';
import { extrasReservationInput, reservationExtras } from '../extras/resolvers';
import { reservationRoomKids, reservedChildren } from '../search-options/resolvers';
import { pricingReservation, pricingReservationInput } from '../pricing/resolvers';
import { reservationFlights } from '../packages/resolvers';
import { toCancellationTerms } from '../search/resolvers';
import { phoneForDisplay } from '../../../contract/phone-number';
import type { GuestNameAddress } from '../../../contract/names-addresses';
import {
  confirmationNumberSchema,
  hotelCodeSchema,
  idempotencyKeySchema,
  omitNull,
  parseArguments,
} from '../../parse-arguments';

const createArgsSchema = z.object({
  code: hotelCodeSchema,
  idempotencyKey: idempotencyKeySchema,
  input: createReservationRequestSchema,
  /** A hotel plus flight package (gateway/schema/packages/): both flights or neither. */
  flights: packageFlightChoiceSchema.optional(),
});
const lookupArgsSchema = z.object({
  code: hotelCodeSchema,
  confirmationNumber: confirmationNumberSchema,
  access: reservationLookupQuerySchema,
});
const cancelArgsSchema = lookupArgsSchema.extend({ input: cancelReservationRequestSchema });
const policiesArgsSchema = z.object({ code: hotelCodeSchema });

export const reservationResolvers: Resolvers = {
  Query: {
    reservation: async (_parent, { code, confirmationNumber, email, bypassToken }, { api, requestId }) => {
      const args = parseArguments(
        lookupArgsSchema,
        { code, confirmationNumber, access: { email: omitNull(email), bypass_token: omitNull(bypassToken) } },
        requestId,
      );
      return toReservation(await api.reservation(args.code, args.confirmationNumber, args.access));
    },
    cancellationPolicies: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(policiesArgsSchema, args, requestId);
      const reply = await api.cancellationPolicies(code);
      return reply.cancellation_policies.map(toCancellationPolicy);
    },
  },
  Mutation: {
    createReservation: async (_parent, { code, idempotencyKey, input }, { api, requestId }) => {
      const args = parseArguments(
        createArgsSchema,
        {
          code,
          idempotencyKey,
          // Either flight alone fails the contract's check, so a half package is never booked as a stay.
          flights:
            input.outboundFlightId != null || input.returnFlightId != null
              ? { outbound_flight_id: input.outboundFlightId, return_flight_id: input.returnFlightId }
              : undefined,
          input: {
            checkin_date: input.checkinDate,
            checkout_date: input.checkoutDate,
            rooms: input.rooms.map((room) => ({
              room_type_code: room.roomTypeCode,
              room_plan_code: room.roomPlanCode,
              adults: room.adults,
              children: omitNull(room.children),
              ...reservationRoomKids(room),
            })),
            guest: guestRequest(input.guest),
            // The contract decides which payment types exist; the SDL keeps a String for later ones.
            payment_type: input.paymentType,
            card_token: omitNull(input.cardToken),
            saved_card_id: omitNull(input.savedCardId),
            save_card: omitNull(input.saveCard),
            locale: omitNull(input.locale),
            special_request: omitNull(input.specialRequest),
            lottery_result: input.lotteryEntryNumber ? { entry_number: input.lotteryEntryNumber } : undefined,
            ...pointsReservationInput(input),
            ...extrasReservationInput(input),
            ...pricingReservationInput(input),
            mcp_currency: omitNull(input.mcpCurrency),
            mcp_rate_updated_at: omitNull(input.mcpRateUpdatedAt),
          },
        },
        requestId,
      );
      if (args.flights) {
        const body = { ...args.flights, reservation: args.input };
        return toReservation(
          await api.call(
            {
              method: 'POST',
              path: `/book/hotels/${encodeURIComponent(args.code)}/packages`,
              body,
              idempotencyKey: args.idempotencyKey,
            },
            reservationReplySchema,
          ),
        );
      }
      return toReservation(await api.createReservation(args.code, args.input, args.idempotencyKey));
    },
    cancelReservation: async (_parent, { code, confirmationNumber, email, bypassToken, input }, { api, requestId }) => {
      const args = parseArguments(
        cancelArgsSchema,
        {
          code,
          confirmationNumber,
          access: { email: omitNull(email), bypass_token: omitNull(bypassToken) },
          input: {
            reason: input.reason,
            details: omitNull(input.details),
            cancellation_fee_displayed: input.cancellationFeeDisplayed,
          },
        },
        requestId,
      );
      return toReservation(await api.cancelReservation(args.code, args.confirmationNumber, args.access, args.input));
    },
  },
};

export function toReservation(reply: ReservationReply): Reservation {
  return {
    confirmationNumber: reply.confirmation_number,
    status: reply.status,
    bypassToken: reply.bypass_token,
    hotel: {
      id: reply.hotel.hotel_id,
      code: reply.hotel.code,
      name: reply.hotel.hotel_name,
      timeZone: reply.hotel.time_zone,
      address: reply.hotel.address ?? '',
      mapUrl: reply.hotel.address ? (reply.hotel.map_url ?? null) : null,
      checkinTime: reply.hotel.checkin_time ?? null,
      checkoutTime: reply.hotel.checkout_time ?? null,
      phone: reply.hotel.phone ?? '',
      email: reply.hotel.email ?? '',
    },
    calendarUrl: reply.calendar_path ?? null,
    checkinDate: reply.checkin_date,
    checkoutDate: reply.checkout_date,
    nights: reply.nights,
    rooms: reply.rooms.map((room) => ({
      position: room.position ?? null,
      roomTypeCode: room.room_type_code,
      roomTypeName: room.room_type_name,
      roomPlanCode: room.room_plan_code,
      roomPlanName: room.room_plan_name,
      adults: room.adults,
      children: room.children,
      kids: reservedChildren(room.kids),
      totalPrice: room.total_price,
      tax: room.tax,
      cancellationTerms: toCancellationTerms(room.cancellation_terms),
    })),
    guest: toGuest(reply.guest),
    locale: reply.locale ?? null,
    paymentType: reply.payment_type,
    currency: reply.currency,
    totalPrice: reply.total_price,
    tax: reply.tax,
    cancellation: {
      fee: reply.cancellation.fee,
      cancellable: reply.cancellation.cancellable,
      refusalCode: reply.cancellation.refusal_code,
    },
    cancellationFee: reply.cancellation_fee,
    cancelReason: reply.cancel_reason,
    createdAt: reply.created_at,
    cancelledAt: reply.cancelled_at,
    payment: reply.payment ? toReservationPayment(reply.payment) : null,
    updateSetting: reply.update_setting ? toUpdateSetting(reply.update_setting) : null,
    ...pointsPriceSummary(reply),
    ...reservationExtras(reply),
    ...pricingReservation(reply),
    ...reservationPaymentTerms(reply),
    ...reservationMcpFields(reply),
    ...reservationFlights(reply),
  };
}

function toCancellationPolicy(policy: CancellationPolicyReply): CancellationPolicy {
  return {
    id: policy.id,
    name: policy.name,
    description: policy.description,
    noShowPercentageOfCost: policy.no_show_percentage_of_cost,
    parts: policy.cancellation_policy_parts.map((part) => ({
      daysBefore: part.days_before,
      hoursAfter: part.hours_after,
      percentageOfCost: part.percentage_of_cost,
    })),
  };
}

/** A booked guest as the booking API gives it, in the schema's names, with the phone as people write it. */
export function toGuest(guest: GuestNameAddress & { email: string; phone: string }): Guest {
  return {
    firstName: guest.first_name,
    lastName: guest.last_name,
    email: guest.email,
    phone: guest.phone,
    phoneDisplay: phoneForDisplay(guest.phone),
    firstNameKana: guest.first_name_kana ?? null,
    lastNameKana: guest.last_name_kana ?? null,
    postalCode: guest.postal_code ?? null,
    prefectureOrState: guest.prefecture_or_state ?? null,
    streetAddress: guest.street_address ?? null,
    buildingNameAndNumber: guest.building_name_and_number ?? null,
  };
}

/** The guest of a booking or a guest edit as the booking API names it (reading and address only when given). */
export function guestRequest(guest: GuestInput) {
  return {
    first_name: guest.firstName,
    last_name: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    first_name_kana: omitNull(guest.firstNameKana),
    last_name_kana: omitNull(guest.lastNameKana),
    postal_code: omitNull(guest.postalCode),
    prefecture_or_state: omitNull(guest.prefectureOrState),
    street_address: omitNull(guest.streetAddress),
    building_name_and_number: omitNull(guest.buildingNameAndNumber),
  };
}
