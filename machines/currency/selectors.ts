import type { SnapshotFrom } from 'xstate';
import { convertMinorUnits } from '../../contract/currency-data';
import type { currencyMachine } from './machine';
import { allowedCardBrands, allowedPaymentMethods, effectiveCurrency, isMcpMode } from './currency-state';
import type { CurrencyOption } from './events';

type CurrencySnapshot = SnapshotFrom<typeof currencyMachine>;

/** The rate prices are converted with and the booking carries (null when paying in the hotel currency). */
export interface CurrencyQuote {
  hotelCurrency: string;
  code: string;
  rate: string;
  rateUpdatedAt: string;
}

export const selectEffectiveCurrency = (s: CurrencySnapshot) => effectiveCurrency(s.context);
export const selectHotelCurrency = (s: CurrencySnapshot) => s.context.hotelCurrency;
export const selectIsMcpMode = (s: CurrencySnapshot) => isMcpMode(s.context);
/** SPEC.md section 2: the selector exists only when multi-currency payment is on (and the hotel's list arrived). */
export const selectShowsSelector = (s: CurrencySnapshot) =>
  !s.matches({ Mode: 'Disabled' }) && s.matches({ List: 'Ready' }) && s.context.options.length > 1;
export const selectAllowedCardBrands = (s: CurrencySnapshot) => allowedCardBrands(s.context);
export const selectAllowedPaymentMethods =
  <M extends string>(methods: readonly M[]) =>
  (s: CurrencySnapshot) =>
    allowedPaymentMethods(s.context, methods);
export const selectCurrencyOptions = (s: CurrencySnapshot): CurrencyOption[] => s.context.options;
export const selectSuggestedCurrencies = (s: CurrencySnapshot) => s.context.suggested;
export const selectListFailed = (s: CurrencySnapshot) => s.matches({ List: 'Failed' });
/** The hotel's currencies are being asked for (the selector's place is not known yet). */
export const selectListLoading = (s: CurrencySnapshot) =>
  s.matches({ List: 'Loading' }) || s.matches({ List: 'Checking' });
/** The guest's own choice (the selector's value): selected, else the effective currency. */
export const selectSelectorValue = (s: CurrencySnapshot) => effectiveCurrency(s.context);

/** The rate of the effective currency when it is not the hotel's and the hotel keeps one; else null. */
export function selectQuote(s: CurrencySnapshot): CurrencyQuote | null {
  if (!isMcpMode(s.context)) return null;
  const code = effectiveCurrency(s.context);
  const option = s.context.options.find((candidate) => candidate.code === code);
  return option
    ? { hotelCurrency: s.context.hotelCurrency, code, rate: option.rate, rateUpdatedAt: option.rateUpdatedAt }
    : null;
}

export const sameQuote = (a: CurrencyQuote | null, b: CurrencyQuote | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.code === b.code &&
    a.rate === b.rate &&
    a.rateUpdatedAt === b.rateUpdatedAt &&
    a.hotelCurrency === b.hotelCurrency);

/** An amount of the hotel currency in the quote's currency, converted as the booking API does (contract/currency-data.ts). */
export function convertWithQuote(amount: number, quote: CurrencyQuote): number {
  return convertMinorUnits(amount, quote.hotelCurrency, quote.code, quote.rate);
}
