import { z } from 'zod';
import { guestSchema, reservationReplySchema } from './booking-api';
import { isoDateSchema } from './dates';

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
export type ItineraryQuote = z.infer<typeof itineraryQuoteSchema>;

export const updateItineraryReplySchema = z.object({
  dry_run: z.boolean(),
  quote: itineraryQuoteSchema,
  /** The reservation as it is now: unchanged after a dry run, updated after a commit. */
  reservation: reservationReplySchema,
});
export type UpdateItineraryReply = z.infer<typeof updateItineraryReplySchema>;

/** PUT .../guests: the full guest (SPEC.md section 5 rules); the e-mail may change. */
export const updateGuestRequestSchema = guestSchema;
export type UpdateGuestRequest = z.infer<typeof updateGuestRequestSchema>;

/** PUT .../update_settings replies with the reservation's update setting (nothing is written). */
export const updateSettingsReplySchema = z.object({ update_setting: updateSettingSchema });
