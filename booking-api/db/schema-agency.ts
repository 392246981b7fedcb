import { boolean, date, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { apiClients, hotelBrands, hotels, plans } from './schema-core';

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

/**
 * The brands a travel-agency API client sells besides its own (api_clients.brand_id): the
 * per-hotel routes (/book/hotels/{h}/...) take a hotel of any of them from its client sessions,
 * and its hotel search lists only their facilities. A widget's client has no rows: its own brand only.
 */
export const agencyClientBrands = pgTable(
  'agency_client_brands',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.brandId] })],
);
