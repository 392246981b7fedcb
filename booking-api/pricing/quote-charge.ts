import type { PriceQuoteQuery, PriceQuoteReply, PriceSummary } from '../../contract';
import { multiCurrencyPricing } from '../currency/multi-currency-prices';
import type { Queryable } from '../db/transactions';
import { chargeSplitOf, depositPercentagesOf } from '../payment-methods/payment-terms';

/**
 * The quote's "charged now" and "paid later": deposit_amount and remain_amount of the
 * chosen payment_type, worked out as the booking will (payment-methods/payment-terms.ts), for the
 * whole quote and for each room; asked with mcp_currency, the total, deposit and remain converted
 * each on its own, exactly as the booking converts what it charges (currency/exchange-rates.ts).
 * Without payment_type deposit and remain stay 0: nothing is decided yet.
 */
export async function withQuotedCharge(
  db: Queryable,
  hotel: { id: number; currency: string },
  query: Pick<PriceQuoteQuery, 'payment_type' | 'mcp_currency'>,
  rooms: { planId: number; totalPrice: number }[],
  reply: PriceQuoteReply,
): Promise<PriceQuoteReply> {
  const method = query.payment_type;
  const shares =
    method === 'credit_card_deposit'
      ? await depositPercentagesOf(db, hotel.id, [...new Set(rooms.map((room) => room.planId))])
      : new Map<number, number>();
  const mcp = await multiCurrencyPricing(db, hotel, query.mcp_currency);
  const charged = (summary: PriceSummary, of: { planId: number; totalPrice: number }[]): PriceSummary => {
    const split = method ? chargeSplitOf(method, of, summary.total_price, shares) : { deposit: 0, remain: 0 };
    const terms = { ...summary, deposit_amount: split.deposit, remain_amount: split.remain };
    if (!mcp) return terms;
    return {
      ...terms,
      mcp_currency: mcp.block.code,
      mcp_total_price: mcp.convert(terms.total_price),
      mcp_deposit_amount: mcp.convert(terms.deposit_amount),
      mcp_remain_amount: mcp.convert(terms.remain_amount),
    };
  };
  return {
    ...reply,
    rooms: reply.rooms.map((room, index) => ({ ...room, price_summary: charged(room.price_summary, [rooms[index]!]) })),
    price_summary: charged(reply.price_summary, rooms),
  };
}
