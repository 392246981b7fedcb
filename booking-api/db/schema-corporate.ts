import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotelBrands } from './schema-core';
import { members } from './schema-membership';

/**
 * Corporate accounts, kept in sync by hand with migrations/0017_corporate_lottery.sql.
 * A member listed in organization_users is a corporate user of that organization; a role that
 * contains "admin" makes them an organization admin (SPEC.md section 6).
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** SPEC.md section 3 "Organization": id, name, display_name, program_id. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    programId: integer('program_id'),
    /** CSV/ZIP downloads an organization may create per rolling 24 hours (1600 beyond). */
    csvDownloadsPerDay: integer('csv_downloads_per_day').notNull().default(5),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('organizations_brand_idx').on(t.brandId)],
);

export const organizationUsers = pgTable(
  'organization_users',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    organizationRole: text('organization_role').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('organization_users_organization_idx').on(t.organizationId)],
);

/** SPEC.md section 3 "Corporate data": allowances per period (max stays; reserved and remaining are counted). */
export const organizationAllowances = pgTable(
  'organization_allowances',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    maxStays: integer('max_stays').notNull(),
  },
  (t) => [
    index('organization_allowances_organization_idx').on(t.organizationId, t.periodStart),
    check('organization_allowances_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('organization_allowances_max_check', sql`${t.maxStays} >= 0`),
  ],
);

/** A password-protected ZIP of the organization's reservations, fetched once by its unguessable link. */
export const organizationDownloads = pgTable(
  'organization_downloads',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => members.id),
    /** sha256 of the link token; the token itself is only in the reply to the admin. */
    tokenHash: text('token_hash').notNull().unique(),
    fileName: text('file_name').notNull(),
    zipBase64: text('zip_base64').notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    downloadedAt: instant('downloaded_at'),
  },
  (t) => [index('organization_downloads_organization_idx').on(t.organizationId, t.createdAt)],
);
