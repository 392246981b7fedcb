import { z } from 'zod';
import { guestSchema } from './booking-api';
import { isoDateSchema } from './dates';

/**
 * Room lotteries (SPEC.md sections 3 "Lottery entry", 4 "Lottery entry statuses", 5 "Lottery",
 * 7 "Lottery"): GET /book/hotels/{h}/lottery_events/{id}, POST /book/hotels/{h}/lottery_results,
 * GET .../lottery_results/{entry}, PUT .../{entry}/cancel, GET /book/user/lottery_results, and the
 * staff draw POST /api/staff/hotels/{h}/lottery_events/{id}/draw.
 */

export const lotteryEntryStatusSchema = z.enum([
  'registered',
  'not_winner',
  'winner_reservation_pending',
  'winner_reservation_pending_declined',
  'winner_reservation_confirmed',
  'winner_reservation_cancelled',
  'registration_cancelled',
]);
export type LotteryEntryStatus = z.infer<typeof lotteryEntryStatusSchema>;

/** Where an event is in its life, from the acceptance period and the draw (computed by the API). */
export const lotteryEventPhaseSchema = z.enum(['upcoming', 'accepting', 'closed', 'drawn']);
export type LotteryEventPhase = z.infer<typeof lotteryEventPhaseSchema>;

export const lotteryEventSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  hotel_code: z.string(),
  hotel_name: z.string(),
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  stay_start: isoDateSchema,
  stay_end: isoDateSchema,
  min_nights: z.number().int(),
  max_nights: z.number().int(),
  accept_from: z.string(),
  accept_until: z.string(),
  result_date: z.string(),
  reservation_deadline: z.string(),
  /** The event setting's notification (SPEC.md section 3). */
  notification: z.string().nullable(),
  requires_access_token: z.boolean(),
  phase: lotteryEventPhaseSchema,
});
export type LotteryEvent = z.infer<typeof lotteryEventSchema>;
export const lotteryEventReplySchema = z.object({ data: lotteryEventSchema });

const accessTokenSchema = z.string().trim().min(1).max(200);
export const lotteryEventQuerySchema = z.object({ lottery_access_token: accessTokenSchema.optional() });

export const createLotteryEntryRequestSchema = z.object({
  lottery_event_uuid: z.string().trim().min(1).max(64),
  lottery_access_token: accessTokenSchema.optional(),
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  adults: z.number().int().min(1).max(20),
  guest: guestSchema,
});
export type CreateLotteryEntryRequest = z.infer<typeof createLotteryEntryRequestSchema>;

export const lotteryEntrySchema = z.object({
  entry_number: z.string(),
  status: lotteryEntryStatusSchema,
  event: lotteryEventSchema,
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  nights: z.number().int(),
  adults: z.number().int(),
  guest: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  result_date: z.string(),
  reservation_deadline: z.string(),
  /** SPEC.md section 3: the reservation of a confirmed winner, null otherwise. */
  reservation: z.object({ reservation_number: z.string() }).nullable(),
  created_at: z.string(),
});
export type LotteryEntry = z.infer<typeof lotteryEntrySchema>;
export const lotteryEntryReplySchema = z.object({ data: lotteryEntrySchema });
export const lotteryEntriesReplySchema = z.object({ data: z.array(lotteryEntrySchema) });

/**
 * Staff: issue a lottery link access token (SPEC.md section 4 lottery_access_token). Valid for
 * `valid_hours`, by default until the event stops accepting entries; only its hash is stored.
 */
export const issueLotteryAccessTokenRequestSchema = z
  .object({
    valid_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .optional(),
  })
  .strict();
export type IssueLotteryAccessTokenRequest = z.infer<typeof issueLotteryAccessTokenRequestSchema>;
export const lotteryAccessTokenReplySchema = z.object({
  data: z.object({ lottery_access_token: z.string(), expires_at: z.string(), lottery_url: z.string() }),
});
export type LotteryAccessTokenIssued = z.infer<typeof lotteryAccessTokenReplySchema>['data'];

export const lotteryDrawReplySchema = z.object({
  data: z.object({ winners: z.number().int(), not_winners: z.number().int() }),
});

/** A reservation request of a winner names the entry it confirms (SPEC.md section 3 "Booking details"). */
export const lotteryResultReferenceSchema = z.object({ entry_number: z.string().trim().min(1).max(64) });
