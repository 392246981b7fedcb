import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { reservations } from './schema-core';

/**
 * Every online change of a reservation (migration 0003_reservation_changes.sql, written by hand):
 * what it was before and after, the price difference and the change fee, so staff can follow it.
 */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    kind: text('kind', { enum: ['itinerary', 'guest'] }).notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    priceDifference: integer('price_difference').notNull(),
    changeFee: integer('change_fee').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('reservation_changes_reservation_idx').on(t.reservationId),
    check('reservation_changes_kind_check', sql`${t.kind} IN ('itinerary', 'guest')`),
  ],
);
