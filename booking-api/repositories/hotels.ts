import { asc, count, eq, or } from 'drizzle-orm';
import { hotelBrands, hotels, plans, roomTypes } from '../db/schema';
import type { Queryable } from '../db/transactions';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelWithBrand = HotelRow & { brand: typeof hotelBrands.$inferSelect };
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** `{h}` in a path is the numeric hotel id or the hotel code. */
export async function findHotel(db: Queryable, ref: string): Promise<HotelWithBrand | null> {
  const condition = /^\d{1,9}$/.test(ref) ? eq(hotels.id, Number(ref)) : eq(hotels.code, ref);
  const rows = await db
    .select({ hotel: hotels, brand: hotelBrands })
    .from(hotels)
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(condition)
    .limit(1);
  const row = rows[0];
  return row ? { ...row.hotel, brand: row.brand } : null;
}

export type BrandRow = typeof hotelBrands.$inferSelect;

/** The brand with this code, null when there is none. */
export async function findBrandByCode(db: Queryable, code: string): Promise<BrandRow | null> {
  const [brand] = await db.select().from(hotelBrands).where(eq(hotelBrands.code, code)).limit(1);
  return brand ?? null;
}

/** The brand a path names by code or numeric id, null when there is none. */
export async function findBrandByCodeOrId(db: Queryable, ref: string): Promise<BrandRow | null> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [brand] = await db
    .select()
    .from(hotelBrands)
    .where(or(eq(hotelBrands.code, ref), eq(hotelBrands.id, id)))
    .limit(1);
  return brand ?? null;
}

/** One page of a brand's facilities by id, and how many it has in all. */
export async function brandHotelsPage(
  db: Queryable,
  brandId: number,
  page: number,
  perPage: number,
): Promise<{ total: number; rows: HotelRow[] }> {
  const [total] = await db.select({ n: count() }).from(hotels).where(eq(hotels.brandId, brandId));
  const rows = await db
    .select()
    .from(hotels)
    .where(eq(hotels.brandId, brandId))
    .orderBy(asc(hotels.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: total?.n ?? 0, rows };
}

/** The first facility of a brand (by id), whose sign-in is the brand's member sign-in; null for an unknown or empty brand. */
export async function firstHotelCodeOfBrand(db: Queryable, brandCode: string): Promise<string | null> {
  const rows = await db
    .select({ code: hotels.code })
    .from(hotels)
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(eq(hotelBrands.code, brandCode))
    .orderBy(asc(hotels.id))
    .limit(1);
  return rows[0]?.code ?? null;
}

export function listRoomTypes(db: Queryable, hotelId: number): Promise<RoomTypeRow[]> {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.recommendationRank), asc(roomTypes.code));
}

export function listPlans(db: Queryable, hotelId: number): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.hotelId, hotelId)).orderBy(asc(plans.sortOrder), asc(plans.code));
}
