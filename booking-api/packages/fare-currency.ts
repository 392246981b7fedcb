import { FLIGHT_CURRENCY, RATE_SCALE_DIGITS, currencyDecimals, formatRate, parseRate } from '../../contract';
import { findExchangeRate } from '../currency/currency-repository';
import type { Queryable } from '../db/transactions';

/**
 * Flight fares are set in yen (FLIGHT_CURRENCY); a package is priced, shown and charged in its
 * hotel's currency, rooms and flights together (SPEC.md section 1: the hotel's prices are in its
 * currency, section 9: a currency other than JPY is paid by card only). A hotel selling in another
 * currency converts the fares at the rate it keeps for yen (exchange_rates: how many yen one unit of
 * the hotel's currency buys, maintained like its other rates with PUT
 * /api/staff/hotels/{hotel}/exchange_rates/JPY). Each seat's fare is converted once, half up on the
 * hotel currency's minor unit, so a flight's total is its seats times the shown fare.
 */
export interface FareCurrency {
  /** The hotel's currency: the package's fares are in it. */
  currency: string;
  /** The yen one unit of the hotel's currency buys; null for a hotel selling in yen. */
  yenRate: string | null;
  /** A seat's yen fare in the hotel's currency (minor units). */
  fare(yen: number): number;
}

const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

/** Yen (minor units) into `currency` minor units at `yenRate` yen per unit of `currency`, half up. */
export function yenToCurrency(yen: number, currency: string, yenRate: string): number {
  if (!Number.isSafeInteger(yen) || yen < 0) throw new RangeError('a fare is a non-negative whole number of yen');
  const scaled = parseRate(yenRate);
  if (scaled === null) throw new RangeError(`not a usable exchange rate: ${yenRate}`);
  const numerator = BigInt(yen) * RATE_SCALE * 10n ** BigInt(currencyDecimals(currency));
  const denominator = scaled * 10n ** BigInt(currencyDecimals(FLIGHT_CURRENCY));
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

/** How the hotel prices fares, or null when it sells in another currency and keeps no rate for yen. */
export async function fareCurrencyOf(
  db: Queryable,
  hotel: { id: number; currency: string },
): Promise<FareCurrency | null> {
  if (hotel.currency === FLIGHT_CURRENCY) return { currency: FLIGHT_CURRENCY, yenRate: null, fare: (yen) => yen };
  const row = await findExchangeRate(db, hotel.id, FLIGHT_CURRENCY);
  const scaled = row ? parseRate(row.rate) : null;
  if (scaled === null) return null;
  const yenRate = formatRate(scaled);
  return { currency: hotel.currency, yenRate, fare: (yen) => yenToCurrency(yen, hotel.currency, yenRate) };
}
