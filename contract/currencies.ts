import { z } from 'zod';
import { CURRENCY_CODES, parseRate } from './currency-data';

/**
 * The currencies of SPEC.md section 9 live in the zod-free ./currency-data.ts (the browser imports
 * that one); this module adds the schemas of the currency calls.
 */
export * from './currency-data';
export * from './country-currencies';
export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** A rate as the hotel maintains it: a positive decimal string of at most 10 fractional digits. */
export const exchangeRateValueSchema = z
  .string()
  .refine((value) => parseRate(value) !== null, 'must be a positive decimal with at most 10 fractional digits');

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
  currencies: z.array(
    z.object({
      code: z.string(),
      decimals: z.number().int(),
      symbol: z.string(),
      rate: z.string(),
      updated_at: z.string(),
    }),
  ),
  /**
   * Currency by IP (SPEC.md section 3 "detected"): the currency of the guest's country when the
   * brand's setting is on and the hotel offers it (one of `currencies`); null otherwise. Optional
   * on the wire for servers without the setting.
   */
  detected_currency: z.string().nullable().optional(),
});
export type HotelCurrenciesReply = z.infer<typeof hotelCurrenciesReplySchema>;

/**
 * GET /book/hotels/{hotel}/currencies?client_ip=&country=: what the API client (the gateway) knows
 * of the guest's location. `country` is a trusted proxy's answer (ISO 3166 alpha-2), else
 * `client_ip` is looked up in the brand's IP ranges. Both optional.
 */
export const currenciesQuerySchema = z.object({
  client_ip: z.string().trim().max(64).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type CurrenciesQuery = z.infer<typeof currenciesQuerySchema>;

/** PUT /api/staff/hotels/{hotel}/currency_by_ip: the brand's currency-by-IP setting. */
export const currencyByIpSettingsRequestSchema = z.strictObject({ enabled: z.boolean() });
/** POST /api/staff/hotels/{hotel}/ip_country_ranges: one CIDR range (IPv4 or IPv6) of a country. */
export const ipCountryRangeRequestSchema = z.strictObject({
  network: z.string().trim().min(3).max(64),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase()),
});

/**
 * Multi-currency amounts of a reservation paid by card in another currency (SPEC.md section 3
 * "A parallel set of mcp_{field}.cents amounts"): the rate stored at booking, and the total, the
 * deposit (what the card was charged) and the rest converted with it, each on its own.
 */
export const reservationMcpReplyShape = {
  mcp_currency: z.object({ code: z.string(), rate: z.string(), rate_updated_at: z.string() }).optional(),
  mcp_total_price: z.number().int().optional(),
  mcp_deposit_amount: z.number().int().optional(),
  mcp_remain_amount: z.number().int().optional(),
};

/** The mcp_currency block of a rooms search asked with `mcp_currency` (SPEC.md section 3). */
export const mcpCurrencySchema = z.object({ code: z.string(), rate: z.string(), rate_updated_at: z.string() });
