import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { hotels } from './schema-core';

/**
 * Search settings of a hotel (migration 0003_search.sql, written by hand: keep both in step).
 * Absent row: the defaults of contract/search.ts.
 */
export const hotelSearchSettings = pgTable(
  'hotel_search_settings',
  {
    hotelId: integer('hotel_id')
      .primaryKey()
      .references(() => hotels.id),
    multiRoomsSearchLimit: integer('multi_rooms_search_limit').notNull(),
    maxChildrenPerAdult: integer('max_children_per_adult').notNull(),
  },
  (t) => [
    check('hotel_search_settings_limit_range', sql`${t.multiRoomsSearchLimit} BETWEEN 1 AND 999`),
    check('hotel_search_settings_children_range', sql`${t.maxChildrenPerAdult} >= 0`),
  ],
);
