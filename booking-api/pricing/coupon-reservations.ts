import { inArray } from 'drizzle-orm';
import { reservations } from '../db/schema';
import type { Queryable } from '../db/transactions';

/** Confirmation numbers of the reservations a member's coupons were used for. */
export async function findReservationNumbers(db: Queryable, reservationIds: number[]): Promise<Map<number, string>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: reservations.id, number: reservations.confirmationNumber })
    .from(reservations)
    .where(inArray(reservations.id, reservationIds));
  return new Map(rows.map((row) => [row.id, row.number]));
}
