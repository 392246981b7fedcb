import { z } from 'zod';
import { isoDateSchema } from './dates';
import { roomOccupanciesParamSchema } from './search';

export { FLIGHT_CURRENCY, PACKAGE_ROOM_LIMIT } from './package-limits';

/**
 * Hotel plus flight packages (SPEC.md sections 1, 2 `dynamic_package` and 5): airports, the dated
 * flights between a guest's departure airport and the airports serving a hotel, and the flights a
 * package reservation holds. Fares are set per seat in JPY and shown, booked and charged in the hotel's currency
 * (booking-api/packages/fare-currency.ts); every guest of every room takes a seat.
 */

export const iataCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter IATA airport code');

export const airportReplySchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** The agency area the airport sits in (booking-api/agency/areas.ts), null outside them. */
  area_code: z.string().nullable(),
  time_zone: z.string(),
});
export type AirportReply = z.infer<typeof airportReplySchema>;

export const airportsReplySchema = z.object({ airports: z.array(airportReplySchema) });
export type AirportsReply = z.infer<typeof airportsReplySchema>;

const flightTimesShape = {
  flight_number: z.string(),
  carrier_code: z.string(),
  carrier_name: z.string(),
  origin: airportReplySchema,
  destination: airportReplySchema,
  /** Local date and HH:MM at the departure airport, and at the arrival airport. */
  departure_date: isoDateSchema,
  departure_time: z.string(),
  arrival_date: isoDateSchema,
  arrival_time: z.string(),
};

export const flightReplySchema = z.object({
  flight_id: z.number().int(),
  ...flightTimesShape,
  fare_per_seat: z.number().int(),
  currency: z.string().length(3),
  seats_available: z.number().int(),
  /** The fare for every passenger of the search. */
  total_fare: z.number().int(),
  /** Enough seats left for every passenger. */
  bookable: z.boolean(),
});
export type FlightReply = z.infer<typeof flightReplySchema>;

/**
 * `GET /book/hotels/{h}/packages/flights`: the guests as a room search takes them (`rooms=2-0,3-1`,
 * else `adults`, `children`, `room_count`), never undated, at most PACKAGE_ROOM_LIMIT rooms.
 */
export const packageFlightsQuerySchema = z.object({
  origin: iataCodeSchema,
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  rooms: roomOccupanciesParamSchema.optional(),
  adults: z.coerce.number().int().min(1).max(99).optional(),
  children: z.coerce.number().int().min(0).max(99).optional(),
  room_count: z.coerce.number().int().min(1).max(999).optional(),
  /** Only to be refused: a package is never undated (SPEC.md section 5). */
  search_type: z.enum(['dated', 'undated']).optional(),
});
export type PackageFlightsQuery = z.infer<typeof packageFlightsQuerySchema>;

export const packageFlightsReplySchema = z.object({
  origin: airportReplySchema,
  /** The airports serving the hotel, nearest first. */
  destinations: z.array(airportReplySchema),
  passengers: z.number().int(),
  room_count: z.number().int(),
  currency: z.string().length(3),
  outbound: z.array(flightReplySchema),
  return: z.array(flightReplySchema),
});
export type PackageFlightsReply = z.infer<typeof packageFlightsReplySchema>;

/** A flight a package reservation holds (the reservation reply's `flights`). */
export const reservationFlightSchema = z.object({
  direction: z.enum(['outbound', 'return']),
  ...flightTimesShape,
  seats: z.number().int(),
  fare_per_seat: z.number().int(),
  total_fare: z.number().int(),
  currency: z.string().length(3),
});
export type ReservationFlight = z.infer<typeof reservationFlightSchema>;

/** The chosen flights of a package booking. */
export const packageFlightChoiceSchema = z.object({
  outbound_flight_id: z.number().int().positive(),
  return_flight_id: z.number().int().positive(),
});
export type PackageFlightChoice = z.infer<typeof packageFlightChoiceSchema>;
