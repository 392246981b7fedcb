import { formatDayAndTime, formatStayDates } from './dates';
import { formatMoney, intlLocale } from './money';
import { formatPercentage, joinedList } from './room-card-text';

/** The language of the page, and the hotel's time zone and currency where the page knows them already. */
export interface FirstFormats {
  locale: string;
  timeZone?: string | undefined;
  currency?: string | undefined;
}

/**
 * What the results page writes first with Intl: the search summary's stay, a plan's fee, its price,
 * its cancellation deadline's day and time in the hotel's zone (the reader's where unknown: any zone
 * loads the zone data), its meals as a list, and a plural of the language file.
 */
export function writeFirstFormats({ locale, timeZone, currency }: FirstFormats): void {
  formatStayDates({ checkin: '2026-01-01', checkout: '2026-01-02' }, locale);
  formatPercentage(0, locale);
  formatMoney(0, currency ?? 'USD', locale);
  formatDayAndTime(new Date(0), locale, timeZone);
  joinedList(['', ''], locale);
  new Intl.PluralRules(intlLocale(locale)).select(1);
}
