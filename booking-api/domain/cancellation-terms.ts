import { Temporal } from 'temporal-polyfill';
import type { CancellationTier } from '../db/schema';
import { percentageInForce, tierStart } from './cancellation-fee';

/**
 * What a plan's cancellation policy means for one searched stay, booked now, in plain terms:
 * - `free`: cancelling costs nothing until `free_until` (an instant); from then `fee_percentage` % of
 *   the price. The free period ends at the first tier with a fee, and at the latest when the
 *   check-in day begins at the hotel (on that day cancellation is not possible online, SPEC.md §5).
 * - `fee`: a fee of `fee_percentage` % is already in force at booking (below 100).
 * - `non_refundable`: 100 % is in force from the moment of booking.
 * - `not_online`: the stay starts today (a same-day or day-use booking) and no fee tier has
 *   started: it cannot be cancelled online.
 */
export type CancellationTermsKind = 'free' | 'fee' | 'non_refundable' | 'not_online';

export interface CancellationTerms {
  kind: CancellationTermsKind;
  /** ISO instant (UTC) when the free period ends; only with `free`. */
  free_until: string | null;
  /** The share of the price charged once the free period is over (`free`), or from booking (`fee`, `non_refundable`). */
  fee_percentage: number;
}

export function cancellationTerms(input: {
  now: Temporal.Instant;
  checkin: string;
  timeZone: string;
  tiers: readonly CancellationTier[];
}): CancellationTerms {
  const { now, checkin, timeZone } = input;
  const tiers = [...input.tiers];
  const inForce = percentageInForce(now, checkin, timeZone, tiers);
  if (inForce >= 100) return { kind: 'non_refundable', free_until: null, fee_percentage: 100 };
  if (inForce > 0) return { kind: 'fee', free_until: null, fee_percentage: inForce };
  const checkinDayStart = Temporal.PlainDate.from(checkin).toZonedDateTime({ timeZone }).toInstant();
  if (Temporal.Instant.compare(now, checkinDayStart) >= 0)
    return { kind: 'not_online', free_until: null, fee_percentage: 0 };
  let end = checkinDayStart;
  for (const tier of tiers) {
    if (tier.percentage_of_cost <= 0) continue;
    const start = tierStart(checkin, timeZone, tier);
    if (Temporal.Instant.compare(start, end) < 0) end = start;
  }
  return { kind: 'free', free_until: end.toString(), fee_percentage: percentageInForce(end, checkin, timeZone, tiers) };
}

/**
 * The terms a booked room's guest agreed to: the room's own policy (kept on the reservation) as it
 * stood when booked, for the stay's check-in. The reservation reply and the stay e-mails say them.
 */
export function bookedCancellationTerms(input: {
  bookedAt: Date;
  checkin: string;
  timeZone: string;
  tiers: readonly CancellationTier[];
}): CancellationTerms {
  return cancellationTerms({ ...input, now: Temporal.Instant.fromEpochMilliseconds(input.bookedAt.getTime()) });
}
