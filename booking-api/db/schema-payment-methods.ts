import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { hotels, plans, reservations } from './schema-core';
import { sandboxCardTokens } from './schema-payments';
import { payByLinkAttempts, payByLinks } from './schema-pay-by-link';

/** Payment methods, receipts and pay-by-link refunds. Kept in sync by hand with migrations/0013_payment_methods_receipts.sql. */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const hotelPaymentSettings = pgTable(
  'hotel_payment_settings',
  {
    hotelId: integer('hotel_id')
      .primaryKey()
      .references(() => hotels.id),
    /** credit_card_deposit: share of the total charged at booking (a plan may override it). */
    depositPercentage: integer('deposit_percentage').notNull().default(30),
    /** bank_transfer: days after booking to pay, never later than the end of the day before check-in. */
    bankTransferDueDays: integer('bank_transfer_due_days').notNull().default(3),
    bankName: text('bank_name').notNull().default(''),
    bankBranch: text('bank_branch').notNull().default(''),
    bankAccountType: text('bank_account_type').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankAccountHolder: text('bank_account_holder').notNull().default(''),
    /** Receipts open from this local hour of the check-out day. */
    receiptAvailableHour: integer('receipt_available_hour').notNull().default(11),
  },
  (t) => [
    check('hotel_payment_settings_deposit_range', sql`${t.depositPercentage} BETWEEN 1 AND 99`),
    check('hotel_payment_settings_due_days', sql`${t.bankTransferDueDays} BETWEEN 1 AND 30`),
    check('hotel_payment_settings_receipt_hour', sql`${t.receiptAvailableHour} BETWEEN 0 AND 23`),
  ],
);

export const planPaymentSettings = pgTable(
  'plan_payment_settings',
  {
    planId: integer('plan_id')
      .primaryKey()
      .references(() => plans.id),
    depositPercentage: integer('deposit_percentage').notNull(),
  },
  (t) => [check('plan_payment_settings_deposit_range', sql`${t.depositPercentage} BETWEEN 1 AND 99`)],
);

export const reservationPaymentTerms = pgTable(
  'reservation_payment_terms',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id),
    method: text('method').notNull(),
    depositPercentage: integer('deposit_percentage'),
    /** Paid at booking (card) or by transfer. */
    depositAmount: integer('deposit_amount').notNull(),
    /** Left to pay at the facility. */
    remainAmount: integer('remain_amount').notNull(),
    dueAt: ts('due_at'),
    paidAt: ts('paid_at'),
    paidAmount: integer('paid_amount'),
    transferReference: text('transfer_reference'),
  },
  (t) => [
    check('reservation_payment_terms_amounts', sql`${t.depositAmount} >= 0 AND ${t.remainAmount} >= 0`),
    index('reservation_payment_terms_due_idx')
      .on(t.dueAt)
      .where(sql`paid_at IS NULL AND due_at IS NOT NULL`),
  ],
);

/** The sandbox issuer's note that a Korean domestic card passed the birth date + PIN check (the values are never kept). */
export const sandboxKoreanCardChecks = pgTable('sandbox_korean_card_checks', {
  token: text('token')
    .primaryKey()
    .references(() => sandboxCardTokens.token),
  verifiedAt: ts('verified_at').notNull(),
});

export const reservationReceipts = pgTable(
  'reservation_receipts',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    receiptNumber: text('receipt_number').notNull(),
    receiptTitle: text('receipt_title').notNull(),
    receiptUnicode: text('receipt_unicode'),
    amount: integer('amount').notNull(),
    issuedAt: ts('issued_at').notNull(),
  },
  (t) => [index('reservation_receipts_reservation_idx').on(t.reservationId)],
);

export const payByLinkRefunds = pgTable(
  'pay_by_link_refunds',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => payByLinks.id),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => payByLinkAttempts.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    failureCode: text('failure_code'),
    providerReference: text('provider_reference'),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    unique('pay_by_link_refunds_one_per_link').on(t.linkId),
    check('pay_by_link_refunds_status', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
  ],
);
