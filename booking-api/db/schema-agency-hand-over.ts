import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels, reservations } from './schema-core';

/**
 * The booking a guest hands over from the widget to the travel agency site (migration 0035): kept
 * under an unguessable id until `expires_at`; the agency books it once (`reservation_id`), and each
 * booking attempt moves `attempts` on, so two submits never book it twice.
 */
export const temporaryStorages = pgTable(
  'temporary_storages',
  {
    id: text('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    reservationId: integer('reservation_id').references(() => reservations.id),
  },
  (t) => [index('temporary_storages_expires_idx').on(t.expiresAt)],
);
