import { boolean, date, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { hotels, plans } from './schema-core';

/**
 * The agency site's hotel search (migration 0033_agency_hotel_search.sql, written by hand: keep
 * both in step). A hotel is listed by its own `listed` setting; coordinates are in
 * facility_locations.
 */
export const agencyListings = pgTable('agency_listings', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id),
  listed: boolean('listed').notNull().default(true),
  /** An area code of booking-api/agency/areas.ts. */
  areaCode: text('area_code').notNull(),
  starRating: smallint('star_rating').notNull(),
  /** Features of contract/hotel-search-intent.ts STAY_FEATURES (free_cancellation is read from the plans). */
  features: text('features').array().notNull().default([]),
  /** Lower comes first in the "recommended" order. */
  recommendationRank: integer('recommendation_rank').notNull().default(100),
});

/** A plan's meals when more than meal_included says (dinner, half board). */
export const agencyPlanMeals = pgTable('agency_plan_meals', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id),
  meal: text('meal', { enum: ['breakfast', 'dinner', 'breakfast_and_dinner', 'room_only'] }).notNull(),
});

/** One guest's review score (1-5) of a hotel. */
export const hotelReviews = pgTable('hotel_reviews', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id),
  score: smallint('score').notNull(),
  reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
});
