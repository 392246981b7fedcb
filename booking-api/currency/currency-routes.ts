import { Hono } from 'hono';
import {
  currenciesQuerySchema,
  currencyByIpSettingsRequestSchema,
  currencySettingsRequestSchema,
  exchangeRateRequestSchema,
  ipCountryRangeRequestSchema,
} from '../../contract';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import { hotelCurrencies, setMcpEnabled, setRate } from './exchange-rates';
import { detectedCurrency, saveIpCountryRange, setCurrencyByIp } from './currency-by-ip';

/**
 * Multi-currency over HTTP.
 *   GET /book/hotels/{hotel}/currencies?client_ip&country       (Client-Session) what the selector offers, and the detected currency
 *   PUT /api/staff/hotels/{hotel}/exchange_rates/{currency}     { rate: "0.0067" } (HTTP Basic, API client)
 *   PUT /api/staff/hotels/{hotel}/currency_settings             { mcp_enabled: true } (HTTP Basic, API client)
 *   PUT /api/staff/hotels/{hotel}/currency_by_ip                { enabled: true } the hotel's brand's currency-by-IP setting
 *   POST /api/staff/hotels/{hotel}/ip_country_ranges            { network: "192.0.2.0/24", country: "US" } the brand's IP table
 */
export function currencyRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const { db } = deps.database;
  routes.get('/book/hotels/:h/currencies', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const where = parseQuery(c, currenciesQuerySchema);
    const offered = await hotelCurrencies(db, hotel);
    return c.json({ ...offered, detected_currency: await detectedCurrency(db, hotel, offered, where) });
  });
  routes.put('/api/staff/hotels/:h/exchange_rates/:currency', async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    const { rate } = await parseJsonBody(c, exchangeRateRequestSchema);
    const saved = await setRate(db, deps.clock, hotel, c.req.param('currency').toUpperCase(), rate);
    return c.json({ currency: saved.currency, rate: saved.rate, updated_at: saved.updatedAt.toISOString() });
  });
  routes.put('/api/staff/hotels/:h/currency_settings', async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    const { mcp_enabled } = await parseJsonBody(c, currencySettingsRequestSchema);
    await setMcpEnabled(db, deps.clock, hotel.id, mcp_enabled);
    return c.json(await hotelCurrencies(db, hotel));
  });
  routes.put('/api/staff/hotels/:h/currency_by_ip', async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    const { enabled } = await parseJsonBody(c, currencyByIpSettingsRequestSchema);
    await setCurrencyByIp(db, deps.clock, hotel.brandId, enabled);
    return c.json({ brand: hotel.brand.code, enabled });
  });
  routes.post('/api/staff/hotels/:h/ip_country_ranges', async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    const { network, country } = await parseJsonBody(c, ipCountryRangeRequestSchema);
    return c.json(await saveIpCountryRange(db, hotel.brandId, network, country), 201);
  });
  return routes;
}
