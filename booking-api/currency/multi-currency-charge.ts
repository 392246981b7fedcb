import { ErrorCode, type CreateReservationRequest } from '../../contract';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import type { CardPaymentPlan } from '../payments/card-booking';
import { rateFor, toMcp, type HotelRate } from './exchange-rates';

/*
 * "MCP" (multi-currency payment, as SPEC.md names it): a guest who chose a currency other than the hotel's
 * sees prices converted at the hotel's rate and pays by card in that currency; the hotel's currency stays the
 * one the reservation is stored and settled in. The multi-currency-*.ts files hold its pricing (search replies),
 * its charge (booking) and its reply amounts; `mcp_*` wire fields (SPEC.md) and `mcp*` names in the gateway and
 * the charts (`mcpCurrency`, `mcpRate`) mean that chosen currency or its conversion.
 */

/** SPEC.md section 5: in multi-currency mode visa and master pay in the chosen currency. */
const MULTI_CURRENCY_BRANDS = ['visa', 'master'];
/** SPEC.md section 9: a non-JPY currency allows card payment only: the card methods that charge at booking (not the KRW ones). */
export const MULTI_CURRENCY_PAYMENT_METHODS: readonly string[] = [
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
];

export interface MultiCurrencyCharge {
  currency: string;
  amount: number;
  /** Stored on the reservation (currency/reservation-rate.ts) for later quotes and refunds. */
  rate: HotelRate;
}

/**
 * A booking asked with `mcp_currency` (SPEC.md sections 4 "Currency", 8 "Exchange rate updated",
 * 9 "A non-JPY currency allows card payment only"): card payment only, with a brand accepted in
 * currency mode, at the rate the guest was shown (its `rate_updated_at`, else 409
 * exchange_rate_updated and the guest rechecks the price). The card is charged what the method
 * charges now (the total, or the deposit of credit_card_deposit) converted exactly, half up.
 * Null without `mcp_currency` or when it is the hotel currency.
 */
export async function multiCurrencyChargeFor(
  db: Queryable,
  hotel: { id: number; currency: string },
  request: CreateReservationRequest,
  card: CardPaymentPlan | null,
  /** Hotel currency: what the method charges at booking (payment-methods/payment-terms.ts chargedAmount). */
  chargedAmount: number,
): Promise<MultiCurrencyCharge | null> {
  const code = request.mcp_currency?.toUpperCase();
  if (!code || code === hotel.currency) return null;
  const rate = await rateFor(db, hotel, code);
  if (!MULTI_CURRENCY_PAYMENT_METHODS.includes(request.payment_type) || !card) {
    throw new BookingFailure(
      422,
      ErrorCode.paymentMethodNotAllowed,
      'Card payment only',
      `Paying in ${code} is possible by card (${MULTI_CURRENCY_PAYMENT_METHODS.join(', ')}) only.`,
    );
  }
  if (!MULTI_CURRENCY_BRANDS.includes(card.cardBrand)) {
    throw new BookingFailure(
      422,
      ErrorCode.cardNotAccepted,
      'Card refused',
      `Only Visa and Mastercard can pay in ${code}.`,
    );
  }
  if (request.mcp_rate_updated_at !== rate.updatedAt.toISOString()) {
    throw new BookingFailure(
      409,
      ErrorCode.exchangeRateUpdated,
      'Exchange rate updated',
      'The exchange rate changed since the price was shown; please check the price again.',
    );
  }
  return { currency: code, amount: toMcp(chargedAmount, hotel.currency, rate), rate };
}
