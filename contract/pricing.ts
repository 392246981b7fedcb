import { z } from 'zod';
import { isoDateSchema } from './dates';
import { roomOccupanciesParamSchema } from './search';
import { kidsAgesParamSchema, kidsTiersParamSchema } from './search-options';
import { kidsMealBedParamSchema } from './children-options';
import { extrasParamSchema } from './extras';

/**
 * Prices, discounts, coupons and promo codes (SPEC.md sections 3, 5 and 7; docs/pricing.md).
 * Money is an integer in the currency's minor unit.
 */

/** A promo or coupon code as typed: trimmed, 1-40 letters, digits, '-' or '_'; matched case-insensitively. */
export const discountCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _');

export const discountTypeSchema = z.enum([
  'sign_in',
  'non_sign_in',
  'brr',
  'payment',
  'promotion',
  'coupon',
  'rounding',
]);
export type DiscountType = z.infer<typeof discountTypeSchema>;

/**
 * SPEC.md section 3 "Price and reservation summary". Amounts belonging to other features
 * (extras, points, vouchers, deposit) are present and 0 until those add their step.
 */
export const priceSummarySchema = z.object({
  currency: z.string().length(3),
  /** Before any discount, with and without consumption tax. */
  original_price_with_tax: z.number().int(),
  original_price: z.number().int(),
  /** The rooms after every discount, tax included. */
  discounted_price: z.number().int(),
  room_price_without_tax: z.number().int(),
  /** Consumption tax contained in total_price. */
  tax: z.number().int(),
  /** Per guest and night by price band; paid at the facility, not part of total_price. */
  accommodation_tax: z.number().int(),
  sign_in_discount: z.number().int(),
  non_sign_in_discount: z.number().int(),
  /** What signing in takes off (a guest sees what they would save). */
  potential_sign_in_discount: z.number().int(),
  brr_discount_amount: z.number().int(),
  payment_discount_amount: z.number().int(),
  promotion_discount_amount: z.number().int(),
  coupon_discount_amount: z.number().int(),
  rounding_discount: z.number().int(),
  /** Sum of every discount above. */
  total_special_discount: z.number().int(),
  discounts: z.array(z.object({ discount_type: discountTypeSchema, discount_amount: z.number().int() })),
  total_extra_price: z.number().int(),
  extra_price_without_tax: z.number().int(),
  voucher_coupon_discount_amount: z.number().int(),
  total_price_before_point_discount: z.number().int(),
  spending_point_value: z.number().int(),
  deposit_amount: z.number().int(),
  remain_amount: z.number().int(),
  /** What the guest pays for the reservation, tax included. */
  total_price: z.number().int(),
  total_price_without_tax: z.number().int(),
  /** Fees of online changes (cancellation tier on the part given up), included in total_price. */
  change_fee: z.number().int().optional(),
  /** Only when quoted with `mcp_currency`: that currency, and the total, deposit and remain converted (minor units, each on its own). */
  mcp_currency: z.string().length(3).optional(),
  mcp_total_price: z.number().int().optional(),
  mcp_deposit_amount: z.number().int().optional(),
  mcp_remain_amount: z.number().int().optional(),
});
export type PriceSummary = z.infer<typeof priceSummarySchema>;

/** SPEC.md section 3 search response: which plans the card-payment promotion covers. */
export const paymentPromotionInfoSchema = z.object({
  target_mode: z.enum(['include', 'exclude']),
  hotel_plan_codes: z.array(z.string()),
  discount_percent: z.number().int(),
});
export type PaymentPromotionInfo = z.infer<typeof paymentPromotionInfoSchema>;

/**
 * How a searched promo or coupon code fared. A search never fails for a code: its plans are priced
 * without it and this says why (the same code as the quote and booking would refuse with).
 */
export const discountCodeStatusSchema = z.object({
  kind: z.enum(['promo', 'coupon']),
  code: z.string(),
  status: z.enum(['applied', 'invalid', 'expired', 'limit_reached', 'sign_in_required']),
  /** 1500, 1501, or null when applied. */
  error_code: z.string().nullable(),
  name: z.string().nullable(),
});
export type DiscountCodeStatus = z.infer<typeof discountCodeStatusSchema>;

/** Search, quote and booking take at most one code: a promo code or a coupon code (SPEC.md section 5). */
export const discountCodeParamsSchema = z.object({
  promo_code: discountCodeSchema.optional(),
  coupon_code: discountCodeSchema.optional(),
});

/** GET /book/hotels/{h}/rooms/price (SPEC.md section 7): a quote for chosen rooms, dates, guests and codes. */
export const priceQuoteQuerySchema = z.object({
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  /** The plans of the chosen rooms, one per room, comma separated, in the order of `rooms`. */
  room_plan_codes: z
    .string()
    .min(1)
    .max(4000)
    .transform((value) => value.split(',').map((code) => code.trim())),
  /** The guests of each room, `2-0,3-1` (contract/search.ts). */
  rooms: roomOccupanciesParamSchema,
  /** The children of each room by tier or by age, as `GET /rooms` takes them (contract/search-options.ts). */
  kids_tiers: kidsTiersParamSchema.optional(),
  kids_ages: kidsAgesParamSchema.optional(),
  kids_meal_bed: kidsMealBedParamSchema.optional(),
  /** The chosen method: deposit_amount (charged now) and remain_amount (paid at the facility) follow it. */
  payment_type: z.string().max(40).optional(),
  /** Multi-currency: also the total, deposit and remain in this currency (the summaries' mcp_* amounts). */
  mcp_currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a currency code')
    .optional(),
  promo_code: discountCodeSchema.optional(),
  coupon_code: discountCodeSchema.optional(),
  /** The selected extras (contract/extras.ts extrasParamSchema), checked and priced as the booking does. */
  extras: extrasParamSchema.optional(),
});
export type PriceQuoteQuery = z.infer<typeof priceQuoteQuerySchema>;

export const priceQuoteReplySchema = z.object({
  rooms: z.array(
    z.object({
      room_plan_code: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      price_summary: priceSummarySchema,
    }),
  ),
  price_summary: priceSummarySchema,
  discount_code: discountCodeStatusSchema.nullable(),
});
export type PriceQuoteReply = z.infer<typeof priceQuoteReplySchema>;

/** SPEC.md section 3 "Voucher and coupon" as the member's coupon list shows it. */
export const memberCouponSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(['percent', 'amount_per_night']),
  discount_value: z.number().int(),
  target_hotel_plan_codes: z.array(z.string()),
  valid_until: isoDateSchema.nullable(),
  max_discounted_nights: z.number().int().nullable(),
  ui_status: z.enum(['available', 'consumed', 'expired', 'pending']),
  reservation_number: z.string().nullable(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;
export const memberCouponsReplySchema = z.object({ data: z.array(memberCouponSchema) });

/** Spread into the reservation request (contract/booking-api.ts): one code, and the total the guest saw (refused with price_changed if it moved). */
export const reservationPricingRequestShape = {
  promo_code: discountCodeSchema.optional(),
  coupon_code: discountCodeSchema.optional(),
  expected_total_price: z.number().int().min(0).optional(),
};

/** Spread into the reservation reply: the summary stored when it was booked (absent for older reservations) and its code. */
export const reservationPricingReplyShape = {
  price_summary: priceSummarySchema.nullable().optional(),
  promo_code: z.string().nullable().optional(),
  coupon_code: z.string().nullable().optional(),
};
