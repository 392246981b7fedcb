import { formatDayAndTime, formatStayDates } from './dates';
import { formatMoney } from './money';
import { formatPercentage } from './room-card-text';

/**
 * What the results page writes first with Intl: the search summary's stay, a plan's fee, a price, a
 * cancellation deadline's day and time (in the reader's zone here: any zone loads the zone data) and
 * a plural of the language file.
 */
export function writeFirstFormats(locale: string): void {
  formatStayDates({ checkin: '2026-01-01', checkout: '2026-01-02' }, locale);
  formatPercentage(0, locale);
  formatMoney(0, 'USD', locale);
  formatDayAndTime(new Date(0), locale);
  new Intl.PluralRules(locale.replace('_', '-')).select(1);
}
