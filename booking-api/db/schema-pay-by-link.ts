import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotels } from './schema-core';
import type { LocalizedText } from '../../contract/localized-text';

/** Pay-by-link tables. Kept in sync by hand with migrations/0006_pay_by_link_currency.sql. */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** SPEC.md section 3 "Pay-by-link record": payment number, subject, total, paid and refunded dates. */
export const payByLinks = pgTable(
  'pay_by_links',
  {
    id: serial('id').primaryKey(),
    /** The public, unguessable number in /payments/{paymentNumber}. */
    paymentNumber: text('payment_number').notNull().unique(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    subject: jsonb('subject').$type<LocalizedText>().notNull(),
    /** Integer minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** awaiting_payment | paid | completed | refunded | cancelled (contract/pay-by-link.ts). */
    status: text('status', { enum: ['awaiting_payment', 'paid', 'completed', 'refunded', 'cancelled'] }).notNull(),
    /** Bumped on every amount change: a page showing an older version may not pay. */
    amountVersion: integer('amount_version').notNull().default(1),
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('pay_by_links_amount_positive', sql`${t.amount} > 0`)],
);

/** One opening of the page: the payment must be finished within an hour of it (SPEC.md section 9). */
export const payByLinkVisits = pgTable(
  'pay_by_link_visits',
  {
    id: text('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => payByLinks.id),
    openedAt: ts('opened_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('pay_by_link_visits_link_idx').on(t.linkId)],
);

export interface PayByLinkTransition {
  from: string | null;
  to: string;
  reason: string;
  at: string;
}

/** A card payment of a link through the hotel's provider; the states of payment transactions. */
export const payByLinkAttempts = pgTable(
  'pay_by_link_attempts',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    linkId: integer('link_id')
      .notNull()
      .references(() => payByLinks.id),
    visitId: text('visit_id')
      .notNull()
      .references(() => payByLinkVisits.id),
    status: text('status', {
      enum: ['initiated', 'pre_3d_secure', 'authorized', 'capturing', 'captured', 'failed', 'cancelled', 'refunded'],
    }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    providerReference: text('provider_reference'),
    challengeUrl: text('challenge_url'),
    failureCode: text('failure_code'),
    transitions: jsonb('transitions').$type<PayByLinkTransition[]>().notNull().default([]),
    /** The visit's hour: an attempt still open then is voided. */
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('pay_by_link_attempts_one_open')
      .on(t.linkId)
      .where(sql`status in ('initiated', 'pre_3d_secure', 'authorized', 'capturing')`),
    uniqueIndex('pay_by_link_attempts_one_captured')
      .on(t.linkId)
      .where(sql`status = 'captured'`),
  ],
);

// ---- multi-currency ----------------------------------------------------------------

/** Whether multi-currency payment is on for a hotel (SPEC.md section 9: requires mcp_enabled). */
export const hotelCurrencySettings = pgTable('hotel_currency_settings', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id),
  mcpEnabled: boolean('mcp_enabled').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * The exchange rates a hotel maintains: `rate` units of `currency` for one unit of the hotel's
 * currency, an exact decimal (numeric, read as a string; contract/currencies.ts converts with BigInt).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 22, scale: 10 }).notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'exchange_rates_pk', columns: [t.hotelId, t.currency] }),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);
