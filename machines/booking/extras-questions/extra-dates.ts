import { addDays } from '../../availability-calendar/context';
import type { OfferedExtra } from './offer';

/** A day of a dated extra's calendar: orderable (booking-available with a price) or not. */
export interface ExtraDay {
  date: string;
  dayOfMonth: number;
  /** Tax-included price of one unit on that day; null when the day cannot be ordered. */
  price: number | null;
}

/**
 * The days a dated extra can be ordered for (SPEC.md section 5: a booking-available date that has
 * a price), with their price, in date order.
 */
export function orderableDays(
  extra: Pick<OfferedExtra, 'bookingAvailableDates' | 'pricesByDate'>,
): { date: string; price: number }[] {
  const available = new Set(extra.bookingAvailableDates);
  return extra.pricesByDate
    .filter((p) => available.has(p.date))
    .map((p) => ({ date: p.date, price: p.price }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Sunday-first weeks from the week of the first orderable day to the week of the last; days
 * outside that range are null (padding), days inside it that cannot be ordered have no price.
 */
export function extraCalendarWeeks(
  extra: Pick<OfferedExtra, 'bookingAvailableDates' | 'pricesByDate'>,
): (ExtraDay | null)[][] {
  const days = orderableDays(extra);
  if (days.length === 0) return [];
  const prices = new Map(days.map((d) => [d.date, d.price]));
  const first = days[0]!.date;
  const last = days[days.length - 1]!.date;
  const weeks: (ExtraDay | null)[][] = [];
  let week: (ExtraDay | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) {
    week.push({ date, dayOfMonth: Number(date.slice(8, 10)), price: prices.get(date) ?? null });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}
