import { Hono } from 'hono';
import { currencySettingsRequestSchema, exchangeRateRequestSchema } from '../../contract';
import { parseJsonBody } from '../http/request-parsing';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import { hotelCurrencies, setMcpEnabled, setRate } from './exchange-rates';

/**
 * Multi-currency over HTTP.
 *   GET /book/hotels/{hotel}/currencies                         (Client-Session) what the selector offers
 *   PUT /api/staff/hotels/{hotel}/exchange_rates/{currency}     { rate: "0.0067" } (HTTP Basic, API client)
 *   PUT /api/staff/hotels/{hotel}/currency_settings             { mcp_enabled: true } (HTTP Basic, API client)
 */
export function currencyRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const { db } = deps.database;
  routes.get('/book/hotels/:h/currencies', async (c) => c.json(await hotelCurrencies(db, await hotelFromPath(c, deps))));
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
  return routes;
}
