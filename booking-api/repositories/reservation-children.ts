import { and, asc, eq } from 'drizzle-orm';
import { mealBedOptionSchema, type ReservationChild } from '../../contract';
import { kidsTiers, reservationRoomChildren } from '../db/schema';
import type { Queryable } from '../db/transactions';

/** Stores the children of every room of a new reservation (migration 0020), rooms by position. */
export async function saveReservationChildren(tx: Queryable, reservationId: number, rooms: { position: number; children: ReservationChild[] }[]): Promise<void> {
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
 * with their tier's name in the reservation's language (the confirmation shows it, not the code).
 */
export async function loadReservationChildren(db: Queryable, reservation: { id: number; hotelId: number; locale: string | null }): Promise<Map<number, ReservationChild[]>> {
  const rows = await db
    .select({ child: reservationRoomChildren, nameEn: kidsTiers.nameEn, nameJa: kidsTiers.nameJa })
    .from(reservationRoomChildren)
    .leftJoin(kidsTiers, and(eq(kidsTiers.hotelId, reservation.hotelId), eq(kidsTiers.code, reservationRoomChildren.tierCode)))
    .where(eq(reservationRoomChildren.reservationId, reservation.id))
    .orderBy(asc(reservationRoomChildren.roomPosition), asc(reservationRoomChildren.childIndex));
  const ja = (reservation.locale ?? '').toLowerCase().startsWith('ja');
  const byRoom = new Map<number, ReservationChild[]>();
  for (const { child: row, nameEn, nameJa } of rows) {
    const list = byRoom.get(row.roomPosition) ?? [];
    list.push({
      tier_code: row.tierCode,
      tier_name: (ja ? nameJa : nameEn) ?? null,
      age: row.age,
      meal_bed_option: row.mealBedOption === null ? null : mealBedOptionSchema.parse(row.mealBedOption),
    });
    byRoom.set(row.roomPosition, list);
  }
  return byRoom;
}
