import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { payByLinkAttempts } from './schema-pay-by-link';
import { paymentTransactions } from './schema-payments';

/**
 * One-time card tokens that have paid for something (migration 0028): claimed in the transaction that
 * records the payment, so the same token never pays twice (booking-api/payments/card-token-uses.ts).
 */
export const cardTokenUses = pgTable(
  'card_token_uses',
  {
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    paymentTransactionId: integer('payment_transaction_id').references(() => paymentTransactions.id),
    payByLinkAttemptId: integer('pay_by_link_attempt_id').references(() => payByLinkAttempts.id),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'card_token_uses_pk', columns: [t.provider, t.token] }),
    check('card_token_uses_one_payment', sql`num_nonnulls(${t.paymentTransactionId}, ${t.payByLinkAttemptId}) = 1`),
  ],
);
