import type { CurrencyCode } from './currency-data';

/**
 * Currency by IP (SPEC.md section 3 "detected"): the currency a guest from a country most likely
 * pays in, for the countries whose currency is one of the 34 of SPEC.md section 9. A country not
 * listed detects nothing. Keys are ISO 3166-1 alpha-2 codes.
 */
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

export const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  JP: 'JPY',
  AR: 'ARS',
  AU: 'AUD',
  BR: 'BRL',
  CA: 'CAD',
  CN: 'CNY',
  CZ: 'CZK',
  DK: 'DKK',
  HK: 'HKD',
  IN: 'INR',
  ID: 'IDR',
  IL: 'ILS',
  MO: 'MOP',
  MY: 'MYR',
  MX: 'MXN',
  TW: 'TWD',
  NZ: 'NZD',
  NO: 'NOK',
  PH: 'PHP',
  GB: 'GBP',
  QA: 'QAR',
  RU: 'RUB',
  SA: 'SAR',
  SG: 'SGD',
  ZA: 'ZAR',
  KR: 'KRW',
  LK: 'LKR',
  SE: 'SEK',
  CH: 'CHF',
  LI: 'CHF',
  TH: 'THB',
  AE: 'AED',
  US: 'USD',
  VN: 'VND',
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR' as const])),
};

/** The currency of a country, or null when it is not one of SPEC.md section 9's. */
export function currencyOfCountry(country: string | null | undefined): CurrencyCode | null {
  return (country && COUNTRY_CURRENCIES[country.trim().toUpperCase()]) || null;
}
