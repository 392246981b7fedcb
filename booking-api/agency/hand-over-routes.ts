import { Hono } from 'hono';
import {
  bookTemporaryStorageRequestSchema,
  createTemporaryStorageRequestSchema,
  reservationLookupQuerySchema,
} from '../../contract';
import { clientBrandsOf } from '../http/client-session';
import { requestLocaleOf } from '../http/request-locale';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { hotelFromPath } from '../routes/deps';
import { otaEnabledOverride } from '../../contract/agency-hand-over-rule';
import {
  bookTemporaryStorage,
  createTemporaryStorage,
  handOverSetting,
  readAgencyReservation,
  readTemporaryStorage,
  type HandOverDeps,
} from './hand-over';

export const TEMPORARY_STORAGES_ROUTE = '/api/ota/v1/temporary_storages';
export const AGENCY_RESERVATION_ROUTE = '/api/ota/v1/reservations/:number';

/** The hand-over's REST routes (booking-api/agency/hand-over.ts); /api/ota/* needs a client session (app.ts). */
export function handOverRoutes(deps: HandOverDeps): Hono {
  const routes = new Hono();

  // Whether the widget offers the agency button at this hotel, and its colours.
  routes.get('/api/ota/v1/hotels/:h/hand_over', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return c.json({ data: await handOverSetting(deps, hotel, otaEnabledOverride(new URL(c.req.url).search)) });
  });

  routes.post(TEMPORARY_STORAGES_ROUTE, async (c) => {
    const request = await parseJsonBody(c, createTemporaryStorageRequestSchema);
    return c.json({ data: await createTemporaryStorage(deps, clientBrandsOf(c), request) }, 201);
  });

  routes.get(`${TEMPORARY_STORAGES_ROUTE}/:id`, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readTemporaryStorage(deps, clientBrandsOf(c), c.req.param('id'), requestLocaleOf(c)) });
  });

  routes.post(`${TEMPORARY_STORAGES_ROUTE}/:id/reservation`, async (c) => {
    const { card_token } = await parseJsonBody(c, bookTemporaryStorageRequestSchema);
    const outcome = await bookTemporaryStorage(deps, clientBrandsOf(c), c.req.param('id'), card_token);
    if (outcome.status === 200) c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body, outcome.status);
  });

  routes.get(AGENCY_RESERVATION_ROUTE, async (c) => {
    const credentials = parseQuery(c, reservationLookupQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: await readAgencyReservation(
        deps,
        clientBrandsOf(c),
        c.req.param('number'),
        credentials,
        requestLocaleOf(c),
      ),
    });
  });
  return routes;
}
