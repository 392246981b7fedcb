import { currencyDecimals } from '../../contract/currency-data';
import { numberFormat } from '../../contract/intl-formats';

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
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits);
}

/** Our locale names (zh_Hans) to BCP 47 (zh-Hans). */
export function intlLocale(locale: string): string {
  return locale.replace('_', '-');
}
