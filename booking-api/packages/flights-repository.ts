import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import { airports, flightRoutes, flights, hotelGatewayAirports, reservationFlights, reservations } from '../db/schema';
import type { AppDb } from '../db/database';
import { inTransaction, type Queryable } from '../db/transactions';

export type AirportRow = typeof airports.$inferSelect;

/** A dated flight with its route and both airports. */
export interface FlightDetail {
  id: number;
  departureDate: string;
  farePerSeat: number;
  seatsTotal: number;
  seatsAvailable: number;
  flightNumber: string;
  carrierCode: string;
  carrierName: Record<string, string>;
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: number;
  origin: AirportRow;
  destination: AirportRow;
}

/** The local arrival date: the departure date plus the route's day offset. */
export const arrivalDateOf = (flight: Pick<FlightDetail, 'departureDate' | 'arrivalDayOffset'>): string =>
  Temporal.PlainDate.from(flight.departureDate).add({ days: flight.arrivalDayOffset }).toString();

export async function originAirports(db: Queryable): Promise<AirportRow[]> {
  return db.select().from(airports).where(eq(airports.isOrigin, true)).orderBy(asc(airports.id));
}

export async function airportByCode(db: Queryable, code: string): Promise<AirportRow | null> {
  const [row] = await db.select().from(airports).where(eq(airports.code, code));
  return row ?? null;
}

/** The airports a package to the hotel flies into, nearest first. */
export async function gatewayAirports(db: Queryable, hotelId: number): Promise<AirportRow[]> {
  const rows = await db
    .select({ airport: airports })
    .from(hotelGatewayAirports)
    .innerJoin(airports, eq(airports.id, hotelGatewayAirports.airportId))
    .where(eq(hotelGatewayAirports.hotelId, hotelId))
    .orderBy(asc(hotelGatewayAirports.position), asc(airports.id));
  return rows.map((row) => row.airport);
}

const originAirport = alias(airports, 'origin_airport');
const destinationAirport = alias(airports, 'destination_airport');

function flightQuery(db: Queryable) {
  return db
    .select({ flight: flights, route: flightRoutes, origin: originAirport, destination: destinationAirport })
    .from(flights)
    .innerJoin(flightRoutes, eq(flightRoutes.id, flights.routeId))
    .innerJoin(originAirport, eq(originAirport.id, flightRoutes.originAirportId))
    .innerJoin(destinationAirport, eq(destinationAirport.id, flightRoutes.destinationAirportId));
}

type FlightJoin = Awaited<ReturnType<ReturnType<typeof flightQuery>['where']>>[number];

function toDetail(row: FlightJoin): FlightDetail {
  return {
    id: row.flight.id,
    departureDate: row.flight.departureDate,
    farePerSeat: row.flight.farePerSeat,
    seatsTotal: row.flight.seatsTotal,
    seatsAvailable: row.flight.seatsAvailable,
    flightNumber: row.route.flightNumber,
    carrierCode: row.route.carrierCode,
    carrierName: row.route.carrierName,
    departureTime: row.route.departureTime,
    arrivalTime: row.route.arrivalTime,
    arrivalDayOffset: row.route.arrivalDayOffset,
    origin: row.origin,
    destination: row.destination,
  };
}

/** Flights departing on `date` (local) from one of `from` to one of `to`, earliest first. */
export async function flightsBetween(
  db: Queryable,
  from: number[],
  to: number[],
  date: string,
): Promise<FlightDetail[]> {
  if (from.length === 0 || to.length === 0) return [];
  const rows = await flightQuery(db)
    .where(
      and(
        inArray(flightRoutes.originAirportId, from),
        inArray(flightRoutes.destinationAirportId, to),
        eq(flights.departureDate, date),
      ),
    )
    .orderBy(asc(flightRoutes.departureTime), asc(flightRoutes.flightNumber));
  return rows.map(toDetail);
}

export async function flightById(db: Queryable, id: number): Promise<FlightDetail | null> {
  const [row] = await flightQuery(db).where(eq(flights.id, id));
  return row ? toDetail(row) : null;
}

/**
 * Takes `seats` seats of a flight, only where that many are left. As with the rooms
 * (repositories/inventory.ts takeStock), PostgreSQL re-checks the WHERE clause after waiting for a
 * concurrent writer's row lock, so two bookings never both take the last seats. False: roll back.
 */
export async function takeSeats(tx: Queryable, flightId: number, seats: number): Promise<boolean> {
  const updated = await tx
    .update(flights)
    .set({ seatsAvailable: sql`${flights.seatsAvailable} - ${seats}` })
    .where(and(eq(flights.id, flightId), gte(flights.seatsAvailable, seats)))
    .returning({ id: flights.id });
  return updated.length === 1;
}

export interface NewReservationFlight {
  flightId: number;
  direction: 'outbound' | 'return';
  seats: number;
  farePerSeat: number;
  totalFare: number;
}

export async function insertReservationFlights(
  tx: Queryable,
  reservationId: number,
  rows: NewReservationFlight[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(reservationFlights).values(rows.map((row) => ({ ...row, reservationId })));
}

/**
 * Gives a cancelled package's seats back to its flights (never above the flight's total), once:
 * the rows are marked returned in the same statement's transaction.
 */
export async function returnReservationSeats(tx: Queryable, reservationId: number, now: Date): Promise<void> {
  const held = await tx
    .update(reservationFlights)
    .set({ seatsReturnedAt: now })
    .where(and(eq(reservationFlights.reservationId, reservationId), isNull(reservationFlights.seatsReturnedAt)))
    .returning({ flightId: reservationFlights.flightId, seats: reservationFlights.seats });
  // Flight order, so two cancellations lock the flight rows alike.
  for (const row of held.sort((a, b) => a.flightId - b.flightId)) {
    await tx
      .update(flights)
      .set({ seatsAvailable: sql`least(${flights.seatsTotal}, ${flights.seatsAvailable} + ${row.seats})` })
      .where(eq(flights.id, row.flightId));
  }
}

/**
 * The seats of every package reservation that ended cancelled while its seats are still held, given
 * back (each reservation once, in its own transaction). Every cancellation now returns the seats in
 * its own transaction (services/reservation-cancellation.ts, payments/card-payments.ts
 * cancelUnpaidReservation); this is run once at start for packages an earlier version cancelled
 * unpaid without their seats. Answers how many reservations gave seats back.
 */
export async function returnSeatsOfCancelledPackages(db: AppDb, now: Date): Promise<number> {
  const cancelled = await db
    .selectDistinct({ reservationId: reservationFlights.reservationId })
    .from(reservationFlights)
    .innerJoin(reservations, eq(reservations.id, reservationFlights.reservationId))
    .where(and(isNull(reservationFlights.seatsReturnedAt), eq(reservations.status, 'cancelled')));
  for (const { reservationId } of cancelled)
    await inTransaction(db, (tx) => returnReservationSeats(tx, reservationId, now));
  return cancelled.length;
}

export interface ReservationFlightDetail {
  direction: 'outbound' | 'return';
  seats: number;
  farePerSeat: number;
  totalFare: number;
  flight: FlightDetail;
}

export async function loadReservationFlights(db: Queryable, reservationId: number): Promise<ReservationFlightDetail[]> {
  const rows = await db
    .select({
      held: reservationFlights,
      flight: flights,
      route: flightRoutes,
      origin: originAirport,
      destination: destinationAirport,
    })
    .from(reservationFlights)
    .innerJoin(flights, eq(flights.id, reservationFlights.flightId))
    .innerJoin(flightRoutes, eq(flightRoutes.id, flights.routeId))
    .innerJoin(originAirport, eq(originAirport.id, flightRoutes.originAirportId))
    .innerJoin(destinationAirport, eq(destinationAirport.id, flightRoutes.destinationAirportId))
    .where(eq(reservationFlights.reservationId, reservationId));
  return rows
    .map((row) => ({
      direction: row.held.direction,
      seats: row.held.seats,
      farePerSeat: row.held.farePerSeat,
      totalFare: row.held.totalFare,
      flight: toDetail(row),
    }))
    .sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'outbound' ? -1 : 1));
}
