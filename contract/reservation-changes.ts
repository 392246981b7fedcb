import { z } from 'zod';
import { bookingGuestSchema, reservationReplySchema } from './booking-api';
import { isoDateSchema } from './dates';
import { priceSummarySchema } from './pricing';

import { updateSettingSchema } from './update-setting';

export * from './update-setting';

/**
 * PUT /book/hotels/{h}/reservations/{n}?email=|bypass_token=[&dry_run=true]: a shorter stay
 * (checkin not earlier, checkout not later) and/or fewer rooms (removed by `position`), never
 * another plan or room type, never more. With `dry_run=true` nothing is written and the reply
 * carries the quote; the commit must carry the quote's `new_total_price` as `quoted_total_price`
 * and is refused with `update_total_changed` if the total in force differs.
 */
export const updateItineraryRequestSchema = z.object({
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  remove_room_positions: z.array(z.number().int().min(0).max(998)).max(998).default([]),
  quoted_total_price: z.number().int().min(0).optional(),
});
export type UpdateItineraryRequest = z.infer<typeof updateItineraryRequestSchema>;

export const updateItineraryQuerySchema = z
  .object({
    email: z.string().optional(),
    bypass_token: z.string().optional(),
    dry_run: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => Boolean(q.email || q.bypass_token), 'email or bypass_token is required');

export const itineraryQuoteRoomSchema = z.object({
  position: z.number().int(),
  room_type_code: z.string(),
  room_plan_code: z.string(),
  removed: z.boolean(),
  current_total_price: z.number().int(),
  /** 0 for a removed room. */
  new_total_price: z.number().int(),
  new_tax: z.number().int(),
  /** The cancellation tier in force applied to the part given up (rounded down, per room). */
  change_fee: z.number().int(),
});

export const itineraryQuoteSchema = z.object({
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  nights: z.number().int(),
  rooms: z.array(itineraryQuoteRoomSchema),
  current_total_price: z.number().int(),
  /** Kept rooms at the new dates plus the change fee: what the guest will owe. */
  new_total_price: z.number().int(),
  new_tax: z.number().int(),
  change_fee: z.number().int(),
  /** new_total_price - current_total_price: never positive; its absolute value is the refund. */
  price_difference: z.number().int(),
  currency: z.string().length(3),
});
/** The rooms part of a quote (booking-api/domain/reservation-changes.ts); the service adds the rest. */
export type ItineraryRoomsQuote = z.infer<typeof itineraryQuoteSchema>;

/** A dated extra booked for a night the shorter stay gives up: removed, its stock given back. */
export const removedExtraSchema = z.object({
  extra_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  date: isoDateSchema.nullable(),
  quantity: z.number().int(),
  price: z.number().int(),
  price_without_tax: z.number().int(),
});
export type RemovedExtra = z.infer<typeof removedExtraSchema>;

/**
 * credit_card_deposit (docs/itinerary-changes.md): new deposit =
 * floor(new payable total x percentage / 100); refund = max(0, deposit paid - new deposit).
 */
export const itineraryDepositSchema = z.object({
  deposit_percentage: z.number().int().nullable(),
  paid_deposit: z.number().int(),
  new_deposit: z.number().int(),
  refund_amount: z.number().int(),
  new_remain_amount: z.number().int(),
});

/** The same amounts in the currency the card was charged in, at the rate stored on the reservation. */
export const itineraryMcpSchema = z.object({
  currency: z.string().length(3),
  rate: z.string(),
  rate_updated_at: z.string(),
  current_total_price: z.number().int(),
  new_total_price: z.number().int(),
  removed_extras_price: z.number().int(),
  refund_amount: z.number().int(),
});

export const itineraryFullQuoteSchema = itineraryQuoteSchema.extend({
  removed_extras: z.array(removedExtraSchema),
  removed_extras_price: z.number().int(),
  /** The reservation's price summary after the change: what the commit stores and the reservation then shows. */
  price_summary: priceSummarySchema,
  /** What goes back to the card (hotel currency; in `mcp.refund_amount` when charged in another currency). */
  refund_amount: z.number().int(),
  deposit: itineraryDepositSchema.nullable(),
  mcp: itineraryMcpSchema.nullable(),
});
export type ItineraryQuote = z.infer<typeof itineraryFullQuoteSchema>;

export const updateItineraryReplySchema = z.object({
  dry_run: z.boolean(),
  quote: itineraryFullQuoteSchema,
  /** The reservation as it is now: unchanged after a dry run, updated after a commit. */
  reservation: reservationReplySchema,
});
export type UpdateItineraryReply = z.infer<typeof updateItineraryReplySchema>;

/** PUT .../guests: the full guest (SPEC.md section 5 rules); the e-mail may change. */
export const updateGuestRequestSchema = bookingGuestSchema;
export type UpdateGuestRequest = z.infer<typeof updateGuestRequestSchema>;

/** PUT .../update_settings replies with the reservation's update setting (nothing is written). */
export const updateSettingsReplySchema = z.object({ update_setting: updateSettingSchema });
