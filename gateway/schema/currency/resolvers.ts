import { z } from 'zod';
import { hotelCurrenciesReplySchema, type HotelCurrenciesReply } from '../../../contract';
import type { HotelCurrencies, Resolvers } from '../../generated/resolvers';
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
    currencies: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(currenciesArgsSchema, args, requestId);
      return toHotelCurrencies(await api.call({ method: 'GET', path: `/book/hotels/${segment(code)}/currencies` }, hotelCurrenciesReplySchema));
    },
  },
  Reservation: {
    // A card charged in another currency than the hotel's is a multi-currency payment.
    mcpCurrency: (reservation) => (reservation.payment && reservation.payment.currency !== reservation.currency ? reservation.payment.currency : null),
    mcpTotalPrice: (reservation) => (reservation.payment && reservation.payment.currency !== reservation.currency ? reservation.payment.amount : null),
  },
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
  };
}
