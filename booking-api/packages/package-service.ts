import { Temporal } from 'temporal-polyfill';
import {
  ErrorCode,
  FLIGHT_CURRENCY,
  PACKAGE_ROOM_LIMIT,
  parseRoomOccupancies,
  type CreateReservationRequest,
  type PackageBookingRequest,
  type TrafficSource,
  type PackageFlightsQuery,
  type PackageFlightsReply,
  type RoomOccupancy,
} from '../../contract';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { Database } from '../db/database';
import { BookingFailure, failures } from '../domain/booking-failure';
import { validateStay } from '../domain/stay-dates';
import type { HotelWithBrand } from '../repositories/hotels';
import { bookReservation, type BookingOutcome } from '../services/reservation-booking';
import { bookingStep, type BookingSteps } from '../services/booking-steps';
import { fareCurrencyOf, type FareCurrency } from './fare-currency';
import { airportReply, flightReply } from './flight-reply';
import {
  airportByCode,
  flightById,
  flightsBetween,
  gatewayAirports,
  insertReservationFlights,
  takeSeats,
  type AirportRow,
  type FlightDetail,
} from './flights-repository';

/**
 * Hotel plus flight packages (SPEC.md sections 1, 2 and 5 "Package and search"): the flights of a
 * stay (out on the check-in day from the guest's airport to one serving the hotel, back on the
 * check-out day), and the booking of rooms and seats together. Every guest of every room takes a
 * seat; at most PACKAGE_ROOM_LIMIT rooms; never an undated search.
 */

export const packageFailures = {
  roomLimit: (rooms: number) =>
    new BookingFailure(
      422,
      ErrorCode.packageRoomLimit,
      'Too many rooms for a package',
      `Flight plus hotel allows up to ${PACKAGE_ROOM_LIMIT} rooms; ${rooms} were asked for.`,
    ),
  undated: () =>
    new BookingFailure(
      422,
      ErrorCode.packageUndated,
      'Package needs dates',
      'Flight plus hotel cannot be used with an undated search; choose check-in and check-out dates.',
    ),
  flightSoldOut: (flightNumber: string) =>
    new BookingFailure(
      409,
      ErrorCode.flightSoldOut,
      'Flight sold out',
      `Flight ${flightNumber} has too few seats left for every guest; choose another flight.`,
    ),
  flightNotForStay: (field: string, text: string) =>
    new BookingFailure(422, ErrorCode.flightNotForStay, 'Flight does not fit the stay', text, {
      [field]: [{ code: ErrorCode.flightNotForStay, text }],
    }),
  notOffered: (text: string) =>
    new BookingFailure(422, ErrorCode.packageNotOffered, 'No flight plus hotel package', text),
};

/** Rooms and guests of a package search: `rooms` wins over adults, children and room_count. */
export function packageOccupancies(
  query: Pick<PackageFlightsQuery, 'rooms' | 'adults' | 'children' | 'room_count'>,
  defaultAdults: number,
): RoomOccupancy[] {
  if (query.rooms) return parseRoomOccupancies(query.rooms);
  const room = { adults: query.adults ?? defaultAdults, children: query.children ?? 0 };
  return Array.from({ length: query.room_count ?? 1 }, () => ({ ...room }));
}

const passengersOf = (rooms: readonly RoomOccupancy[]) =>
  rooms.reduce((sum, room) => sum + room.adults + room.children, 0);

function assertRoomLimit(roomCount: number): void {
  if (roomCount > PACKAGE_ROOM_LIMIT) throw packageFailures.roomLimit(roomCount);
}

/**
 * The airports serving the hotel and how its package prices the fares (set in yen) in its own
 * currency: refused when no airport serves it, or when it sells in another currency and keeps no
 * rate for yen (packages/fare-currency.ts).
 */
async function packageDestinations(
  db: Database['db'],
  hotel: HotelWithBrand,
): Promise<{ destinations: AirportRow[]; fares: FareCurrency }> {
  const destinations = await gatewayAirports(db, hotel.id);
  if (destinations.length === 0) throw packageFailures.notOffered('No airport with package flights serves this hotel.');
  const fares = await fareCurrencyOf(db, hotel);
  if (!fares) {
    throw packageFailures.notOffered(
      `Flight fares are set in ${FLIGHT_CURRENCY} and this hotel sells in ${hotel.currency} without a ${FLIGHT_CURRENCY} exchange rate to price them.`,
    );
  }
  return { destinations, fares };
}

async function originAirport(db: Database['db'], code: string): Promise<AirportRow> {
  const origin = await airportByCode(db, code);
  if (!origin || !origin.isOrigin)
    throw failures.invalidField('origin', `${code} is not an airport packages depart from`);
  return origin;
}

function stayLimits(clock: Clock, hotel: HotelWithBrand) {
  return {
    today: localToday(clock, hotel.timeZone),
    maxNights: hotel.maxNights,
    reservablePeriodMonths: hotel.reservablePeriodMonths,
  };
}

/** A flight that has left (its local departure is not after now) is neither shown nor sold. */
function departed(flight: FlightDetail, clock: Clock): boolean {
  const departure = Temporal.PlainDateTime.from(`${flight.departureDate}T${flight.departureTime}`)
    .toZonedDateTime(flight.origin.timeZone)
    .toInstant();
  return Temporal.Instant.compare(departure, clock.now()) <= 0;
}

/** GET /book/hotels/{h}/packages/flights. */
export async function searchPackageFlights(options: {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  query: PackageFlightsQuery;
  locale?: string | undefined;
}): Promise<PackageFlightsReply> {
  const { database, clock, hotel, query, locale } = options;
  const { db } = database;
  if (query.search_type === 'undated') throw packageFailures.undated();
  const rooms = packageOccupancies(query, hotel.defaultAdults);
  assertRoomLimit(rooms.length);
  validateStay(query.checkin, query.checkout, stayLimits(clock, hotel));
  const { destinations, fares } = await packageDestinations(db, hotel);
  const origin = await originAirport(db, query.origin);
  const passengers = passengersOf(rooms);
  const gatewayIds = destinations.map((airport) => airport.id);
  const [outbound, inbound] = await Promise.all([
    flightsBetween(db, [origin.id], gatewayIds, query.checkin),
    flightsBetween(db, gatewayIds, [origin.id], query.checkout),
  ]);
  const shown = (list: FlightDetail[]) =>
    list
      .filter((flight) => !departed(flight, clock))
      .map((flight) =>
        flightReply(
          flight,
          { passengers, farePerSeat: fares.fare(flight.farePerSeat), currency: fares.currency },
          locale,
        ),
      );
  return {
    origin: airportReply(origin, locale),
    destinations: destinations.map((airport) => airportReply(airport, locale)),
    passengers,
    room_count: rooms.length,
    currency: fares.currency,
    outbound: shown(outbound),
    return: shown(inbound),
  };
}

/**
 * POST /book/hotels/{h}/packages. Every rule is checked before anything is written; then the
 * booking (services/reservation-booking.ts) takes the rooms and, in the same transaction, the
 * seats of both flights with conditional updates, so racing packages oversell neither.
 */
export async function bookPackage(options: {
  database: Database;
  clock: Clock;
  steps: BookingSteps;
  hotel: HotelWithBrand;
  request: PackageBookingRequest;
  idempotencyKey?: string | undefined;
  memberId?: number | null;
  organizationId?: number | null;
  publicUrl?: string;
  /** tripla_ota when the agency site books it (http/client-session.ts). */
  trafficSource?: TrafficSource;
}): Promise<BookingOutcome> {
  const { database, clock, hotel, request } = options;
  const { db } = database;
  const reservation: CreateReservationRequest = request.reservation;
  assertRoomLimit(reservation.rooms.length);
  if (reservation.checkout_date === reservation.checkin_date) {
    throw failures.invalidField(
      'reservation.checkout_date',
      'must be after checkin_date: a package stays at least one night',
    );
  }
  validateStay(reservation.checkin_date, reservation.checkout_date, stayLimits(clock, hotel));
  const { destinations, fares } = await packageDestinations(db, hotel);
  const [outbound, inbound] = await Promise.all([
    flightById(db, request.outbound_flight_id),
    flightById(db, request.return_flight_id),
  ]);
  if (!outbound) throw packageFailures.flightNotForStay('outbound_flight_id', 'No flight has this id.');
  if (!inbound) throw packageFailures.flightNotForStay('return_flight_id', 'No flight has this id.');
  const serves = (airport: AirportRow) => destinations.some((gateway) => gateway.id === airport.id);
  if (
    !outbound.origin.isOrigin ||
    !serves(outbound.destination) ||
    outbound.departureDate !== reservation.checkin_date
  ) {
    throw packageFailures.flightNotForStay(
      'outbound_flight_id',
      `Flight ${outbound.flightNumber} does not fly to this hotel's airport on the check-in day.`,
    );
  }
  if (
    !serves(inbound.origin) ||
    inbound.destination.id !== outbound.origin.id ||
    inbound.departureDate !== reservation.checkout_date
  ) {
    throw packageFailures.flightNotForStay(
      'return_flight_id',
      `Flight ${inbound.flightNumber} does not fly back to ${outbound.origin.code} on the check-out day.`,
    );
  }
  if (departed(outbound, clock))
    throw packageFailures.flightNotForStay(
      'outbound_flight_id',
      `Flight ${outbound.flightNumber} has already departed.`,
    );
  const passengers = passengersOf(reservation.rooms);
  // Fail fast on a flight already short of seats; the transaction decides a race.
  for (const flight of [outbound, inbound])
    if (flight.seatsAvailable < passengers) throw packageFailures.flightSoldOut(flight.flightNumber);
  const held = [
    { flight: outbound, direction: 'outbound' as const },
    { flight: inbound, direction: 'return' as const },
  ].map(({ flight, direction }) => {
    // In the hotel's currency, as the flight search showed it: the reservation's currency.
    const farePerSeat = fares.fare(flight.farePerSeat);
    return {
      flightId: flight.id,
      direction,
      seats: passengers,
      farePerSeat,
      totalFare: farePerSeat * passengers,
      flightNumber: flight.flightNumber,
    };
  });
  // A card declined, abandoned at 3-D Secure or expired cancels the reservation and gives its rooms
  // and seats back in one transaction (payments/card-payments.ts cancelUnpaidReservation).
  return bookReservation({
    database,
    clock,
    hotel,
    request: reservation,
    idempotencyKey: options.idempotencyKey,
    memberId: options.memberId ?? null,
    organizationId: options.organizationId ?? null,
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
    ...(options.trafficSource === undefined ? {} : { trafficSource: options.trafficSource }),
    steps: options.steps,
    // The chosen flights are part of what an Idempotency-Key stands for.
    fingerprint: { flights: { outbound_flight_id: outbound.id, return_flight_id: inbound.id } },
    ownSteps: [
      bookingStep({
        name: 'package-flights',
        // The fares (in the hotel currency) are part of the total.
        check: (draft) => draft.add(held.reduce((sum, row) => sum + row.totalFare, 0)),
        // The seats, taken in the booking's transaction right after the rooms: rooms and seats sell together or not at all.
        async write(tx, _plan, { reservationId }) {
          // Flight order, so two packages on the same flights lock their rows alike (no deadlock).
          for (const row of [...held].sort((a, b) => a.flightId - b.flightId)) {
            if (!(await takeSeats(tx, row.flightId, row.seats))) throw packageFailures.flightSoldOut(row.flightNumber);
          }
          await insertReservationFlights(
            tx,
            reservationId,
            held.map(({ flightNumber: _number, ...row }) => row),
          );
        },
      }),
    ],
  });
}
