import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hotelBrands } from './schema-core';
import { members } from './schema-membership';

/** Account management tables, kept in sync by hand with migrations/0007_membership_accounts.sql. */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Membership programs of a brand; only the flag the profile rule needs is modelled so far. */
export const membershipPrograms = pgTable(
  'membership_programs',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    name: text('name').notNull(),
    updateMemberProfileEnabled: boolean('update_member_profile_enabled').notNull().default(false),
    /** Points of this program can be earned and spent (migration 0015; SPEC.md section 5 "Point programme use"). */
    pointProgramEnabled: boolean('point_program_enabled').notNull().default(true),
    /** The program of members who never chose one. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Points per 100 of the amount paid when the member has no rank with its own rate. */
    pointRatePercent: integer('point_rate_percent').notNull().default(1),
    /** Days credited (or refunded) points stay valid before they expire, oldest first (migration 0019). */
    pointValidityDays: integer('point_validity_days').notNull().default(730),
  },
  (t) => [index('membership_programs_brand_idx').on(t.brandId)],
);

/** Why an account was removed (SPEC.md section 6); the member row itself is anonymised. */
export const memberAccountRemovals = pgTable('member_account_removals', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  brandId: integer('brand_id')
    .notNull()
    .references(() => hotelBrands.id),
  reason: text('reason', { enum: ['not_using_any_more', 'too_expensive', 'unattractive_benefits', 'other'] }).notNull(),
  details: text('details'),
  removedAt: instant('removed_at').notNull(),
});

/** Server-side keys created once per database (QR code encryption, unsubscribe link signing). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  keyHex: text('key_hex').notNull(),
  createdAt: instant('created_at').notNull(),
});
