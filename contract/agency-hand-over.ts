import { z } from 'zod';
import { bookingGuestSchema, reservationReplySchema, reservationRoomRequestSchema } from './booking-api';
import { isoDateSchema } from './dates';
import { reservationAdditionsRequestSchema } from './extras';
import { discountCodeSchema } from './pricing';

/**
 * The booking widget's hand-over to the travel agency site (SPEC.md sections 4 "Agency hand-over",
 * 7 temporary_storages and /api/ota/v1/reservations, 9 "Booking-widget-to-OTA process"): the widget
 * stores the booking in progress, the agency's /confirm-reservation restores it and the guest pays
 * there by card; the reservation's traffic source says where it came from.
 */

/** SPEC.md section 4 "Traffic sources". */
export const trafficSourceSchema = z.enum([
  'wordpress',
  'chatbot',
  'chatbot_booking_widget_off',
  'chatbot_booking_widget_on',
  'booking_widget',
  'booking_widget_to_tripla_ota',
  'tripla_ota',
]);
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

/** How long a handed-over booking waits for the agency site (seconds). */
export const TEMPORARY_STORAGE_LIFETIME_SECONDS = 30 * 60;

/**
 * The booking in progress: stay, rooms with their plans and guests, the guest's details, extras and
 * answers, the code and the total the guest saw. No payment: the guest pays on the agency site. No
 * points or member voucher: they belong to the hotel's member session, which does not go along.
 */
export const handedOverBookingSchema = z
  .object({
    checkin_date: isoDateSchema,
    checkout_date: isoDateSchema,
    rooms: z.array(reservationRoomRequestSchema).min(1).max(999),
    guest: bookingGuestSchema,
    locale: z.string().max(10).optional(),
    special_request: z.string().max(1000).optional(),
    promo_code: discountCodeSchema.optional(),
    expected_total_price: z.number().int().min(0).optional(),
    ...reservationAdditionsRequestSchema.shape,
  })
  .strict();
export type HandedOverBooking = z.infer<typeof handedOverBookingSchema>;

/** `POST /api/ota/v1/temporary_storages` body. */
export const createTemporaryStorageRequestSchema = z
  .object({
    data: z
      .object({
        hotel_code: z.string().trim().min(1).max(64),
        /** The widget's search query (without the leading ?), to go back to the hotel's search. */
        search: z.string().max(2000).default(''),
        booking: handedOverBookingSchema,
      })
      .strict(),
    /** SPEC.md section 9: the `ota_enabled` query forces the hand-over on or off in a test case. */
    ota_enabled: z.boolean().optional(),
  })
  .strict();
export type CreateTemporaryStorageRequest = z.infer<typeof createTemporaryStorageRequestSchema>;

/** What the agency shows for confirmation, read from the hotel's own catalogue (never from the stored text). */
export const handedOverRoomSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
});

export const temporaryStorageSchema = z.object({
  id: z.string(),
  expires_at: z.string(),
  hotel: z.object({ code: z.string(), hotel_name: z.string(), currency: z.string() }),
  search: z.string(),
  booking: handedOverBookingSchema,
  rooms: z.array(handedOverRoomSchema),
  /** The number of the reservation it became, once booked (a later visit shows that reservation). */
  reservation_number: z.string().nullable(),
  /** The agency page's path for this booking. */
  confirm_path: z.string(),
  /** The card provider that takes its card on the agency site (the agency's own); its browser half tokenizes. */
  card_provider: z.string(),
});
export type TemporaryStorage = z.infer<typeof temporaryStorageSchema>;
export const temporaryStorageReplySchema = z.object({ data: temporaryStorageSchema });

/** `POST /api/ota/v1/temporary_storages/{id}/reservation` body: the card that pays on the agency site. */
export const bookTemporaryStorageRequestSchema = z
  .object({
    /** Provider token of the card (contract/payments.ts), as the reservation request takes it. */
    card_token: z.string().min(8).max(100),
  })
  .strict();
export type BookTemporaryStorageRequest = z.infer<typeof bookTemporaryStorageRequestSchema>;

/** `GET /api/ota/v1/reservations/{number}`: the reservation as the agency shows it. */
export const agencyReservationReplySchema = z.object({ data: reservationReplySchema });
