import { z } from 'zod';
import {
  agencyReservationReplySchema,
  bookTemporaryStorageRequestSchema,
  createTemporaryStorageRequestSchema,
  reservationLookupQuerySchema,
  reservationReplySchema,
  temporaryStorageReplySchema,
  type TemporaryStorage,
} from '../../../contract';
import type { HandedOverBooking, Resolvers } from '../../generated/resolvers';
import { confirmationNumberSchema, hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';
import { extrasReservationInput } from '../extras/resolvers';
import { guestRequest, toGuest, toReservation } from '../reservation/resolvers';
import { reservationRoomKids } from '../search-options/resolvers';

const settingReplySchema = z.object({
  data: z.object({ enabled: z.boolean(), button_colour: z.string(), button_text_colour: z.string() }),
});
const storageIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a booking id');
const bookArgsSchema = z.object({ id: storageIdSchema, body: bookTemporaryStorageRequestSchema });
const lookupArgsSchema = z.object({
  confirmationNumber: confirmationNumberSchema,
  access: reservationLookupQuerySchema,
});
const settingArgsSchema = z.object({ code: hotelCodeSchema, otaEnabled: z.boolean().nullable().optional() });

/** The widget's hand-over to the travel agency site (booking-api/agency/hand-over.ts), mapping only. */
export const handOverResolvers: Resolvers = {
  Query: {
    handOverSetting: async (_parent, args, { api, requestId }) => {
      const { code, otaEnabled } = parseArguments(settingArgsSchema, args, requestId);
      const query = typeof otaEnabled === 'boolean' ? `?ota_enabled=${otaEnabled}` : '';
      const { data } = await api.call(
        { method: 'GET', path: `/api/ota/v1/hotels/${encodeURIComponent(code)}/hand_over${query}` },
        settingReplySchema,
      );
      return { enabled: data.enabled, buttonColour: data.button_colour, buttonTextColour: data.button_text_colour };
    },
    handedOverBooking: async (_parent, args, { api, requestId, agencyOrigin }) => {
      const id = parseArguments(z.object({ id: storageIdSchema }), args, requestId).id;
      const reply = await api.call(
        { method: 'GET', path: `/api/ota/v1/temporary_storages/${id}` },
        temporaryStorageReplySchema,
      );
      return toHandedOverBooking(reply.data, agencyOrigin ?? null);
    },
    agencyReservation: async (_parent, { confirmationNumber, email, bypassToken }, { api, requestId }) => {
      const args = parseArguments(
        lookupArgsSchema,
        { confirmationNumber, access: { email: omitNull(email), bypass_token: omitNull(bypassToken) } },
        requestId,
      );
      const query = new URLSearchParams(
        Object.entries(args.access).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ).toString();
      const reply = await api.call(
        { method: 'GET', path: `/api/ota/v1/reservations/${encodeURIComponent(args.confirmationNumber)}?${query}` },
        agencyReservationReplySchema,
      );
      return toReservation(reply.data);
    },
  },
  Mutation: {
    createTemporaryStorage: async (
      _parent,
      { code, search, booking, otaEnabled },
      { api, requestId, agencyOrigin },
    ) => {
      const body = parseArguments(
        createTemporaryStorageRequestSchema,
        {
          data: {
            hotel_code: code,
            search,
            booking: {
              checkin_date: booking.checkinDate,
              checkout_date: booking.checkoutDate,
              rooms: booking.rooms.map((room) => ({
                room_type_code: room.roomTypeCode,
                room_plan_code: room.roomPlanCode,
                adults: room.adults,
                children: omitNull(room.children),
                ...reservationRoomKids(room),
              })),
              guest: guestRequest(booking.guest),
              locale: omitNull(booking.locale),
              special_request: omitNull(booking.specialRequest),
              promo_code: omitNull(booking.promoCode),
              expected_total_price: omitNull(booking.expectedTotalPrice),
              ...extrasReservationInput(booking),
            },
          },
          ota_enabled: omitNull(otaEnabled),
        },
        requestId,
      );
      const reply = await api.call(
        { method: 'POST', path: '/api/ota/v1/temporary_storages', body },
        temporaryStorageReplySchema,
      );
      return toHandedOverBooking(reply.data, agencyOrigin ?? null);
    },
    bookHandedOverBooking: async (_parent, { id, cardToken }, { api, requestId }) => {
      const args = parseArguments(bookArgsSchema, { id, body: { card_token: cardToken } }, requestId);
      return toReservation(
        await api.call(
          { method: 'POST', path: `/api/ota/v1/temporary_storages/${args.id}/reservation`, body: args.body },
          reservationReplySchema,
        ),
      );
    },
  },
};

export function toHandedOverBooking(storage: TemporaryStorage, agencyOrigin: string | null): HandedOverBooking {
  const { booking } = storage;
  return {
    id: storage.id,
    expiresAt: storage.expires_at,
    hotelCode: storage.hotel.code,
    hotelName: storage.hotel.hotel_name,
    currency: storage.hotel.currency,
    search: storage.search,
    checkinDate: booking.checkin_date,
    checkoutDate: booking.checkout_date,
    rooms: storage.rooms.map((room) => ({
      roomTypeCode: room.room_type_code,
      roomTypeName: room.room_type_name,
      roomPlanCode: room.room_plan_code,
      roomPlanName: room.room_plan_name,
      adults: room.adults,
      children: room.children,
    })),
    guest: toGuest(booking.guest),
    expectedTotalPrice: booking.expected_total_price ?? null,
    reservationNumber: storage.reservation_number,
    confirmUrl: `${agencyOrigin ?? ''}${storage.confirm_path}`,
    cardPaymentProvider: storage.card_provider,
  };
}
