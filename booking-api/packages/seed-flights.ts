import { count, eq, inArray } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { localToday, type Clock } from '../clock';
import { airports, flightRoutes, flights, hotelGatewayAirports, hotels } from '../db/schema';
import type { AppTx } from '../db/transactions';
import {
  DEMO_SEATS_PER_FLIGHT,
  carrierOf,
  demoAirports,
  demoCarriers,
  demoHotelGateways,
  demoRoutes,
} from './flight-catalogue';

/** Days of dated flights from the origin's local today: about six months. */
export const SEEDED_FLIGHT_DAYS = 183;
const CHUNK = 2000;

/**
 * The demo airports, routes and dated flights, and the airports of the demo hotels. The flights
 * are seeded once: on a database that has airports already only a demo hotel without airports gets
 * its own (a demo database seeded before migration 0034 gets its flights on the next start, one
 * seeded before a demo hotel had packages gets that hotel's airports).
 */
export async function seedDemoFlights(tx: AppTx, clock: Clock): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(airports);
  if ((existing?.n ?? 0) > 0) {
    const rows = await tx.select({ id: airports.id, code: airports.code }).from(airports);
    await seedDemoGateways(tx, new Map(rows.map((row) => [row.code, row.id])));
    return;
  }
  const airportRows = await tx
    .insert(airports)
    .values(demoAirports.map((airport) => ({ ...airport })))
    .returning();
  const airportId = new Map(airportRows.map((row) => [row.code, row.id]));
  const timeZoneOf = new Map(airportRows.map((row) => [row.code, row.timeZone]));
  const routeRows = await tx
    .insert(flightRoutes)
    .values(
      demoRoutes.map(([origin, destination, flightNumber, departureTime, arrivalTime, fare]) => ({
        originAirportId: airportId.get(origin)!,
        destinationAirportId: airportId.get(destination)!,
        carrierCode: carrierOf(flightNumber),
        carrierName: demoCarriers[carrierOf(flightNumber)]!,
        flightNumber,
        departureTime,
        arrivalTime,
        arrivalDayOffset: arrivalTime < departureTime ? 1 : 0,
        farePerSeat: fare,
        seatsPerFlight: DEMO_SEATS_PER_FLIGHT,
      })),
    )
    .returning();
  const values: (typeof flights.$inferInsert)[] = [];
  for (const [index, route] of routeRows.entries()) {
    const origin = demoRoutes[index]![0];
    const today = localToday(clock, timeZoneOf.get(origin)!);
    for (let day = 0; day < SEEDED_FLIGHT_DAYS; day += 1) {
      const date = today.add({ days: day });
      const seats = route.seatsPerFlight - (dayHash(route.flightNumber, date) % 3);
      values.push({
        routeId: route.id,
        departureDate: date.toString(),
        farePerSeat: datedFare(route.farePerSeat, route.flightNumber, date),
        seatsTotal: seats,
        seatsAvailable: seats,
      });
    }
  }
  for (let i = 0; i < values.length; i += CHUNK) await tx.insert(flights).values(values.slice(i, i + CHUNK));
  await seedDemoGateways(tx, airportId);
}

/** The airports of each demo hotel that has none yet (demoHotelGateways), nearest first. */
async function seedDemoGateways(tx: AppTx, airportId: ReadonlyMap<string, number>): Promise<void> {
  const hotelRows = await tx
    .select({ id: hotels.id, code: hotels.code })
    .from(hotels)
    .where(inArray(hotels.code, Object.keys(demoHotelGateways)));
  const served = new Set(
    (await tx.selectDistinct({ hotelId: hotelGatewayAirports.hotelId }).from(hotelGatewayAirports)).map(
      (row) => row.hotelId,
    ),
  );
  const gateways = hotelRows
    .filter((hotel) => !served.has(hotel.id))
    .flatMap((hotel) =>
      (demoHotelGateways[hotel.code] ?? []).map((code, position) => ({
        hotelId: hotel.id,
        airportId: airportId.get(code)!,
        position,
      })),
    );
  if (gateways.length > 0) await tx.insert(hotelGatewayAirports).values(gateways);
}

/** True when the demo hotels exist (the flights are seeded for them). */
export async function demoHotelsExist(tx: AppTx): Promise<boolean> {
  const [row] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, 'demo-kyoto'));
  return Boolean(row);
}

/**
 * A weekday fare on Monday to Thursday; Friday to Sunday 15% more, July, August and December 10%
 * more, and a small per-flight-and-day difference, rounded to 100 yen.
 */
export function datedFare(base: number, flightNumber: string, date: Temporal.PlainDate): number {
  const weekend = date.dayOfWeek >= 5 ? 1.15 : 1;
  const season = [7, 8, 12].includes(date.month) ? 1.1 : 1;
  const wobble = 1 + ((dayHash(flightNumber, date) % 7) - 3) / 100;
  return Math.round((base * weekend * season * wobble) / 100) * 100;
}

/** FNV-1a of the flight number and date: the same seed gives the same flights. */
function dayHash(flightNumber: string, date: Temporal.PlainDate): number {
  let hash = 0x811c9dc5;
  for (const char of `${flightNumber}@${date.toString()}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
