import {
  CURRENCY_CODES,
  ErrorCode,
  SUGGESTED_CURRENCIES,
  convertMinorUnits,
  currencyDecimals,
  currencySymbol,
  formatRate,
  isCurrencyCode,
  parseRate,
  type HotelCurrenciesReply,
} from '../../contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import {
  findExchangeRate,
  findMcpEnabled,
  listExchangeRates,
  upsertExchangeRate,
  upsertMcpEnabled,
} from './currency-repository';

export interface HotelRate {
  currency: string;
  /** Normalised decimal string (no trailing zeros). */
  rate: string;
  updatedAt: Date;
}

const notAvailable = (code: string) =>
  new BookingFailure(
    422,
    ErrorCode.currencyNotAvailable,
    'Currency not available',
    `This hotel does not offer prices in ${code}.`,
  );

export async function isMcpEnabled(db: Queryable, hotelId: number): Promise<boolean> {
  return findMcpEnabled(db, hotelId);
}

export async function ratesOf(db: Queryable, hotelId: number): Promise<HotelRate[]> {
  const rows = await listExchangeRates(db, hotelId);
  return rows.map((row) => ({
    currency: row.currency,
    rate: formatRate(parseRate(row.rate)!),
    updatedAt: row.updatedAt,
  }));
}

/**
 * The rate a hotel applies to `currency`, refused (currency_not_available) when multi-currency is
 * off, the code is not one of SPEC.md section 9, or the hotel keeps no rate for it.
 */
export async function rateFor(
  db: Queryable,
  hotel: { id: number; currency: string },
  currency: string,
): Promise<HotelRate> {
  if (!isCurrencyCode(currency) || !(await isMcpEnabled(db, hotel.id))) throw notAvailable(currency);
  if (currency === hotel.currency) return { currency, rate: '1', updatedAt: new Date(0) };
  const row = await findExchangeRate(db, hotel.id, currency);
  if (!row) throw notAvailable(currency);
  return { currency, rate: formatRate(parseRate(row.rate)!), updatedAt: row.updatedAt };
}

/** Hotel currency minor units -> `rate.currency` minor units (half up, contract/currencies.ts). */
export function toMcp(amount: number, hotelCurrency: string, rate: HotelRate): number {
  return convertMinorUnits(amount, hotelCurrency, rate.currency, rate.rate);
}

export async function hotelCurrencies(
  db: Queryable,
  hotel: { id: number; currency: string },
): Promise<HotelCurrenciesReply> {
  const enabled = await isMcpEnabled(db, hotel.id);
  if (!enabled) return { hotel_currency: hotel.currency, mcp_enabled: false, suggested: [], currencies: [] };
  const rates = await ratesOf(db, hotel.id);
  const byCode = new Map(rates.map((r) => [r.currency, r]));
  return {
    hotel_currency: hotel.currency,
    mcp_enabled: true,
    suggested: SUGGESTED_CURRENCIES.filter((code) => byCode.has(code)),
    currencies: CURRENCY_CODES.flatMap((code) => {
      const rate = code === hotel.currency ? { rate: '1', updatedAt: null } : byCode.get(code);
      if (!rate) return [];
      return [
        {
          code,
          decimals: currencyDecimals(code),
          symbol: currencySymbol(code),
          rate: rate.rate,
          updated_at: rate.updatedAt?.toISOString() ?? new Date(0).toISOString(),
        },
      ];
    }),
  };
}

/** The hotel maintains a rate: insert or replace, stamped with the injected clock. */
export async function setRate(
  db: Queryable,
  clock: Clock,
  hotel: { id: number; currency: string },
  currency: string,
  rate: string,
): Promise<HotelRate> {
  if (!isCurrencyCode(currency) || currency === hotel.currency) throw notAvailable(currency);
  const now = new Date(clock.now().epochMilliseconds);
  const normalised = formatRate(parseRate(rate)!);
  await upsertExchangeRate(db, hotel.id, currency, normalised, now);
  return { currency, rate: normalised, updatedAt: now };
}

export async function setMcpEnabled(db: Queryable, clock: Clock, hotelId: number, enabled: boolean): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds);
  await upsertMcpEnabled(db, hotelId, enabled, now);
}
