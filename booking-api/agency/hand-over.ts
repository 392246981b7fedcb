import {
  ErrorCode,
  TEMPORARY_STORAGE_LIFETIME_SECONDS,
  handedOverBookingSchema,
  type CreateReservationRequest,
  type CreateTemporaryStorageRequest,
  type HandedOverBooking,
  type ReservationReply,
  type TemporaryStorage,
  type TrafficSource,
} from '../../contract';
import { handOverEnabled, otaButtonColours } from '../../contract/agency-hand-over-rule';
import { localToday, type Clock } from '../clock';
import type { Database } from '../db/database';
import { validateBookingStay } from '../domain/day-use-stay';
import {
  claimTemporaryStorage,
  findTemporaryStorage,
  hotelGatewaySetting,
  hotelIdOfReservationFrom,
  insertTemporaryStorage,
  reservationOfStorage,
  type TemporaryStorageRow,
} from './hand-over-repository';
import { BookingFailure, failures } from '../domain/booking-failure';
import { clientReachesBrand } from '../domain/client-brands';
import { hotelContentReader } from '../domain/hotel-content';
import { findHotel, listPlans, listRoomTypes, type HotelWithBrand } from '../repositories/hotels';
import { findReservation } from '../repositories/reservations';
import { paymentOfReservation } from '../payments/refunds';
import type { CardProviderRegistry } from '../payments/card-engine';
import { randomToken } from '../security/secrets';
import { bookReservation } from '../services/reservation-booking';
import { bookingStep, type BookingSteps } from '../services/booking-steps';
import { mayAccess, type ReservationCredentials } from '../services/reservation-access';
import { toReservationReply } from '../services/reservation-reply';

/**
 * The booking widget's hand-over to the travel agency site (SPEC.md sections 4, 7 and 9): the widget
 * stores the booking in progress under an unguessable id; the agency's /confirm-reservation reads it
 * and books it once, paid by card with the agency's own gateway; the reservation's traffic source
 * is booking_widget_to_tripla_ota.
 */

export interface HandOverDeps {
  database: Database;
  clock: Clock;
  publicUrl: string;
  bookingSteps: BookingSteps;
  /** The card providers; the agency's own gateway takes a handed-over booking's card (payments/card-engine.ts). */
  cardProviders: CardProviderRegistry;
  /** The `ota_enabled` override of a test case is believed (never in production). */
  allowOverride: boolean;
}

/** The gateway that takes the card on the agency site: the built-in sandbox is the agency's. */
export const AGENCY_CARD_PROVIDER = 'sandbox';
/** The card method the agency charges with: the whole stay now (SPEC.md "hand-over to a travel agency site for prepayment"). */
export const AGENCY_PAYMENT_TYPE = 'credit_card';
/** Traffic sources of reservations the agency site made (SPEC.md section 4 "Traffic sources"). */
export const AGENCY_TRAFFIC_SOURCES: readonly TrafficSource[] = ['booking_widget_to_tripla_ota', 'tripla_ota'];

const notFound = () =>
  new BookingFailure(
    404,
    ErrorCode.handedOverBookingNotFound,
    'Booking not found',
    'This booking is unknown or its time ran out; search the hotel again.',
  );
const notAvailable = () =>
  new BookingFailure(
    422,
    ErrorCode.agencyHandOverNotAvailable,
    'Agency payment not available',
    'This hotel does not offer payment through the travel agency.',
  );

/** Whether the hotel hands bookings over, and its button's colours. */
export async function handOverSetting(
  deps: Pick<HandOverDeps, 'database' | 'allowOverride'>,
  hotel: HotelWithBrand,
  override: boolean | null,
) {
  const gateway = await hotelGatewaySetting(deps.database.db, hotel.id);
  const enabled = handOverEnabled(
    {
      currency: hotel.currency,
      gatewayKind: gateway?.provider ?? null,
      paymentHubConfig: gateway?.paymentHubConfig ?? null,
    },
    deps.allowOverride ? override : null,
  );
  const colours = otaButtonColours({ buttonColour: hotel.otaButtonColour, textColour: hotel.otaButtonTextColour });
  return { enabled, button_colour: colours.background, button_text_colour: colours.text };
}

/** The rooms of a booking with their names from the hotel's catalogue; an unknown room or plan is refused. */
async function resolveRooms(
  deps: Pick<HandOverDeps, 'database'>,
  hotel: HotelWithBrand,
  booking: HandedOverBooking,
  locale: string | null | undefined,
) {
  const [types, plans] = await Promise.all([
    listRoomTypes(deps.database.db, hotel.id),
    listPlans(deps.database.db, hotel.id),
  ]);
  const read = hotelContentReader(hotel, locale ?? booking.locale);
  return booking.rooms.map((room, index) => {
    const type = types.find((t) => t.code === room.room_type_code);
    const plan = plans.find((p) => p.code === room.room_plan_code && p.roomTypeId === type?.id);
    if (!type || !plan)
      throw failures.unknownRoomOrPlan(
        `Room ${index + 1}: no plan ${room.room_plan_code} for room type ${room.room_type_code}.`,
      );
    return {
      plan,
      room: {
        room_type_code: type.code,
        room_type_name: read(type.name),
        room_plan_code: plan.code,
        room_plan_name: read(plan.name),
        adults: room.adults,
        children: room.children,
      },
    };
  });
}

const confirmPath = (id: string, hotelCode: string) =>
  `/confirm-reservation?${new URLSearchParams({ id, code: hotelCode }).toString()}`;

/** `POST /api/ota/v1/temporary_storages`: checks the booking can be paid on the agency site and keeps it. */
export async function createTemporaryStorage(
  deps: HandOverDeps,
  clientBrands: readonly number[] | undefined,
  request: CreateTemporaryStorageRequest,
): Promise<TemporaryStorage> {
  const hotel = await findHotel(deps.database.db, request.data.hotel_code);
  if (!hotel || !clientReachesBrand(clientBrands, hotel.brandId)) throw failures.hotelNotFound();
  if (!(await handOverSetting(deps, hotel, request.ota_enabled ?? null)).enabled) throw notAvailable();
  const { booking } = request.data;
  validateBookingStay(booking.checkin_date, booking.checkout_date, {
    today: localToday(deps.clock, hotel.timeZone),
    maxNights: hotel.maxNights,
    reservablePeriodMonths: hotel.reservablePeriodMonths,
  });
  const rooms = await resolveRooms(deps, hotel, booking, booking.locale);
  const notByCard = rooms.find(({ plan }) => !plan.paymentMethods.includes(AGENCY_PAYMENT_TYPE));
  if (notByCard)
    throw failures.paymentMethodNotAllowed(
      `Plan ${notByCard.plan.code} cannot be paid by card on the travel agency site.`,
    );
  const now = new Date(deps.clock.now().epochMilliseconds);
  const id = randomToken(32);
  const expiresAt = new Date(now.getTime() + TEMPORARY_STORAGE_LIFETIME_SECONDS * 1000);
  await insertTemporaryStorage(deps.database.db, {
    id,
    hotelId: hotel.id,
    data: { search: request.data.search, booking },
    createdAt: now,
    expiresAt,
  });
  return {
    id,
    expires_at: expiresAt.toISOString(),
    search: request.data.search,
    booking,
    reservation_number: null,
    confirm_path: confirmPath(id, hotel.code),
    card_provider: AGENCY_CARD_PROVIDER,
    hotel: {
      code: hotel.code,
      hotel_name: hotelContentReader(hotel, booking.locale)(hotel.name),
      currency: hotel.currency,
    },
    rooms: rooms.map(({ room }) => room),
  };
}

interface StoredHandOver {
  row: TemporaryStorageRow;
  hotel: HotelWithBrand;
  search: string;
  booking: HandedOverBooking;
  /** The reservation it became, unless that one was cancelled (a failed payment): then it may be paid again. */
  liveReservation: { id: number; confirmationNumber: string } | null;
}

/** A stored booking of a brand the client reaches (its own, or one it sells); unknown, of another brand, or expired without a live reservation: 404. */
async function findStored(
  deps: Pick<HandOverDeps, 'database' | 'clock'>,
  clientBrands: readonly number[] | undefined,
  id: string,
): Promise<StoredHandOver> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) throw notFound();
  const row = await findTemporaryStorage(deps.database.db, id);
  if (!row) throw notFound();
  const hotel = await findHotel(deps.database.db, String(row.hotelId));
  if (!hotel || !clientReachesBrand(clientBrands, hotel.brandId)) throw notFound();
  const reservation =
    row.reservationId === null ? null : await reservationOfStorage(deps.database.db, row.reservationId);
  const liveReservation = reservation && reservation.status !== 'cancelled' ? reservation : null;
  if (!liveReservation && row.expiresAt.getTime() <= deps.clock.now().epochMilliseconds) throw notFound();
  const data = row.data as { search: string; booking: unknown };
  return { row, hotel, search: data.search, booking: handedOverBookingSchema.parse(data.booking), liveReservation };
}

/** `GET /api/ota/v1/temporary_storages/{id}`: the booking as the agency shows it for confirmation. */
export async function readTemporaryStorage(
  deps: Pick<HandOverDeps, 'database' | 'clock'>,
  clientBrands: readonly number[] | undefined,
  id: string,
  locale: string | null | undefined,
): Promise<TemporaryStorage> {
  const stored = await findStored(deps, clientBrands, id);
  const rooms = await resolveRooms(deps, stored.hotel, stored.booking, locale);
  return {
    id: stored.row.id,
    expires_at: stored.row.expiresAt.toISOString(),
    search: stored.search,
    booking: stored.booking,
    reservation_number: stored.liveReservation?.confirmationNumber ?? null,
    confirm_path: confirmPath(stored.row.id, stored.hotel.code),
    card_provider: AGENCY_CARD_PROVIDER,
    hotel: {
      code: stored.hotel.code,
      hotel_name: hotelContentReader(stored.hotel, locale ?? stored.booking.locale)(stored.hotel.name),
      currency: stored.hotel.currency,
    },
    rooms: rooms.map(({ room }) => room),
  };
}

/** Thrown inside the booking transaction when another submit booked this storage first. */
class BookedMeanwhile extends Error {}

/** The reservation as its booker sees it, with its payment (a pending 3-D Secure challenge included). */
async function reservationReplyOf(
  deps: Pick<HandOverDeps, 'database' | 'clock'>,
  hotel: HotelWithBrand,
  confirmationNumber: string,
): Promise<ReservationReply> {
  const record = await findReservation(deps.database.db, hotel.id, confirmationNumber);
  if (!record) throw notFound();
  const payment = await paymentOfReservation(deps, record.reservation.id);
  return { ...toReservationReply(record, hotel, deps.clock.now()), ...(payment ? { payment } : {}) };
}

/**
 * `POST /api/ota/v1/temporary_storages/{id}/reservation`: books the stored booking once, paid by card
 * on the agency site. A second submit (double click, retry, a second tab) gets the reservation the
 * first one made; only after a failed payment (the reservation cancelled) may it be paid again.
 */
export async function bookTemporaryStorage(
  deps: HandOverDeps,
  clientBrands: readonly number[] | undefined,
  id: string,
  cardToken: string,
): Promise<{ status: 200 | 201; body: ReservationReply }> {
  const stored = await findStored(deps, clientBrands, id);
  if (stored.liveReservation)
    return {
      status: 200,
      body: await reservationReplyOf(deps, stored.hotel, stored.liveReservation.confirmationNumber),
    };
  const attempt = stored.row.attempts;
  const request: CreateReservationRequest = {
    ...stored.booking,
    payment_type: AGENCY_PAYMENT_TYPE,
    card_token: cardToken,
  };
  try {
    const outcome = await bookReservation({
      database: deps.database,
      clock: deps.clock,
      steps: deps.bookingSteps,
      hotel: stored.hotel,
      request,
      publicUrl: deps.publicUrl,
      trafficSource: 'booking_widget_to_tripla_ota',
      cardProviderKind: AGENCY_CARD_PROVIDER,
      ownSteps: [
        bookingStep({
          name: 'agency-hand-over',
          check() {},
          // Claims this attempt in the booking's own transaction: of two submits only one books.
          async write(tx, _plan, { reservationId }) {
            if (!(await claimTemporaryStorage(tx, id, attempt, reservationId))) throw new BookedMeanwhile();
          },
        }),
      ],
    });
    return { status: 201, body: outcome.body };
  } catch (error) {
    if (!(error instanceof BookedMeanwhile)) throw error;
    const again = await findStored(deps, clientBrands, id);
    // The other submit's payment failed meanwhile: this one may simply be sent again.
    if (!again.liveReservation)
      throw new BookingFailure(
        409,
        ErrorCode.agencyHandOffFailed,
        'Please try again',
        'Another payment of this booking just ended; press the button again.',
      );
    return { status: 200, body: await reservationReplyOf(deps, again.hotel, again.liveReservation.confirmationNumber) };
  }
}

/**
 * `GET /api/ota/v1/reservations/{number}`: a reservation the agency site made, to its guest (the
 * e-mail or the bypass token) within the brands the client reaches. Anything else answers the same 404.
 */
export async function readAgencyReservation(
  deps: Pick<HandOverDeps, 'database' | 'clock'>,
  clientBrands: readonly number[] | undefined,
  confirmationNumber: string,
  credentials: ReservationCredentials,
  locale: string | undefined,
): Promise<ReservationReply> {
  const hotelId = await hotelIdOfReservationFrom(deps.database.db, confirmationNumber, AGENCY_TRAFFIC_SOURCES);
  const hotel = hotelId === null ? null : await findHotel(deps.database.db, String(hotelId));
  if (!hotel || !clientReachesBrand(clientBrands, hotel.brandId)) throw failures.reservationNotFound();
  const record = await findReservation(deps.database.db, hotel.id, confirmationNumber);
  if (!record || !mayAccess(record.reservation, credentials)) throw failures.reservationNotFound();
  const payment = await paymentOfReservation(deps, record.reservation.id);
  return { ...toReservationReply(record, hotel, deps.clock.now(), { locale }), ...(payment ? { payment } : {}) };
}
