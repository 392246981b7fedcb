import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels, reservations } from './schema-core';

/** Migration 0020_reservation_children.sql (written by hand: keep both in step). */

/** Nightly price per child of each meal and bed option (tiers_with_meal_and_bed_as_extras hotels); an option without a row is not offered. */
export const kidsMealBedPrices = pgTable(
  'kids_meal_bed_prices',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    option: text('option').notNull(),
    nightlyPrice: integer('nightly_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.option] })],
);

/** Every child of a reservation room as booked; a repriced change reads them back. */
export const reservationRoomChildren = pgTable(
  'reservation_room_children',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    roomPosition: integer('room_position').notNull(),
    childIndex: integer('child_index').notNull(),
    tierCode: text('tier_code'),
    age: integer('age'),
    mealBedOption: text('meal_bed_option'),
  },
  (t) => [uniqueIndex('reservation_room_children_idx').on(t.reservationId, t.roomPosition, t.childIndex)],
);
