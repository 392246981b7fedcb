import { z } from 'zod';
import { isoDateSchema } from './dates';

/**
 * Points, ranks, programs, point exchanges and member vouchers (SPEC.md sections 3, 5, 7 and 9).
 * The exact step and minimum of point spending are not given by the spec ("not shown"); these are
 * the product's values, sent to clients with every point reply so they never hard-code them.
 */
export const PointRules = {
  /** Points are spent in multiples of this. */
  spendStep: 100,
  /** The smallest spend. */
  spendMinimum: 500,
  /** Exchanges go in multiples of this, from the same value. */
  exchangeStep: 500,
  /** SPEC.md section 9: points are credited 3 days after check-out. */
  creditDelayDays: 3,
  /** SPEC.md section 9: an exchanged code is valid 180 days. */
  exchangeValidityDays: 180,
  /** SPEC.md section 9: point-history page size. */
  historyPageSize: 5,
} as const;

export const pointHistoryTypeSchema = z.enum(['expired', 'future', 'spent', 'gained', 'refunded']);
export type PointHistoryType = z.infer<typeof pointHistoryTypeSchema>;

export const programSummarySchema = z.object({ id: z.number().int(), name: z.string(), default: z.boolean() });

export const rankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ranking_points_threshold: z.number().int(),
  point_rate_percent: z.number().int(),
});
export type Rank = z.infer<typeof rankSchema>;

export const membershipProgramSchema = programSummarySchema.extend({
  point_program_enabled: z.boolean(),
  point_rate_percent: z.number().int(),
  ranks: z.array(rankSchema),
});
export type MembershipProgram = z.infer<typeof membershipProgramSchema>;

/** GET /memberships/point: "data with total_point and ranking_points_value" plus what the account shows. */
export const pointInfoSchema = z.object({
  total_point: z.number().int(),
  ranking_points_value: z.number().int(),
  future_points: z.number().int(),
  point_program_enabled: z.boolean(),
  /** Null when the brand has no membership program. */
  program: programSummarySchema.nullable(),
  rank: rankSchema.nullable(),
  next_rank: rankSchema.nullable(),
  spend_step: z.number().int(),
  spend_minimum: z.number().int(),
  exchange_step: z.number().int(),
  exchange_available: z.boolean(),
});
export type PointInfo = z.infer<typeof pointInfoSchema>;
export const pointInfoReplySchema = z.object({ data: pointInfoSchema });

export const pointsTimelineQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(PointRules.historyPageSize),
  scope: z.enum(['current', 'future']).default('current'),
});

export const pointHistoryEntrySchema = z.object({
  id: z.number().int(),
  type: pointHistoryTypeSchema,
  amount: z.number().int(),
  /** When it happened; for future points, when they will be credited. */
  date: z.string(),
  reservation_number: z.string().nullable(),
  exchange_code: z.string().nullable(),
});
export type PointHistoryEntry = z.infer<typeof pointHistoryEntrySchema>;

export const pointsTimelineReplySchema = z.object({
  data: z.array(pointHistoryEntrySchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
  program_enabled: z.boolean(),
});
export type PointsTimelineReply = z.infer<typeof pointsTimelineReplySchema>;

export const pointExchangeRequestSchema = z.object({
  amount: z.number().int().positive().max(100_000_000),
  exchange_type: z.enum(['digico']).default('digico'),
});
export type PointExchangeRequest = z.infer<typeof pointExchangeRequestSchema>;

export const pointExchangeSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  exchange_type: z.enum(['digico']),
  code: z.string(),
  valid_until: z.string(),
  created_at: z.string(),
});
export type PointExchange = z.infer<typeof pointExchangeSchema>;
export const pointExchangeReplySchema = z.object({ data: pointExchangeSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(PointRules.historyPageSize),
});
export const pointExchangesReplySchema = z.object({
  data: z.array(pointExchangeSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});

export const switchProgramRequestSchema = z.object({ program_id: z.number().int().positive() });
export const membershipProgramReplySchema = z.object({ data: membershipProgramSchema });
export const membershipProgramsReplySchema = z.object({ data: z.array(membershipProgramSchema) });

// ---- vouchers ----------------------------------------------------------------------------------
export const voucherUiStatusSchema = z.enum(['available', 'pending', 'expired', 'consumed']);
export type VoucherUiStatus = z.infer<typeof voucherUiStatusSchema>;

const periodSchema = z.object({ from: isoDateSchema.nullable(), to: isoDateSchema.nullable() });

export const voucherSchema = z.object({
  number: z.string(),
  name: z.string(),
  amount: z.number().int(),
  ui_status: voucherUiStatusSchema,
  target_stay_period: periodSchema,
  sales_period: periodSchema,
  excluded_period: periodSchema,
  valid_through: isoDateSchema,
  consumed_at: z.string().nullable(),
  reservation_number: z.string().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const vouchersReplySchema = z.object({ data: z.array(voucherSchema) });
export const voucherReplySchema = z.object({ data: voucherSchema });

// ---- the booking request and reply (spread into contract/booking-api.ts) -------------------------
export const reservationPointsRequestShape = {
  /** Points of the signed-in member to spend on this booking (PointRules step and minimum). */
  spending_point_value: z.number().int().min(0).max(100_000_000).optional(),
  /** Number of one of the signed-in member's vouchers, consumed by this booking. */
  voucher_coupon_code: z.string().trim().min(1).max(64).optional(),
};

export const reservationPointsReplyShape = {
  /** SPEC.md section 3 price summary: points and voucher taken off; total_price is what is left to pay. */
  spending_point_value: z.number().int().optional(),
  voucher_coupon_discount_amount: z.number().int().optional(),
  total_price_before_point_discount: z.number().int().optional(),
};
