import { and, asc, eq } from 'drizzle-orm';
import { mealBedOptionSchema, type LocalizedText, type ReservationChild } from '../../contract';

/** A stored child with its tier's name in every language the hotel wrote it in. */
export type StoredChild = Omit<ReservationChild, 'tier_name'> & { tier_name: LocalizedText | null };
import { kidsTiers, reservationRoomChildren } from '../db/schema';
import type { Queryable } from '../db/transactions';

/** Stores the children of every room of a new reservation (migration 0020), rooms by position. */
export async function saveReservationChildren(
  tx: Queryable,
  reservationId: number,
  rooms: { position: number; children: ReservationChild[] }[],
): Promise<void> {
  const rows = rooms.flatMap((room) =>
    room.children.map((child, childIndex) => ({
      reservationId,
      roomPosition: room.position,
      childIndex,
      tierCode: child.tier_code,
      age: child.age,
      mealBedOption: child.meal_bed_option,
    })),
  );
  if (rows.length > 0) await tx.insert(reservationRoomChildren).values(rows);
}

/**
 * The stored children of a reservation by room position, each room's in the order they were given,
 * with their tier's name (the confirmation shows it, not the code; read in the reader's language).
 */
export async function loadReservationChildren(
  db: Queryable,
  reservation: { id: number; hotelId: number },
): Promise<Map<number, StoredChild[]>> {
  const rows = await db
    .select({ child: reservationRoomChildren, name: kidsTiers.name })
    .from(reservationRoomChildren)
    .leftJoin(
      kidsTiers,
      and(eq(kidsTiers.hotelId, reservation.hotelId), eq(kidsTiers.code, reservationRoomChildren.tierCode)),
    )
    .where(eq(reservationRoomChildren.reservationId, reservation.id))
    .orderBy(asc(reservationRoomChildren.roomPosition), asc(reservationRoomChildren.childIndex));
  const byRoom = new Map<number, StoredChild[]>();
  for (const { child: row, name } of rows) {
    const list = byRoom.get(row.roomPosition) ?? [];
    list.push({
      tier_code: row.tierCode,
      tier_name: name ?? null,
      age: row.age,
      meal_bed_option: row.mealBedOption === null ? null : mealBedOptionSchema.parse(row.mealBedOption),
    });
    byRoom.set(row.roomPosition, list);
  }
  return byRoom;
}
