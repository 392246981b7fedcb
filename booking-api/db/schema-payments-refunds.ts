import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentTransactions } from './schema-payments';
import { members } from './schema-membership';
import { reservations } from './schema-core';

/**
 * Refunds of captured card payments (payments slice 2, migration 0005_payments_refunds.sql, by hand).
 * One row per cause: `cause_key` is unique ("cancellation:<reservation id>",
 * "itinerary_change:<change id>"), so a retried or concurrent cancel or change can never plan a
 * second refund. A row is written `pending` in the same database transaction as the cancellation
 * or change, then settled with the provider (succeeded, or failed with the provider's code).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    cause: text('cause', { enum: ['cancellation', 'itinerary_change'] }).notNull(),
    causeKey: text('cause_key').notNull().unique(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('payment_refunds_transaction_idx').on(t.transactionId),
    index('payment_refunds_status_idx').on(t.status),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Cards members chose to keep (payments slice 2, migration 0005). Only the provider's durable token,
 * brand, last four digits and expiry; the number never reaches the booking API. One card per
 * successful payment (source_transaction_id unique), so a retried booking never saves twice.
 * Deleting sets deleted_at; a deleted card is neither listed nor usable.
 */
export const memberSavedCards = pgTable(
  'member_saved_cards',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    sourceTransactionId: integer('source_transaction_id')
      .unique()
      .references(() => paymentTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('member_saved_cards_member_idx').on(t.memberId)],
);
