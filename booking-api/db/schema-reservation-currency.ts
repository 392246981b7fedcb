import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { reservations } from './schema-core';

/**
 * The rate a multi-currency reservation was charged at (migration 0021): quotes of a shorter stay
 * and refunds convert hotel-currency amounts with it (booking-api/currency/reservation-rate.ts).
 */
export const reservationCurrencyRates = pgTable('reservation_currency_rates', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id),
  currency: text('currency').notNull(),
  /** Decimal string as the hotel kept it (exchange_rates.rate). */
  rate: text('rate').notNull(),
  rateUpdatedAt: timestamp('rate_updated_at', { withTimezone: true }).notNull(),
});
