import { Temporal } from 'temporal-polyfill';

/** Calendar-date helpers without zod, for the widget's bundle; contract/dates.ts builds its schema on them. */

export const ISO_DATE_FORM = /^\d{4}-\d{2}-\d{2}$/;

export function isRealCalendarDate(value: string): boolean {
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value;
  } catch {
    return false;
  }
}

/** What isoDateSchema (contract/dates.ts) accepts. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_FORM.test(value) && isRealCalendarDate(value);
}

/** Nights between two dates as SPEC.md section 3 defines them: 0 when equal or checkout missing. */
export function nightsBetween(checkin: string, checkout: string | undefined | null): number {
  if (!checkout) return 0;
  const days = Temporal.PlainDate.from(checkin).until(Temporal.PlainDate.from(checkout), { largestUnit: 'days' }).days;
  return Math.max(0, days);
}
