/**
 * How every date and time is written, in the widget (src/format/dates.ts) and in the e-mails the
 * booking API sends: each language has one way of writing a day (Intl, short month names) and one
 * clock, the hotel's 24-hour clock ("18:00"), as hotels state check-in times and deadlines.
 * `locale` is ours (zh_Hans) or a BCP 47 tag (zh-Hans).
 */
import { dateTimeFormat } from './intl-formats';

const TIME_OF_DAY = { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' } as const;
const DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Our locale names (zh_Hans) to BCP 47 (zh-Hans). */
const tagOf = (locale: string) => locale.replace('_', '-');

function utcDate(isoDate: string): Date | null {
  const match = PLAIN_DATE.exec(isoDate);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

function instant(iso: string | Date): Date | null {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A YYYY-MM-DD date in words, with its weekday, without reading the clock or the browser's time zone. */
export function formatPlainDate(isoDate: string, locale: string): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  return dateTimeFormat(tagOf(locale), { ...DAY, weekday: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * A stay's dates, as short as the language writes a range ("Sat, Dec 26 – Mon, Dec 28";
 * "12/26(土)～12/28(月)"): day use and undated stays name only the check-in.
 */
export function formatStayDates(
  stay: { checkin: string; checkout: string; isDayUse?: boolean; undatedNights?: number },
  locale: string,
): string {
  const checkin = utcDate(stay.checkin);
  if (!checkin) return '';
  const format = dateTimeFormat(tagOf(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const checkout = utcDate(stay.checkout);
  if (stay.isDayUse || stay.undatedNights !== undefined || !checkout || checkout <= checkin)
    return format.format(checkin);
  return format.formatRange(checkin, checkout);
}

/**
 * An instant as a day and a time ("Dec 23, 18:00", "12月23日 18:00", "23 ديسمبر، 18:00") in `timeZone`
 * (the hotel's; the reader's own when left out), with the year when it is not obvious from the stay
 * (a deadline months away) and the zone's name where the reader may be elsewhere (an e-mail).
 */
export function formatDayAndTime(
  iso: string | Date,
  locale: string,
  timeZone?: string,
  { withYear = false, withZone = false }: { withYear?: boolean; withZone?: boolean } = {},
): string {
  const date = instant(iso);
  if (!date) return String(iso);
  return dateTimeFormat(tagOf(locale), {
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    ...TIME_OF_DAY,
    ...(timeZone ? { timeZone } : {}),
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(date);
}

/** The day of an instant ("Dec 23, 2026"), in `timeZone` (the reader's own when left out). */
export function formatDayOf(iso: string | Date, locale: string, timeZone?: string): string {
  const date = instant(iso);
  if (!date) return String(iso);
  return dateTimeFormat(tagOf(locale), { ...DAY, ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** A local HH:MM of the hotel (check-in from, check-out until) on the same clock. */
export function formatTimeOfDay(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return time;
  return dateTimeFormat(tagOf(locale), { ...TIME_OF_DAY, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  );
}

/** A month (YYYY-MM) with its year, as a calendar heads it ("December 2026", "2026年12月"). */
export function formatMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return dateTimeFormat(tagOf(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}

/** The weekday of a YYYY-MM-DD date, short ("Sat") or long ("Saturday"). */
export function formatWeekday(isoDate: string, locale: string, length: 'short' | 'long'): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  return dateTimeFormat(tagOf(locale), { weekday: length, timeZone: 'UTC' }).format(date);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone`: "today" where the hotel or agency is. */
export function calendarDateIn(timeZone: string, at: Date = new Date()): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
