import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels, plans, reservations } from './schema-core';
import { members } from './schema-membership';

/**
 * Pricing, discounts, coupons and promo codes (migration 0010_pricing_discounts.sql, written by
 * hand: keep both in step). The rules these rows feed are in booking-api/pricing/ and docs/pricing.md.
 */

/** One band of the accommodation tax: from this price per person and night (without consumption tax), this amount. */
export interface AccommodationTaxBand {
  from: number;
  amount: number;
}

/** Absent row: prices shown tax included, no codes, no rounding, no accommodation tax, no payment promotion. */
export const hotelPricingSettings = pgTable('hotel_pricing_settings', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id),
  showPricesTaxIncluded: boolean('show_prices_tax_included').notNull().default(true),
  couponActive: boolean('coupon_active').notNull().default(false),
  promoCodeActive: boolean('promo_code_active').notNull().default(false),
  roundingUnit: integer('rounding_unit').notNull().default(1),
  accommodationTaxBands: jsonb('accommodation_tax_bands').$type<AccommodationTaxBand[]>().notNull().default([]),
  accommodationTaxChildrenExempt: boolean('accommodation_tax_children_exempt').notNull().default(false),
  paymentPromotionPercent: integer('payment_promotion_percent').notNull().default(0),
  paymentPromotionTargetMode: text('payment_promotion_target_mode', { enum: ['include', 'exclude'] })
    .notNull()
    .default('exclude'),
  paymentPromotionHotelPlanCodes: text('payment_promotion_hotel_plan_codes').array().notNull().default([]),
});

/** Per-plan discounts; absent row: none. */
export const planDiscounts = pgTable('plan_discounts', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id),
  signInPercent: integer('sign_in_percent').notNull().default(0),
  nonSignInPercent: integer('non_sign_in_percent').notNull().default(0),
  brrPercent: integer('brr_percent').notNull().default(0),
  brrDaysBefore: integer('brr_days_before').notNull().default(0),
});

export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id),
  kind: text('kind', { enum: ['promo', 'coupon'] }).notNull(),
  /** Stored upper case; codes are matched case-insensitively. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  discountType: text('discount_type', { enum: ['percent', 'amount_per_night'] }).notNull(),
  discountValue: integer('discount_value').notNull(),
  /** Empty: every plan. */
  targetHotelPlanCodes: text('target_hotel_plan_codes').array().notNull().default([]),
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  maxDiscountedNights: integer('max_discounted_nights'),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  membersOnly: boolean('members_only').notNull().default(false),
  memberId: integer('member_id').references(() => members.id),
});

export const discountCodeUses = pgTable('discount_code_uses', {
  id: serial('id').primaryKey(),
  discountCodeId: integer('discount_code_id')
    .notNull()
    .references(() => discountCodes.id),
  reservationId: integer('reservation_id')
    .notNull()
    .references(() => reservations.id),
  memberId: integer('member_id'),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
});

export const reservationPriceSummaries = pgTable('reservation_price_summaries', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id),
  promoCode: text('promo_code'),
  couponCode: text('coupon_code'),
  summary: jsonb('summary').notNull(),
});
