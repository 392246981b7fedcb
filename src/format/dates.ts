import { intlLocale } from './money';

/**
 * Every date and time the widget shows goes through this module, so each language has one way of
 * writing a day and one clock (Intl, in the UI language). Times are the hotel's 24-hour clock
 * ("18:00"), as hotels state check-in times and deadlines.
 */
const TIME_OF_DAY = { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' } as const;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDate(isoDate: string): Date | null {
  const match = PLAIN_DATE.exec(isoDate);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A YYYY-MM-DD date in words, without reading the clock or the browser's time zone. */
export function formatPlainDate(isoDate: string, locale: string): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(date);
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
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
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
 * An instant as a day and a time at the hotel ("Dec 23, 18:00", "12月23日 18:00", "23 ديسمبر، 18:00"),
 * with the year when it is not obvious from the stay (a deadline months away).
 */
export function formatDayAndTime(
  iso: string,
  locale: string,
  timeZone: string,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    ...TIME_OF_DAY,
    timeZone,
  }).format(date);
}

/** A local HH:MM of the hotel (check-in from, check-out until) on the same clock. */
export function formatTimeOfDay(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return new Intl.DateTimeFormat(intlLocale(locale), { ...TIME_OF_DAY, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  );
}
