import { z } from 'zod';
import { CURRENCY_CODES, parseRate } from './currency-data';

/**
 * The currencies of SPEC.md section 9 live in the zod-free ./currency-data.ts (the browser imports
 * that one); this module adds the schemas of the currency calls.
 */
export * from './currency-data';
export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** A rate as the hotel maintains it: a positive decimal string of at most 10 fractional digits. */
export const exchangeRateValueSchema = z.string().refine((value) => parseRate(value) !== null, 'must be a positive decimal with at most 10 fractional digits');

/** PUT /api/staff/hotels/{hotel}/exchange_rates/{currency} */
export const exchangeRateRequestSchema = z.strictObject({ rate: exchangeRateValueSchema });
/** PUT /api/staff/hotels/{hotel}/currency_settings */
export const currencySettingsRequestSchema = z.strictObject({ mcp_enabled: z.boolean() });

export const exchangeRateSchema = z.object({
  currency: z.string(),
  /** Units of `currency` for one unit of the hotel's currency. */
  rate: z.string(),
  updated_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /book/hotels/{hotel}/currencies: what the currency selector offers. */
export const hotelCurrenciesReplySchema = z.object({
  hotel_currency: z.string(),
  mcp_enabled: z.boolean(),
  suggested: z.array(z.string()),
  /** Every currency of SPEC.md section 9 with a rate from the hotel; empty when multi-currency is off. */
  currencies: z.array(z.object({ code: z.string(), decimals: z.number().int(), symbol: z.string(), rate: z.string(), updated_at: z.string() })),
});
export type HotelCurrenciesReply = z.infer<typeof hotelCurrenciesReplySchema>;

/** The mcp_currency block of a rooms search asked with `mcp_currency` (SPEC.md section 3). */
export const mcpCurrencySchema = z.object({ code: z.string(), rate: z.string(), rate_updated_at: z.string() });
