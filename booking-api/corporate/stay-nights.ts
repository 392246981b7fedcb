import { Temporal } from 'temporal-polyfill';

/** Nights between two YYYY-MM-DD dates (SPEC.md section 3: checkout minus checkin in days). */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.max(
    0,
    Temporal.PlainDate.from(checkin).until(Temporal.PlainDate.from(checkout), { largestUnit: 'days' }).days,
  );
}
