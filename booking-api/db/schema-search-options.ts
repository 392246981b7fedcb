import { boolean, date, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../contract/localized-text';
import { hotels, plans } from './schema-core';

/**
 * Search options tables (migration 0012_search_breadth.sql, written by hand: keep both in step).
 * A hotel without a kids settings row takes children without tiers (the plain child supplement).
 */
export const hotelKidsSettings = pgTable('hotel_kids_settings', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id),
  /** SPEC.md section 9 tier modes: tiers, tiers_with_meal_and_bed_as_extras, ages. */
  kidsType: text('kids_type').notNull(),
});

/** Children's tiers of a hotel; code A is the companion tier (sleeps with an adult, no bed of its own). */
export const kidsTiers = pgTable(
  'kids_tiers',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    /** Per child and night, tax included, minor unit; replaces the plan's child supplement. */
    nightlyPrice: integer('nightly_price').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('kids_tiers_hotel_code_idx').on(t.hotelId, t.code)],
);

/** Search options of a plan: its sale limit (rooms per booking) and whether it is a day-use plan. */
export const planSearchOptions = pgTable('plan_search_options', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id),
  saleLimit: integer('sale_limit'),
  dayUse: boolean('day_use').notNull().default(false),
});

export const hotelNotifications = pgTable('hotel_notifications', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  displayStartDate: date('display_start_date', { mode: 'string' }),
  displayEndDate: date('display_end_date', { mode: 'string' }),
  labelFilters: text('label_filters').array().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const facilityLocations = pgTable('facility_locations', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id),
  latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
  longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
});
