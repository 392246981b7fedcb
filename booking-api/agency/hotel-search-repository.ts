import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import {
  agencyListings,
  agencyPlanMeals,
  facilityLocations,
  hotelBrands,
  hotelKidsSettings,
  hotelReviews,
  hotels,
  inventory,
  photos,
  plans,
  rates,
  roomTypes,
} from '../db/schema';
import type { MealOption } from '../../contract/hotel-search-intent';

/**
 * The SQL of the agency's hotel search (hotel-search.ts holds its rules): the listed facilities,
 * their stock, plans, meals, photos and review ratings, each in one query over all the facilities.
 */

export interface ListedFacilityFilter {
  /** The brands the client sells; all when undefined. */
  clientBrands: readonly number[] | undefined;
  /** The listing areas asked (the area and those within it); any when undefined. */
  areaCodes: string[] | undefined;
  /** Features every facility must have. */
  features: string[];
  /** A word (as an ilike pattern) in the facility's name or code, or the areas that word names. */
  keyword: { pattern: string; areaCodes: string[] } | undefined;
}

/** The listed facilities matching `filter`, with brand, listing, location and review average (one query). */
export async function listedFacilities(db: AppDb, filter: ListedFacilityFilter) {
  const conditions = [eq(agencyListings.listed, true)];
  if (filter.clientBrands) conditions.push(inArray(hotels.brandId, [...filter.clientBrands]));
  if (filter.areaCodes) conditions.push(inArray(agencyListings.areaCode, filter.areaCodes));
  if (filter.features.length > 0)
    conditions.push(
      sql`${agencyListings.features} @> ${sql`array[${sql.join(
        filter.features.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`}`,
    );
  if (filter.keyword) {
    const { pattern, areaCodes } = filter.keyword;
    const byName = sql`(${hotels.name}::text ilike ${pattern} or ${hotels.code} ilike ${pattern})`;
    conditions.push(areaCodes.length > 0 ? sql`(${byName} or ${inArray(agencyListings.areaCode, areaCodes)})` : byName);
  }
  const ratings = db
    .select({
      hotelId: hotelReviews.hotelId,
      average: sql<string>`round(avg(${hotelReviews.score}), 1)`.as('average'),
      count: sql<number>`count(*)`.mapWith(Number).as('count'),
    })
    .from(hotelReviews)
    .groupBy(hotelReviews.hotelId)
    .as('ratings');
  return db
    .select({
      hotel: hotels,
      brand: hotelBrands,
      listing: agencyListings,
      location: facilityLocations,
      average: ratings.average,
      count: ratings.count,
    })
    .from(agencyListings)
    .innerJoin(hotels, eq(hotels.id, agencyListings.hotelId))
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .leftJoin(facilityLocations, eq(facilityLocations.hotelId, hotels.id))
    .leftJoin(ratings, eq(ratings.hotelId, hotels.id))
    .where(and(...conditions))
    .orderBy(asc(hotels.id));
}

/**
 * The room types of `hotelIds` sleeping at least `minOccupancy` with `rooms` rooms free on every
 * night of [checkin, checkout) (one query).
 */
export async function roomTypesFreeEveryNight(
  db: AppDb,
  stay: { hotelIds: number[]; minOccupancy: number; checkin: string; checkout: string; nights: number; rooms: number },
): Promise<{ hotelId: number; maxOccupancy: number }[]> {
  return db
    .select({ hotelId: roomTypes.hotelId, maxOccupancy: roomTypes.maxOccupancy })
    .from(inventory)
    .innerJoin(roomTypes, eq(roomTypes.id, inventory.roomTypeId))
    .where(
      and(
        inArray(roomTypes.hotelId, stay.hotelIds),
        sql`${roomTypes.maxOccupancy} >= ${stay.minOccupancy}`,
        sql`${inventory.stayDate} >= ${stay.checkin}`,
        sql`${inventory.stayDate} < ${stay.checkout}`,
      ),
    )
    .groupBy(roomTypes.hotelId, roomTypes.id)
    .having(sql`count(*) = ${stay.nights} and min(${inventory.available}) >= ${stay.rooms}`);
}

/** Each facility's largest room type: the most guests one room sleeps (one query). */
export async function largestRoomTypeOf(db: AppDb, hotelIds: number[]): Promise<Map<number, number>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select({ hotelId: roomTypes.hotelId, largest: sql<number>`max(${roomTypes.maxOccupancy})`.mapWith(Number) })
    .from(roomTypes)
    .where(inArray(roomTypes.hotelId, hotelIds))
    .groupBy(roomTypes.hotelId);
  return new Map(rows.map((row) => [row.hotelId, row.largest]));
}

/** The facilities among `hotelIds` with a kids setting of their own. */
export async function facilitiesWithKidsSettings(db: AppDb, hotelIds: number[]): Promise<number[]> {
  if (hotelIds.length === 0) return [];
  const rows = await db
    .select({ hotelId: hotelKidsSettings.hotelId })
    .from(hotelKidsSettings)
    .where(inArray(hotelKidsSettings.hotelId, hotelIds));
  return rows.map((row) => row.hotelId);
}

/** Every plan of the facilities: its code, meal and whether it is refundable. */
export async function plansOfFacilities(
  db: AppDb,
  hotelIds: number[],
): Promise<{ hotelId: number; code: string; mealIncluded: boolean; refundable: boolean }[]> {
  if (hotelIds.length === 0) return [];
  return db
    .select({
      hotelId: plans.hotelId,
      code: plans.code,
      mealIncluded: plans.mealIncluded,
      refundable: plans.refundable,
    })
    .from(plans)
    .where(inArray(plans.hotelId, hotelIds));
}

/** `${hotelId}|${planCode}` -> the meals of plans that have an agency_plan_meals row. */
export async function planMeals(db: AppDb, hotelIds: number[]): Promise<Map<string, MealOption>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select({ hotelId: plans.hotelId, code: plans.code, meal: agencyPlanMeals.meal })
    .from(agencyPlanMeals)
    .innerJoin(plans, eq(plans.id, agencyPlanMeals.planId))
    .where(inArray(plans.hotelId, hotelIds));
  return new Map(rows.map((row) => [`${row.hotelId}|${row.code}`, row.meal]));
}

/**
 * The nights of [from, to) on which room types of `hotelIds` sleeping at least `minOccupancy` have
 * `rooms` rooms free, and the nights each room type has a plan rate (one query each, run together).
 */
export async function stockAndRatesInWindow(
  db: AppDb,
  window: { hotelIds: number[]; minOccupancy: number; from: string; to: string; rooms: number },
) {
  const [stock, rated] = await Promise.all([
    db
      .select({
        hotelId: roomTypes.hotelId,
        roomTypeId: inventory.roomTypeId,
        maxOccupancy: roomTypes.maxOccupancy,
        stayDate: inventory.stayDate,
        available: inventory.available,
      })
      .from(inventory)
      .innerJoin(roomTypes, eq(roomTypes.id, inventory.roomTypeId))
      .where(
        and(
          inArray(roomTypes.hotelId, window.hotelIds),
          sql`${roomTypes.maxOccupancy} >= ${window.minOccupancy}`,
          sql`${inventory.stayDate} >= ${window.from}`,
          sql`${inventory.stayDate} < ${window.to}`,
          sql`${inventory.available} >= ${window.rooms}`,
        ),
      ),
    db
      .selectDistinct({ roomTypeId: plans.roomTypeId, stayDate: rates.stayDate })
      .from(rates)
      .innerJoin(plans, eq(plans.id, rates.planId))
      .where(
        and(
          inArray(plans.hotelId, window.hotelIds),
          sql`${rates.stayDate} >= ${window.from}`,
          sql`${rates.stayDate} < ${window.to}`,
        ),
      ),
  ]);
  return { stock, rated };
}

export type FacilityPhotoRow = typeof photos.$inferSelect;

/** Each facility's first own photo (not a room type's), in the staff's order. */
export async function firstPhotos(db: AppDb, hotelIds: number[]): Promise<Map<number, FacilityPhotoRow>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(photos)
    .where(and(inArray(photos.hotelId, hotelIds), isNull(photos.roomTypeId)))
    .orderBy(asc(photos.position), asc(photos.id));
  const out = new Map<number, FacilityPhotoRow>();
  for (const row of rows) if (!out.has(row.hotelId)) out.set(row.hotelId, row);
  return out;
}

/**
 * How many reviews of each score each listed facility named has (facilities of brands the client
 * does not sell left out; a facility without reviews gives one row of a null score).
 */
export async function reviewScoreCounts(
  db: AppDb,
  codes: string[],
  clientBrands: readonly number[] | undefined,
): Promise<{ code: string; score: number | null; count: number }[]> {
  return db
    .select({
      code: hotels.code,
      score: hotelReviews.score,
      count: sql<number>`count(${hotelReviews.id})`.mapWith(Number),
    })
    .from(agencyListings)
    .innerJoin(hotels, eq(hotels.id, agencyListings.hotelId))
    .leftJoin(hotelReviews, eq(hotelReviews.hotelId, hotels.id))
    .where(
      and(
        eq(agencyListings.listed, true),
        inArray(hotels.code, codes),
        clientBrands ? inArray(hotels.brandId, [...clientBrands]) : undefined,
      ),
    )
    .groupBy(hotels.code, hotelReviews.score);
}
