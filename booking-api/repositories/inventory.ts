import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { inventory, roomTypes } from '../db/schema';
import type { Queryable } from '../db/transactions';
import { stayEnd } from '../domain/day-use-stay';

/**
 * Rooms of each type free on every night of [checkin, checkout). A type missing a row for some
 * night has no sellable stock that night, so it counts as 0.
 */
export async function freeRoomsForStay(
  db: Queryable,
  hotelId: number,
  checkin: string,
  checkout: string,
  nights: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      roomTypeId: inventory.roomTypeId,
      minAvailable: sql<number>`min(${inventory.available})`.mapWith(Number),
      nightsWithStock: sql<number>`count(*)`.mapWith(Number),
    })
    .from(inventory)
    .innerJoin(roomTypes, eq(roomTypes.id, inventory.roomTypeId))
    .where(and(eq(roomTypes.hotelId, hotelId), gte(inventory.stayDate, checkin), lt(inventory.stayDate, checkout)))
    .groupBy(inventory.roomTypeId);
  return new Map(
    rows.map((row) => [row.roomTypeId, row.nightsWithStock === nights ? Math.max(0, row.minAvailable) : 0]),
  );
}

/**
 * Takes `count` rooms of a type for every night, only where that many are left. The WHERE clause
 * is re-checked by PostgreSQL after waiting for a concurrent writer's row lock, so two bookings can
 * never both take the last room. Returns false (and the caller must roll back) if any night
 * lacked stock.
 */
export async function takeStock(
  tx: Queryable,
  roomTypeId: number,
  checkin: string,
  checkout: string,
  nights: number,
  count: number,
): Promise<boolean> {
  const updated = await tx
    .update(inventory)
    .set({ available: sql`${inventory.available} - ${count}` })
    .where(
      and(
        eq(inventory.roomTypeId, roomTypeId),
        gte(inventory.stayDate, checkin),
        lt(inventory.stayDate, checkout),
        gte(inventory.available, count),
      ),
    )
    .returning({ stayDate: inventory.stayDate });
  return updated.length === nights;
}

/** Gives rooms back for every night of a cancelled stay (never above the physical total). */
export async function returnStock(
  tx: Queryable,
  roomTypeId: number,
  checkin: string,
  checkout: string,
  count: number,
): Promise<void> {
  await tx
    .update(inventory)
    .set({ available: sql`least(${inventory.total}, ${inventory.available} + ${count})` })
    // A day-use stay (checkout equal to check-in) took the check-in day's stock.
    .where(
      and(
        eq(inventory.roomTypeId, roomTypeId),
        gte(inventory.stayDate, checkin),
        lt(inventory.stayDate, stayEnd(checkin, checkout)),
      ),
    );
}

export async function stockByNight(
  db: Queryable,
  roomTypeId: number,
  checkin: string,
  checkout: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ stayDate: inventory.stayDate, available: inventory.available })
    .from(inventory)
    .where(
      and(eq(inventory.roomTypeId, roomTypeId), gte(inventory.stayDate, checkin), lt(inventory.stayDate, checkout)),
    );
  return new Map(rows.map((row) => [row.stayDate, row.available]));
}

export interface StockRow {
  roomTypeId: number;
  stayDate: string;
  available: number;
  total: number;
}

/** Free and total rooms of every room type of the hotel on each night of [from, to), by night. */
export async function stockInRange(db: Queryable, hotelId: number, from: string, to: string): Promise<StockRow[]> {
  return db
    .select({
      roomTypeId: inventory.roomTypeId,
      stayDate: inventory.stayDate,
      available: inventory.available,
      total: inventory.total,
    })
    .from(inventory)
    .innerJoin(roomTypes, eq(roomTypes.id, inventory.roomTypeId))
    .where(and(eq(roomTypes.hotelId, hotelId), gte(inventory.stayDate, from), lt(inventory.stayDate, to)))
    .orderBy(asc(inventory.stayDate));
}
