import type { ReservationReply } from '../../contract';
import { inChargeCurrency, type ReservationRate } from './reservation-rate';

/**
 * The mcp_* amounts of a reservation charged in another currency (SPEC.md section 3 "A parallel set
 * of mcp_{field}.cents amounts"), converted with the rate stored on the reservation, each amount on
 * its own (contract/currencies.ts rounding rule). The deposit of credit_card_deposit converted this
 * way is exactly what the card was charged. Nothing for a reservation paid in the hotel currency.
 */
export function multiCurrencyReplyFields(
  rate: ReservationRate | null | undefined,
  reply: Pick<ReservationReply, 'total_price' | 'deposit_amount' | 'remain_amount' | 'price_summary'>,
): Pick<
  ReservationReply,
  'mcp_currency' | 'mcp_total_price' | 'mcp_deposit_amount' | 'mcp_remain_amount' | 'price_summary'
> {
  if (!rate || rate.currency === rate.hotelCurrency) return {};
  const convert = (amount: number) => inChargeCurrency(rate, amount);
  return {
    mcp_currency: { code: rate.currency, rate: rate.rate, rate_updated_at: rate.updatedAt.toISOString() },
    mcp_total_price: convert(reply.total_price),
    ...(reply.deposit_amount !== undefined ? { mcp_deposit_amount: convert(reply.deposit_amount) } : {}),
    ...(reply.remain_amount !== undefined ? { mcp_remain_amount: convert(reply.remain_amount) } : {}),
    // The stored summary as the quote gave it before booking: its total, deposit and remain in the charged currency too.
    ...(reply.price_summary
      ? {
          price_summary: {
            ...reply.price_summary,
            mcp_currency: rate.currency,
            mcp_total_price: convert(reply.price_summary.total_price),
            mcp_deposit_amount: convert(reply.price_summary.deposit_amount),
            mcp_remain_amount: convert(reply.price_summary.remain_amount),
          },
        }
      : {}),
  };
}
