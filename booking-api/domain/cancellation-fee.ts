import { Temporal } from 'temporal-polyfill';
import { ErrorCode } from '../../contract';
import type { CancellationTier } from '../db/schema';

export interface CancellationQuoteInput {
  now: Temporal.Instant;
  timeZone: string;
  checkin: string;
  status: 'done' | 'payment_pending' | 'cancelled';
  /** Each room's total price, the tiers it was booked under and the policy's no-show percentage as booked. */
  rooms: { totalPrice: number; tiers: CancellationTier[]; noShowPercentage?: number }[];
}

export interface CancellationQuote {
  fee: number;
  cancellable: boolean;
  refusalCode: ErrorCode | null;
}

/**
 * When a tier starts: on the local day `days_before` days before check-in, at `hours_after`:00
 * facility local time. Temporal resolves a wall-clock time skipped by a DST change forward.
 */
export function tierStart(checkin: string, timeZone: string, tier: CancellationTier): Temporal.Instant {
  return Temporal.PlainDate.from(checkin)
    .subtract({ days: tier.days_before })
    .toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(tier.hours_after) })
    .toInstant();
}

/** The highest percentage among tiers that have already started at `now` (0 if none). */
export function percentageInForce(
  now: Temporal.Instant,
  checkin: string,
  timeZone: string,
  tiers: CancellationTier[],
): number {
  let percentage = 0;
  for (const tier of tiers) {
    if (Temporal.Instant.compare(now, tierStart(checkin, timeZone, tier)) >= 0) {
      percentage = Math.max(percentage, tier.percentage_of_cost);
    }
  }
  return percentage;
}

/**
 * What cancelling now costs and whether it may be done online. The fee is applied per room to
 * that room's total and rounded down (rounding always favours the guest). On the check-in day
 * (facility local date) cancellation is refused online (1007, SPEC.md section 5) and the fee is
 * the tier in force; from the day after check-in the stay is a no-show: the no-show percentage
 * applies and online cancellation is refused (`no_show`).
 */
export function quoteCancellation(input: CancellationQuoteInput): CancellationQuote {
  const today = input.now.toZonedDateTimeISO(input.timeZone).toPlainDate();
  const dayOffset = Temporal.PlainDate.compare(today, Temporal.PlainDate.from(input.checkin));
  const percentageOf = (room: CancellationQuoteInput['rooms'][number]) =>
    dayOffset > 0 && room.noShowPercentage !== undefined
      ? room.noShowPercentage
      : percentageInForce(input.now, input.checkin, input.timeZone, room.tiers);
  const fee = input.rooms.reduce((sum, room) => sum + Math.floor((room.totalPrice * percentageOf(room)) / 100), 0);
  if (input.status === 'cancelled') return { fee, cancellable: false, refusalCode: ErrorCode.alreadyCancelled };
  if (dayOffset > 0) return { fee, cancellable: false, refusalCode: ErrorCode.noShow };
  if (dayOffset === 0) return { fee, cancellable: false, refusalCode: ErrorCode.sameDayCancellation };
  return { fee, cancellable: true, refusalCode: null };
}
