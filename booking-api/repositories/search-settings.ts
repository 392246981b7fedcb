import { eq } from 'drizzle-orm';
import { DEFAULT_MAX_CHILDREN_PER_ADULT, DEFAULT_MULTI_ROOMS_SEARCH_LIMIT } from '../../contract';
import { hotelSearchSettings } from '../db/schema';
import type { Queryable } from '../db/transactions';

export interface SearchSettings {
  multiRoomsSearchLimit: number;
  maxChildrenPerAdult: number;
}

/** The hotel's multi-room search settings, or the contract's defaults when it has none stored. */
export async function searchSettingsOf(db: Queryable, hotelId: number): Promise<SearchSettings> {
  const [row] = await db.select().from(hotelSearchSettings).where(eq(hotelSearchSettings.hotelId, hotelId)).limit(1);
  return {
    multiRoomsSearchLimit: row?.multiRoomsSearchLimit ?? DEFAULT_MULTI_ROOMS_SEARCH_LIMIT,
    maxChildrenPerAdult: row?.maxChildrenPerAdult ?? DEFAULT_MAX_CHILDREN_PER_ADULT,
  };
}

/** Stores the settings (tests and administration); replaces an existing row. */
export async function saveSearchSettings(db: Queryable, hotelId: number, settings: SearchSettings): Promise<void> {
  await db
    .insert(hotelSearchSettings)
    .values({ hotelId, ...settings })
    .onConflictDoUpdate({ target: hotelSearchSettings.hotelId, set: settings });
}
