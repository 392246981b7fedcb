import { z } from 'zod';
import { Temporal } from 'temporal-polyfill';

/** A calendar date, YYYY-MM-DD (SPEC.md section 9), that really exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form YYYY-MM-DD')
  .refine((value) => {
    try {
      return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value;
    } catch {
      return false;
    }
  }, 'is not a real calendar date');

/** Nights between two dates as SPEC.md section 3 defines them: 0 when equal or checkout missing. */
export function nightsBetween(checkin: string, checkout: string | undefined | null): number {
  if (!checkout) return 0;
  const days = Temporal.PlainDate.from(checkin).until(Temporal.PlainDate.from(checkout), { largestUnit: 'days' }).days;
  return Math.max(0, days);
}
