import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  currenciesQuerySchema,
  currencyByIpSettingsRequestSchema,
  currencySettingsRequestSchema,
  exchangeRateRequestSchema,
  exchangeRateSchema,
  hotelCurrenciesReplySchema,
  ipCountryRangeRequestSchema,
} from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  pathText,
  sessionHeader,
  staffCredentials,
  staffErrors,
} from '../http/declared-routes';
import { staffCheck, staffHotelOf } from '../http/route-credentials';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { hotelCurrencies, setMcpEnabled, setRate } from './exchange-rates';
import { detectedCurrency, saveIpCountryRange, setCurrencyByIp } from './currency-by-ip';

const HotelCurrenciesReply = named('HotelCurrenciesReply', hotelCurrenciesReplySchema);

const currencies = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/currencies',
  summary:
    'Display currencies and exchange rates of the hotel (multi-currency), and the currency detected from client_ip or a trusted country',
  parameters: [sessionHeader],
  request: { params: hotelPath, query: currenciesQuerySchema },
  responses: {
    200: jsonReply('Currencies', HotelCurrenciesReply),
    400: errorReply('Invalid input (1000)'),
    404: errorReply('Unknown hotel (1001)'),
  },
});
const exchangeRate = declareRoute({
  method: 'put',
  path: '/api/staff/hotels/{h}/exchange_rates/{currency}',
  summary: 'Staff: set an exchange rate',
  security: staffCredentials,
  request: {
    params: hotelPath.extend({ currency: pathText('ISO 4217 code') }),
    body: jsonBody(named('ExchangeRateRequest', exchangeRateRequestSchema)),
  },
  responses: { 200: jsonReply('The rate', named('ExchangeRate', exchangeRateSchema)), ...staffErrors },
});
const currencySettings = declareRoute({
  method: 'put',
  path: '/api/staff/hotels/{h}/currency_settings',
  summary: 'Staff: turn multi-currency display on or off',
  security: staffCredentials,
  request: { params: hotelPath, body: jsonBody(named('CurrencySettingsRequest', currencySettingsRequestSchema)) },
  responses: { 200: jsonReply('Currencies', HotelCurrenciesReply), ...staffErrors },
});
const currencyByIp = declareRoute({
  method: 'put',
  path: '/api/staff/hotels/{h}/currency_by_ip',
  summary: "Staff: turn currency by IP on or off for the hotel's brand",
  security: staffCredentials,
  request: { params: hotelPath, body: jsonBody(named('CurrencyByIpRequest', currencyByIpSettingsRequestSchema)) },
  responses: {
    200: jsonReply('The setting', z.object({ brand: z.string(), enabled: z.boolean() })),
    ...staffErrors,
  },
});
const ipCountryRange = declareRoute({
  method: 'post',
  path: '/api/staff/hotels/{h}/ip_country_ranges',
  summary: "Staff: add a CIDR range (IPv4 or IPv6) of a country to the brand's IP table",
  security: staffCredentials,
  request: { params: hotelPath, body: jsonBody(named('IpCountryRangeRequest', ipCountryRangeRequestSchema)) },
  responses: {
    201: jsonReply(
      'Saved (the network as PostgreSQL writes it)',
      z.object({ network: z.string(), country: z.string() }),
    ),
    ...staffErrors,
  },
});

/**
 * Multi-currency over HTTP: what the selector offers and the detected currency (Client-Session),
 * and the staff settings (HTTP Basic, API client): exchange rates, multi-currency display, the
 * brand's currency-by-IP setting and its IP table.
 */
export function currencyRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ staffBasic: staffCheck(deps) });
  const { db } = deps.database;
  addRoute(routes, currencies, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const offered = await hotelCurrencies(db, hotel);
    return c.json({ ...offered, detected_currency: await detectedCurrency(db, hotel, offered, c.req.valid('query')) });
  });
  addRoute(routes, exchangeRate, async (c) => {
    const hotel = staffHotelOf(c);
    const { rate } = c.req.valid('json');
    const saved = await setRate(db, deps.clock, hotel, c.req.valid('param').currency.toUpperCase(), rate);
    return c.json({ currency: saved.currency, rate: saved.rate, updated_at: saved.updatedAt.toISOString() });
  });
  addRoute(routes, currencySettings, async (c) => {
    const hotel = staffHotelOf(c);
    await setMcpEnabled(db, deps.clock, hotel.id, c.req.valid('json').mcp_enabled);
    return c.json(await hotelCurrencies(db, hotel));
  });
  addRoute(routes, currencyByIp, async (c) => {
    const hotel = staffHotelOf(c);
    const { enabled } = c.req.valid('json');
    await setCurrencyByIp(db, deps.clock, hotel.brandId, enabled);
    return c.json({ brand: hotel.brand.code, enabled });
  });
  addRoute(routes, ipCountryRange, async (c) => {
    const hotel = staffHotelOf(c);
    const { network, country } = c.req.valid('json');
    return c.json(await saveIpCountryRange(db, hotel.brandId, network, country), 201);
  });
  return routes;
}
