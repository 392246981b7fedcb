import { ErrorCode, type CreateReservationRequest } from '../../contract';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import type { CardPaymentPlan } from '../payments/card-booking';
import { rateFor, toMcp } from './exchange-rates';

/** SPEC.md section 5: in multi-currency mode visa and master pay in the chosen currency. */
const MCP_BRANDS = ['visa', 'master'];

export interface McpCharge {
  currency: string;
  amount: number;
}

/**
 * A booking asked with `mcp_currency` (SPEC.md sections 4 "Currency", 8 "Exchange rate updated",
 * 9 "A non-JPY currency allows card payment only"): card payment only, with a brand accepted in
 * currency mode, at the rate the guest was shown (its `rate_updated_at`, else 409
 * exchange_rate_updated and the guest rechecks the price). The card is charged the total converted
 * exactly, half up. Null without `mcp_currency` or when it is the hotel currency.
 */
export async function mcpChargeFor(
  db: Queryable,
  hotel: { id: number; currency: string },
  request: CreateReservationRequest,
  card: CardPaymentPlan | null,
  totalPrice: number,
): Promise<McpCharge | null> {
  const code = request.mcp_currency?.toUpperCase();
  if (!code || code === hotel.currency) return null;
  const rate = await rateFor(db, hotel, code);
  if (request.payment_type !== 'credit_card' || !card) {
    throw new BookingFailure(422, ErrorCode.paymentMethodNotAllowed, 'Card payment only', `Paying in ${code} is possible by card (credit_card) only.`);
  }
  if (!MCP_BRANDS.includes(card.cardBrand)) {
    throw new BookingFailure(422, ErrorCode.cardNotAccepted, 'Card refused', `Only Visa and Mastercard can pay in ${code}.`);
  }
  if (request.mcp_rate_updated_at !== rate.updatedAt.toISOString()) {
    throw new BookingFailure(409, ErrorCode.exchangeRateUpdated, 'Exchange rate updated', 'The exchange rate changed since the price was shown; please check the price again.');
  }
  return { currency: code, amount: toMcp(totalPrice, hotel.currency, rate) };
}
