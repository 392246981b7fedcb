import { currencyDecimals } from '../../contract/currency-data';

/**
 * Money arrives as an integer in the currency's minor unit (DESIGN.md). The view edge turns it into
 * text with Intl.NumberFormat; the number of minor-unit digits follows SPEC.md section 9, which
 * differs from Intl's own table for TWD and IDR.
 */
export function minorUnitDigits(currency: string): number {
  return currencyDecimals(currency);
}

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits);
}

/** A YYYY-MM-DD date in words, without reading the clock or the browser's time zone. */
export function formatPlainDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** Our locale names (zh_Hans) to BCP 47 (zh-Hans). */
export function intlLocale(locale: string): string {
  return locale.replace('_', '-');
}
