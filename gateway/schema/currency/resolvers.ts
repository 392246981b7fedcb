import { z } from 'zod';
import {
  hotelCurrenciesReplySchema,
  type HotelCurrenciesReply,
  type PriceSummary as PriceSummaryReply,
  type ReservationReply,
} from '../../../contract';
import type { HotelCurrencies, PriceSummary, Reservation, Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, parseArguments } from '../../parse-arguments';

const currenciesArgsSchema = z.object({ code: hotelCodeSchema });
const segment = encodeURIComponent;

/**
 * Multi-currency (SPEC.md sections 2, 3, 9), mapping only: the booking API keeps the rates, converts
 * (contract/currency-data.ts) and refuses a changed rate. The search and reservation resolvers pass
 * mcpCurrency through; this module serves the selector's list and what a reservation was charged in.
 */
export const currencyResolvers: Resolvers = {
  Query: {
    currencies: async (_parent, args, { api, requestId, guestLocation }) => {
      const { code } = parseArguments(currenciesArgsSchema, args, requestId);
      // Only what the gateway was configured to trust (gateway/guest-location.ts); the API decides the currency.
      const query = { client_ip: guestLocation?.clientIp, country: guestLocation?.country };
      return toHotelCurrencies(
        await api.call(
          { method: 'GET', path: `/book/hotels/${segment(code)}/currencies`, query },
          hotelCurrenciesReplySchema,
        ),
      );
    },
  },
  // Reservation's mcp* fields are mapped with the rest of the reservation (reservationMcpFields).
};

export function toHotelCurrencies(reply: HotelCurrenciesReply): HotelCurrencies {
  const suggested = new Set(reply.suggested);
  return {
    hotelCurrency: reply.hotel_currency,
    mcpEnabled: reply.mcp_enabled,
    suggested: reply.suggested,
    currencies: reply.currencies.map((currency) => ({
      code: currency.code,
      decimals: currency.decimals,
      symbol: currency.symbol,
      rate: currency.rate,
      rateUpdatedAt: currency.updated_at,
      suggested: suggested.has(currency.code),
    })),
    detected: reply.detected_currency ?? null,
  };
}

/**
 * A reservation charged in another currency: the booking API's mcp amounts at the rate stored on the
 * reservation; from a server without them, what the card was charged when its currency is not the hotel's.
 */
export function reservationMcpFields(
  reply: ReservationReply,
): Pick<Reservation, 'mcpCurrency' | 'mcpTotalPrice' | 'mcpRate' | 'mcpDepositAmount' | 'mcpRemainAmount'> {
  const charged = reply.payment && reply.payment.currency !== reply.currency ? reply.payment : null;
  return {
    mcpCurrency: reply.mcp_currency?.code ?? charged?.currency ?? null,
    mcpTotalPrice: reply.mcp_total_price ?? charged?.amount ?? null,
    mcpRate: reply.mcp_currency?.rate ?? null,
    mcpDepositAmount: reply.mcp_deposit_amount ?? null,
    mcpRemainAmount: reply.mcp_remain_amount ?? null,
  };
}

/** Spread into each PriceSummary (gateway/schema/pricing/resolvers.ts): its amounts in the chosen or charged currency. */
export function priceSummaryMcpFields(
  s: PriceSummaryReply,
): Pick<PriceSummary, 'mcpCurrency' | 'mcpTotalPrice' | 'mcpDepositAmount' | 'mcpRemainAmount'> {
  return {
    mcpCurrency: s.mcp_currency ?? null,
    mcpTotalPrice: s.mcp_total_price ?? null,
    mcpDepositAmount: s.mcp_deposit_amount ?? null,
    mcpRemainAmount: s.mcp_remain_amount ?? null,
  };
}
