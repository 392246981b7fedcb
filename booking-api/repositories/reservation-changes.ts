import { and, eq, inArray } from 'drizzle-orm';
import { reservationChanges, reservationRooms, reservations } from '../db/schema';
import type { Queryable } from '../db/transactions';

/** Writes of an online change; the caller holds the reservation row lock (findReservation forUpdate). */

export async function applyItinerary(
  tx: Queryable,
  reservationId: number,
  change: {
    checkinDate: string;
    checkoutDate: string;
    totalPrice: number;
    tax: number;
    changeFees: number;
    removePositions: number[];
    rooms: { position: number; totalPrice: number; tax: number }[];
    updatedAt: Date;
  },
): Promise<void> {
  if (change.removePositions.length > 0) {
    await tx
      .delete(reservationRooms)
      .where(
        and(
          eq(reservationRooms.reservationId, reservationId),
          inArray(reservationRooms.position, change.removePositions),
        ),
      );
  }
  for (const room of change.rooms) {
    await tx
      .update(reservationRooms)
      .set({ totalPrice: room.totalPrice, tax: room.tax })
      .where(and(eq(reservationRooms.reservationId, reservationId), eq(reservationRooms.position, room.position)));
  }
  await tx
    .update(reservations)
    .set({
      checkinDate: change.checkinDate,
      checkoutDate: change.checkoutDate,
      totalPrice: change.totalPrice,
      tax: change.tax,
      changeFees: change.changeFees,
      updatedAt: change.updatedAt,
    })
    .where(eq(reservations.id, reservationId));
}

/** The kana reading and address columns of a reservation (migration 0031). */
type ReadingAddressColumns = Pick<
  typeof reservations.$inferInsert,
  | 'guestFirstNameKana'
  | 'guestLastNameKana'
  | 'guestPostalCode'
  | 'guestPrefectureOrState'
  | 'guestStreetAddress'
  | 'guestBuildingNameAndNumber'
>;

export async function updateGuest(
  tx: Queryable,
  reservationId: number,
  guest: { firstName: string; lastName: string; email: string; phone: string } & ReadingAddressColumns,
  updatedAt: Date,
): Promise<void> {
  const { firstName, lastName, email, phone, ...readingAddress } = guest;
  await tx
    .update(reservations)
    .set({
      guestFirstName: firstName,
      guestLastName: lastName,
      guestEmail: email,
      guestPhone: phone,
      ...readingAddress,
      updatedAt,
    })
    .where(eq(reservations.id, reservationId));
}

/** Logs a change; answers its id. */
export async function recordChange(tx: Queryable, change: typeof reservationChanges.$inferInsert): Promise<number> {
  const [row] = await tx.insert(reservationChanges).values(change).returning({ id: reservationChanges.id });
  return row!.id;
}

export async function listChanges(db: Queryable, reservationId: number) {
  return db
    .select()
    .from(reservationChanges)
    .where(eq(reservationChanges.reservationId, reservationId))
    .orderBy(reservationChanges.id);
}

/** For facility tools and tests: marks a reservation as changed by staff (no online change or cancel after that). */
export async function markStaffEdited(db: Queryable, reservationId: number, at: Date): Promise<void> {
  await db.update(reservations).set({ staffEditedAt: at }).where(eq(reservations.id, reservationId));
}
