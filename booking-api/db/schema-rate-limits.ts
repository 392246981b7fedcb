import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Windowed counters of the throttles (booking-api/security/rate-limits.ts), kept in sync by hand
 * with migrations/0027_rate_limit_counters.sql. The key is a sha256 of what is limited (a caller's
 * address, an address and an account), so no address or e-mail is stored in the clear.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);
