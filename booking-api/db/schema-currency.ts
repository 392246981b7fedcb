import { sql } from 'drizzle-orm';
import { boolean, check, cidr, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotelBrands } from './schema-core';

/** Currency by IP, migration 0023_currency_by_ip.sql. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Currency by IP per brand (SPEC.md section 3 "detected"); off unless turned on. */
export const brandCurrencySettings = pgTable('brand_currency_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => hotelBrands.id),
  currencyByIp: boolean('currency_by_ip').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
});

/** The brand's IP ranges (CIDR, IPv4 or IPv6) with their country (ISO 3166-1 alpha-2). */
export const ipCountryRanges = pgTable(
  'ip_country_ranges',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    network: cidr('network').notNull(),
    country: text('country').notNull(),
  },
  (t) => [
    uniqueIndex('ip_country_ranges_brand_network_idx').on(t.brandId, t.network),
    check('ip_country_ranges_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);
