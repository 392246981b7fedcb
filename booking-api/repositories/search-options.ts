import { and, asc, eq, inArray } from 'drizzle-orm';
import { kidsTypeSchema, mealBedOptionSchema, type MealBedOption } from '../../contract';
import {
  facilityLocations,
  hotelKidsSettings,
  hotelNotifications,
  kidsMealBedPrices,
  kidsTiers,
  planSearchOptions,
} from '../db/schema';
import type { Queryable } from '../db/transactions';
import type { KidsSetting, KidsTier } from '../domain/kids-tiers';

/** The hotel's kids setting with its tiers in order, or null when it does not tier children. */
export async function kidsSettingOf(
  db: Queryable,
  hotelId: number,
): Promise<(KidsSetting & { tiers: (KidsTier & { sortOrder: number })[] }) | null> {
  const [row] = await db.select().from(hotelKidsSettings).where(eq(hotelKidsSettings.hotelId, hotelId)).limit(1);
  if (!row) return null;
  const tiers = await db
    .select()
    .from(kidsTiers)
    .where(eq(kidsTiers.hotelId, hotelId))
    .orderBy(asc(kidsTiers.sortOrder), asc(kidsTiers.code));
  const kidsType = kidsTypeSchema.parse(row.kidsType);
  if (kidsType !== 'tiers_with_meal_and_bed_as_extras') return { kidsType, tiers };
  const prices = await db.select().from(kidsMealBedPrices).where(eq(kidsMealBedPrices.hotelId, hotelId));
  const mealBedPrices: Partial<Record<MealBedOption, number>> = {};
  for (const price of prices) mealBedPrices[mealBedOptionSchema.parse(price.option)] = price.nightlyPrice;
  return { kidsType, tiers, mealBedPrices };
}

/** Stores a kids setting with its tiers, replacing the hotel's previous ones (seed, tests, administration). */
export async function saveKidsSetting(db: Queryable, hotelId: number, setting: KidsSetting): Promise<void> {
  await db.delete(kidsTiers).where(eq(kidsTiers.hotelId, hotelId));
  await db.delete(kidsMealBedPrices).where(eq(kidsMealBedPrices.hotelId, hotelId));
  const prices = Object.entries(setting.mealBedPrices ?? {}).map(([option, nightlyPrice]) => ({
    hotelId,
    option,
    nightlyPrice: nightlyPrice!,
  }));
  if (prices.length > 0) await db.insert(kidsMealBedPrices).values(prices);
  await db
    .insert(hotelKidsSettings)
    .values({ hotelId, kidsType: setting.kidsType })
    .onConflictDoUpdate({ target: hotelKidsSettings.hotelId, set: { kidsType: setting.kidsType } });
  if (setting.tiers.length > 0) {
    await db.insert(kidsTiers).values(setting.tiers.map((tier, sortOrder) => ({ hotelId, sortOrder, ...tier })));
  }
}

export async function removeKidsSetting(db: Queryable, hotelId: number): Promise<void> {
  await db.delete(kidsTiers).where(eq(kidsTiers.hotelId, hotelId));
  await db.delete(kidsMealBedPrices).where(eq(kidsMealBedPrices.hotelId, hotelId));
  await db.delete(hotelKidsSettings).where(eq(hotelKidsSettings.hotelId, hotelId));
}

export interface PlanOptions {
  saleLimit: number | null;
  dayUse: boolean;
}

export async function planOptionsOf(db: Queryable, planIds: number[]): Promise<Map<number, PlanOptions>> {
  if (planIds.length === 0) return new Map();
  const rows = await db.select().from(planSearchOptions).where(inArray(planSearchOptions.planId, planIds));
  return new Map(rows.map((row) => [row.planId, { saleLimit: row.saleLimit, dayUse: row.dayUse }]));
}

export async function savePlanOptions(db: Queryable, planId: number, options: PlanOptions): Promise<void> {
  await db
    .insert(planSearchOptions)
    .values({ planId, ...options })
    .onConflictDoUpdate({ target: planSearchOptions.planId, set: options });
}

export type NotificationRow = typeof hotelNotifications.$inferSelect;
export function listNotifications(db: Queryable, hotelId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(hotelNotifications)
    .where(eq(hotelNotifications.hotelId, hotelId))
    .orderBy(asc(hotelNotifications.sortOrder), asc(hotelNotifications.id));
}

export async function locationsOf(
  db: Queryable,
  hotelIds: number[],
): Promise<Map<number, { latitude: number; longitude: number }>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(facilityLocations)
    .where(and(inArray(facilityLocations.hotelId, hotelIds)));
  return new Map(
    rows.map((row) => [row.hotelId, { latitude: Number(row.latitude), longitude: Number(row.longitude) }]),
  );
}
