import { and, eq } from 'drizzle-orm';
import { roomTypes } from '../db/schema';
import type { Queryable } from '../db/transactions';

/** The facts a room card shows of a room type, as stored on it. */
export type RoomFactsRow = Pick<typeof roomTypes.$inferSelect, 'code' | 'sizeSqm' | 'beds' | 'view' | 'maxOccupancy'>;
export type RoomFactChanges = Partial<
  Pick<typeof roomTypes.$inferInsert, 'sizeSqm' | 'beds' | 'view' | 'maxOccupancy'>
>;

const factColumns = {
  code: roomTypes.code,
  sizeSqm: roomTypes.sizeSqm,
  beds: roomTypes.beds,
  view: roomTypes.view,
  maxOccupancy: roomTypes.maxOccupancy,
};

const ofHotel = (hotelId: number, code: string) => and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.code, code));

/** The facts of the hotel's room type with this code, or undefined. */
export async function findRoomFacts(db: Queryable, hotelId: number, code: string): Promise<RoomFactsRow | undefined> {
  const [row] = await db.select(factColumns).from(roomTypes).where(ofHotel(hotelId, code)).limit(1);
  return row;
}

/** Writes the changed facts and answers the room type's facts after them, or undefined without such a room type. */
export async function saveRoomFacts(
  db: Queryable,
  hotelId: number,
  code: string,
  changes: RoomFactChanges,
): Promise<RoomFactsRow | undefined> {
  const [row] = await db.update(roomTypes).set(changes).where(ofHotel(hotelId, code)).returning(factColumns);
  return row;
}
