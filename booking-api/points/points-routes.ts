import { Hono, type Context } from 'hono';
import {
  AUTHORIZATION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  pageQuerySchema,
  pointExchangeRequestSchema,
  pointsTimelineQuerySchema,
  switchProgramRequestSchema,
} from '../../contract';
import { findBrandByCode } from '../repositories/hotels';
import { failures } from '../domain/booking-failure';
import { CLIENT_BRAND_ID } from '../http/client-session';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import {
  exchangePoints,
  listBrandPrograms,
  listPointExchanges,
  pointInfo,
  pointsTimeline,
  showProgram,
  switchProgram,
  type PointsCall,
} from './member-points';
import { pointFailures } from './point-failures';
import { consumeVoucher, listVouchers } from './vouchers';

async function pointsCall(c: Context, deps: RouteDeps): Promise<PointsCall> {
  return {
    database: deps.database,
    clock: deps.clock,
    hotel: await hotelFromPath(c, deps),
    authorization: c.req.header(AUTHORIZATION_HEADER),
  };
}

/**
 * Points, programs and vouchers of the signed-in member (SPEC.md section 7) under
 * /book/hotels/{h}/memberships/, and the public program list of a brand. Every member call needs
 * the member's bearer session of the hotel's brand (401 1400 / 3402) and only ever reads or
 * changes that member's own data.
 */
export function pointsRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const base = '/book/hotels/:h/memberships';

  routes.get(`${base}/point`, async (c) => c.json({ data: await pointInfo(await pointsCall(c, deps)) }));
  routes.get(`${base}/points_timeline`, async (c) => {
    const call = await pointsCall(c, deps);
    return c.json(await pointsTimeline(call, parseQuery(c, pointsTimelineQuerySchema)));
  });
  routes.get(`${base}/point_exchanges`, async (c) => {
    const call = await pointsCall(c, deps);
    return c.json(await listPointExchanges(call, parseQuery(c, pageQuerySchema)));
  });
  routes.post(`${base}/point_exchanges`, async (c) => {
    const call = await pointsCall(c, deps);
    const request = await parseJsonBody(c, pointExchangeRequestSchema);
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    if (key && key.length > 255) throw failures.invalidField(IDEMPOTENCY_KEY_HEADER, 'must be at most 255 characters');
    const { exchange, replayed } = await exchangePoints(call, request, key);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: exchange }, replayed ? 200 : 201);
  });
  routes.get(`${base}/program`, async (c) => c.json({ data: await showProgram(await pointsCall(c, deps)) }));
  routes.get(`${base}/program/:id{[0-9]{1,9}}`, async (c) =>
    c.json({ data: await showProgram(await pointsCall(c, deps), Number(c.req.param('id'))) }),
  );
  routes.post(`${base}/switch`, async (c) => {
    const call = await pointsCall(c, deps);
    const { program_id } = await parseJsonBody(c, switchProgramRequestSchema);
    return c.json({ data: await switchProgram(call, program_id) });
  });
  routes.get(`${base}/vouchers`, async (c) => c.json({ data: await listVouchers(await pointsCall(c, deps)) }));
  routes.put(`${base}/vouchers/:number/consume`, async (c) => {
    const call = await pointsCall(c, deps);
    return c.json({ data: await consumeVoucher(call, c.req.param('number')) });
  });

  routes.get('/book/hotel_brands/:brand/membership_programs', async (c) => {
    const brand = await findBrandByCode(deps.database.db, c.req.param('brand'));
    const clientBrandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
    // Another brand's programs are answered like an unknown brand.
    if (!brand || (clientBrandId !== undefined && brand.id !== clientBrandId)) throw pointFailures.brandNotFound();
    return c.json({ data: await listBrandPrograms(deps.database, brand.id) });
  });
  return routes;
}
