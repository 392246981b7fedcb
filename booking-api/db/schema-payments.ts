import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels, reservations } from './schema-core';

/**
 * Payment tables. Kept in sync by hand with migrations/0001_payments.sql.
 * Card numbers are never stored anywhere: only a provider token, brand, last four digits and expiry.
 */

/** payment_gateway_setting of a hotel (SPEC.md section 3 init response, section 9 kinds). */
export const paymentGatewaySettings = pgTable('payment_gateway_settings', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id),
  /** sandbox | gmo | gmo-paypal | paygent | ... (contract paymentProviderKindSchema); only sandbox runs. */
  provider: text('provider').notNull(),
  hostedKind: text('hosted_kind'),
  paymentHubConfig: text('payment_hub_config').notNull().default('none'),
});

const TRANSACTION_STATUSES = [
  'initiated',
  'pre_3d_secure',
  'authorized',
  'capturing',
  'captured',
  'failed',
  'cancelled',
  'persisted',
  'partially_refunded',
  'refunded',
] as const;

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    /** Unguessable id used in URLs and by the browser. */
    publicId: text('public_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    provider: text('provider').notNull(),
    /** charge: captured now (credit_card); guarantee: verified and kept (on_site_credit_card_required). */
    kind: text('kind', { enum: ['charge', 'guarantee'] }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The provider's id of the authorization. */
    providerReference: text('provider_reference'),
    challengeUrl: text('challenge_url'),
    failureCode: text('failure_code'),
    /** Sum of the refunds the provider confirmed (migration 0005); never above amount. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The member who asked to keep this card once the payment succeeds (migration 0005), else null. */
    saveCardForMemberId: integer('save_card_for_member_id'),
    /** An unfinished payment is aborted at this instant (creation + 15 minutes). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('payment_transactions_reservation_idx').on(t.reservationId),
    index('payment_transactions_open_idx').on(t.status, t.expiresAt),
  ],
);

/** Every transition of every payment transaction: time (injected clock), from, to, reason. */
export const paymentTransactionTransitions = pgTable(
  'payment_transaction_transitions',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('payment_transaction_transitions_transaction_idx').on(t.transactionId)],
);

// ---- the sandbox provider's own books (what a real gateway keeps on its side) ----------------

export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  holderName: text('holder_name').notNull(),
  /** The test-card behaviour chosen by the number (sandbox/test-cards.ts); the number itself is not kept. */
  scenario: text('scenario').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const sandboxAuthorizations = pgTable(
  'sandbox_authorizations',
  {
    id: text('id').primaryKey(),
    token: text('token')
      .notNull()
      .references(() => sandboxCardTokens.token),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** challenge_pending | authorized | declined | captured | voided */
    status: text('status').notNull(),
    /** not_required | pending | passed | failed | cancelled | suspended | expired */
    threeDSecure: text('three_d_secure').notNull(),
    declineCode: text('decline_code'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    /** How many captures moved money: a test asserts it never exceeds 1. */
    captureCount: integer('capture_count').notNull().default(0),
    /** Sum refunded (migration 0005); a CHECK keeps it within captured_amount. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    returnUrl: text('return_url').notNull(),
    challengeExpiresAt: timestamp('challenge_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('sandbox_captured_once', sql`${t.captureCount} <= 1`)],
);

/** One reply per provider idempotency key: a repeated call answers the first result. */
export const sandboxIdempotency = pgTable('sandbox_idempotency', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  reply: jsonb('reply').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
