import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotelBrands } from './schema-core';

/**
 * Membership tables, kept in sync by hand with migrations/0002_membership.sql.
 * Members belong to a brand: one account signs in at every facility of its brand. Every secret is
 * stored hashed: passwords with scrypt (salt and parameters in the value), random tokens with sha256.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    /** Lower-cased; unique per brand. */
    email: text('email').notNull(),
    /** scrypt$N$r$p$<salt hex>$<hash hex> */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    firstNameKana: text('first_name_kana'),
    lastNameKana: text('last_name_kana'),
    locale: text('locale'),
    /** provisional until the e-mailed confirmation link is followed, then active. */
    status: text('status', { enum: ['provisional', 'active', 'removed'] }).notNull(),
    membershipId: text('membership_id').notNull().unique(),
    provider: text('provider').notNull().default('tripla'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: instant('locked_until'),
    confirmedAt: instant('confirmed_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    // Profile of SPEC.md section 3 and account settings (migration 0007).
    phone: text('phone'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    address: text('address'),
    postCode: text('post_code'),
    prefecture: text('prefecture'),
    buildingName: text('building_name'),
    receiptName: text('receipt_name'),
    promotionEmail: boolean('promotion_email').notNull().default(false),
    removedAt: instant('removed_at'),
  },
  (t) => [uniqueIndex('members_brand_email_idx').on(t.brandId, t.email)],
);

/** Earlier password hashes, for the "password used before" rule (1302). */
export const memberPasswordHistory = pgTable(
  'member_password_history',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    passwordHash: text('password_hash').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('member_password_history_member_idx').on(t.memberId)],
);

export const memberSessions = pgTable(
  'member_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

/** One-time links sent by e-mail: sign-up confirmation and password reset. */
export const memberTokens = pgTable(
  'member_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    purpose: text('purpose', { enum: ['confirmation', 'password_reset', 'email_change'] }).notNull(),
    /** The address a pending login e-mail change moves to (purpose email_change, migration 0007). */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('member_tokens_member_idx').on(t.memberId, t.purpose)],
);

export interface OutboxLink {
  label: string;
  url: string;
}

/** A file sent with a message, its content as text (an iCalendar file). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** DESIGN.md: every e-mail is written here in the transaction of the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => hotelBrands.id),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The same message as HTML, and files sent with it (a booking's .ics); migration 0030. */
    bodyHtml: text('body_html'),
    attachments: jsonb('attachments')
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    links: jsonb('links')
      .$type<OutboxLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.id)],
);

/** Per-brand membership settings; a brand without a row gets the defaults (sign-up allowed). */
export const membershipSettings = pgTable('membership_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => hotelBrands.id),
  allowSignup: boolean('allow_signup').notNull().default(true),
  encryptedQrCodeEnabled: boolean('encrypted_qr_code_enabled').notNull().default(true),
  customAccountRemoval: boolean('custom_account_removal').notNull().default(false),
  customAccountRemovalDescription: text('custom_account_removal_description'),
});
