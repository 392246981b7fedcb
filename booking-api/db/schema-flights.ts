import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../contract/localized-text';
import { hotels, reservations } from './schema-core';

/**
 * Hotel plus flight packages (migration 0034). An airport has its IATA code, its name and city in
 * every language (read through resolveText), and the agency area it sits in (booking-api/agency/areas.ts).
 */
export const airports = pgTable(
  'airports',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    city: jsonb('city').$type<LocalizedText>().notNull(),
    areaCode: text('area_code'),
    timeZone: text('time_zone').notNull(),
    /** Offered as a departure airport in the package search. */
    isOrigin: boolean('is_origin').notNull().default(true),
  },
  (t) => [uniqueIndex('airports_code_idx').on(t.code), check('airports_code_iata', sql`${t.code} ~ '^[A-Z]{3}$'`)],
);

/** A flight flown every day between two airports, at local times, at a base fare per seat in JPY. */
export const flightRoutes = pgTable(
  'flight_routes',
  {
    id: serial('id').primaryKey(),
    originAirportId: integer('origin_airport_id')
      .notNull()
      .references(() => airports.id),
    destinationAirportId: integer('destination_airport_id')
      .notNull()
      .references(() => airports.id),
    carrierCode: text('carrier_code').notNull(),
    carrierName: jsonb('carrier_name').$type<LocalizedText>().notNull(),
    flightNumber: text('flight_number').notNull(),
    /** HH:MM at the origin airport, and HH:MM at the destination `arrivalDayOffset` days later. */
    departureTime: text('departure_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
    arrivalDayOffset: integer('arrival_day_offset').notNull().default(0),
    farePerSeat: integer('fare_per_seat').notNull(),
    seatsPerFlight: integer('seats_per_flight').notNull(),
  },
  (t) => [
    uniqueIndex('flight_routes_flight_number_idx').on(t.flightNumber),
    index('flight_routes_airports_idx').on(t.originAirportId, t.destinationAirportId),
  ],
);

/** One dated flight of a route: its fare that day and the package seats still sold on it. */
export const flights = pgTable(
  'flights',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => flightRoutes.id),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    farePerSeat: integer('fare_per_seat').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsAvailable: integer('seats_available').notNull(),
  },
  (t) => [
    uniqueIndex('flights_route_date_idx').on(t.routeId, t.departureDate),
    index('flights_departure_date_idx').on(t.departureDate),
    check('flights_seats_within_total', sql`${t.seatsAvailable} >= 0 AND ${t.seatsAvailable} <= ${t.seatsTotal}`),
  ],
);

/** The airports a package to a hotel flies into, nearest first. */
export const hotelGatewayAirports = pgTable(
  'hotel_gateway_airports',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.airportId] })],
);

/** The seats a package reservation holds on its outbound and its return flight, at the fare booked. */
export const reservationFlights = pgTable(
  'reservation_flights',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    direction: text('direction', { enum: ['outbound', 'return'] }).notNull(),
    seats: integer('seats').notNull(),
    farePerSeat: integer('fare_per_seat').notNull(),
    totalFare: integer('total_fare').notNull(),
    /** Set when a cancellation gave the seats back to the flight. */
    seatsReturnedAt: timestamp('seats_returned_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('reservation_flights_direction_idx').on(t.reservationId, t.direction),
    index('reservation_flights_flight_idx').on(t.flightId),
  ],
);
