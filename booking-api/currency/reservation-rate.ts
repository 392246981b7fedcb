import type { Queryable } from '../db/transactions';
import { findReservationRate, insertReservationRate } from './currency-repository';
import { toMcp, type HotelRate } from './exchange-rates';

/**
 * The exchange rate stored on a multi-currency reservation (migration 0021). Written in the
 * booking transaction with the rate the card was charged at; every later conversion of that
 * reservation (a shorter stay's quote, its refund, a cancellation's refund) uses it, never today's
 * rate, with the exact integer conversion of contract/currencies.ts (half up).
 */
export interface ReservationRate extends HotelRate {
  hotelCurrency: string;
}

export async function saveReservationRate(tx: Queryable, reservationId: number, rate: HotelRate): Promise<void> {
  await insertReservationRate(tx, reservationId, rate);
}

/** Null for a reservation paid in the hotel currency (or made before migration 0021). */
export async function reservationRateOf(
  db: Queryable,
  reservation: { id: number; currency: string },
): Promise<ReservationRate | null> {
  const row = await findReservationRate(db, reservation.id);
  return row
    ? { currency: row.currency, rate: row.rate, updatedAt: row.rateUpdatedAt, hotelCurrency: reservation.currency }
    : null;
}

/** A hotel-currency amount in the currency the reservation was charged in (unchanged without a stored rate). */
export function inChargeCurrency(rate: ReservationRate | null, amount: number): number {
  return rate ? toMcp(amount, rate.hotelCurrency, rate) : amount;
}
