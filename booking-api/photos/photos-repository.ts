import { and, asc, count, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import { photos, roomTypes } from '../db/schema';
import type { AppTx, Queryable } from '../db/transactions';

/**
 * The SQL of photos: the photos of an owner (the hotel itself, or one of its room types) in their
 * order. Changes of an owner's order take the hotel's photo lock first (lockHotelPhotos), so two at
 * once never tie positions or counts.
 */

export type PhotoRow = typeof photos.$inferSelect;
/** Whose photos: the hotel's own (roomTypeId null) or one room type's. */
export interface PhotoOwnerKey {
  hotelId: number;
  roomTypeId: number | null;
}

/** Advisory lock class of photo order changes (with the hotel id as the second key). */
const PHOTO_LOCK = 0x70686f74;

const ownerCondition = (owner: PhotoOwnerKey): SQL =>
  and(
    eq(photos.hotelId, owner.hotelId),
    owner.roomTypeId === null ? isNull(photos.roomTypeId) : eq(photos.roomTypeId, owner.roomTypeId),
  )!;

/** Takes the hotel's photo lock until the caller's transaction ends. */
export async function lockHotelPhotos(tx: AppTx, hotelId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_LOCK}::int, ${hotelId}::int)`);
}

export async function photoCount(db: Queryable, owner: PhotoOwnerKey): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(ownerCondition(owner));
  return Number(row?.n ?? 0);
}

/** The owner's highest position, null without photos. */
export async function lastPhotoPosition(tx: Queryable, owner: PhotoOwnerKey): Promise<number | null> {
  const [last] = await tx
    .select({ position: max(photos.position) })
    .from(photos)
    .where(ownerCondition(owner));
  return last?.position ?? null;
}

export async function insertPhoto(tx: Queryable, photo: typeof photos.$inferInsert): Promise<PhotoRow> {
  const [inserted] = await tx.insert(photos).values(photo).returning();
  return inserted!;
}

/** A photo with this file key, or undefined. */
export async function findPhotoByFileKey(db: Queryable, fileKey: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.fileKey, fileKey)).limit(1);
  return row;
}

/** Deletes the hotel's photo and closes the gap in its owner's order; undefined when the hotel has no such photo. */
export async function deletePhoto(tx: AppTx, hotelId: number, publicId: string): Promise<PhotoRow | undefined> {
  const [deleted] = await tx
    .delete(photos)
    .where(and(eq(photos.hotelId, hotelId), eq(photos.publicId, publicId)))
    .returning();
  if (!deleted) return undefined;
  await tx
    .update(photos)
    .set({ position: sql`${photos.position} - 1` })
    .where(and(ownerCondition(deleted), sql`${photos.position} > ${deleted.position}`));
  return deleted;
}

/** Every photo of the hotel in order, with its room type's code (null for the hotel's own). */
export async function hotelPhotosWithRoomTypes(
  db: Queryable,
  hotelId: number,
): Promise<{ photo: PhotoRow; roomTypeCode: string | null }[]> {
  return db
    .select({ photo: photos, roomTypeCode: roomTypes.code })
    .from(photos)
    .leftJoin(roomTypes, eq(roomTypes.id, photos.roomTypeId))
    .where(eq(photos.hotelId, hotelId))
    .orderBy(asc(photos.position), asc(photos.id));
}

export async function findRoomTypeIdByCode(
  db: Queryable,
  hotelId: number,
  roomTypeCode: string,
): Promise<number | undefined> {
  const [type] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.code, roomTypeCode)))
    .limit(1);
  return type?.id;
}

export async function roomTypeCodeOf(db: Queryable, roomTypeId: number | null): Promise<string | null> {
  if (roomTypeId === null) return null;
  const [type] = await db.select({ code: roomTypes.code }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  return type?.code ?? null;
}

/** The owner's photos, in order when `ordered`. */
export async function ownerPhotos(db: Queryable, owner: PhotoOwnerKey, ordered = true): Promise<PhotoRow[]> {
  const query = db.select().from(photos).where(ownerCondition(owner));
  return ordered ? query.orderBy(asc(photos.position), asc(photos.id)) : query;
}

/** The hotel's photo locked (for update) for the caller's transaction. */
export async function lockPhoto(tx: AppTx, hotelId: number, publicId: string): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .select()
    .from(photos)
    .where(and(eq(photos.hotelId, hotelId), eq(photos.publicId, publicId)))
    .for('update');
  return row;
}

export async function setPhoto(
  tx: AppTx,
  id: number,
  set: Pick<Partial<PhotoRow>, 'altTexts' | 'updatedAt' | 'position'>,
): Promise<PhotoRow> {
  const [updated] = await tx.update(photos).set(set).where(eq(photos.id, id)).returning();
  return updated!;
}

/** These photos of the owner, in order. */
export async function ownerPhotosById(tx: Queryable, owner: PhotoOwnerKey, ids: number[]): Promise<PhotoRow[]> {
  return tx
    .select()
    .from(photos)
    .where(and(ownerCondition(owner), inArray(photos.id, ids)))
    .orderBy(asc(photos.position), asc(photos.id));
}
