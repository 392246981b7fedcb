import { and, eq, inArray } from 'drizzle-orm';
import type { TrafficSource } from '../../contract';
import { paymentGatewaySettings, reservations, temporaryStorages } from '../db/schema';
import type { Queryable } from '../db/transactions';

/** The SQL of the agency hand-over (agency/hand-over.ts): stored bookings and the reservations they became. */

export type TemporaryStorageRow = typeof temporaryStorages.$inferSelect;

/** The hotel's payment gateway row (its kind and payment hub config decide whether it hands over). */
export async function hotelGatewaySetting(db: Queryable, hotelId: number) {
  const [gateway] = await db.select().from(paymentGatewaySettings).where(eq(paymentGatewaySettings.hotelId, hotelId));
  return gateway ?? null;
}

export async function insertTemporaryStorage(db: Queryable, row: typeof temporaryStorages.$inferInsert): Promise<void> {
  await db.insert(temporaryStorages).values(row);
}

export async function findTemporaryStorage(db: Queryable, id: string): Promise<TemporaryStorageRow | null> {
  const [row] = await db.select().from(temporaryStorages).where(eq(temporaryStorages.id, id));
  return row ?? null;
}

/** The reservation a stored booking became: its number and status. */
export async function reservationOfStorage(
  db: Queryable,
  reservationId: number,
): Promise<{ id: number; confirmationNumber: string; status: string } | null> {
  const [reservation] = await db
    .select({ id: reservations.id, confirmationNumber: reservations.confirmationNumber, status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return reservation ?? null;
}

/**
 * Claims attempt `attempt` of a stored booking for `reservationId` (a compare-and-set on the
 * attempt count): false when another submit claimed it first.
 */
export async function claimTemporaryStorage(
  db: Queryable,
  id: string,
  attempt: number,
  reservationId: number,
): Promise<boolean> {
  const claimed = await db
    .update(temporaryStorages)
    .set({ attempts: attempt + 1, reservationId })
    .where(and(eq(temporaryStorages.id, id), eq(temporaryStorages.attempts, attempt)))
    .returning({ id: temporaryStorages.id });
  return claimed.length === 1;
}

/** The hotel of a reservation booked from one of `sources`, by its number; null when none. */
export async function hotelIdOfReservationFrom(
  db: Queryable,
  confirmationNumber: string,
  sources: readonly TrafficSource[],
): Promise<number | null> {
  const [found] = await db
    .select({ hotelId: reservations.hotelId })
    .from(reservations)
    .where(
      and(eq(reservations.confirmationNumber, confirmationNumber), inArray(reservations.trafficSource, [...sources])),
    );
  return found?.hotelId ?? null;
}
