import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  membershipProgramReplySchema,
  membershipProgramsReplySchema,
  pageQuerySchema,
  pointExchangeReplySchema,
  pointExchangeRequestSchema,
  pointExchangesReplySchema,
  pointInfoReplySchema,
  pointsTimelineQuerySchema,
  pointsTimelineReplySchema,
  switchProgramRequestSchema,
  voucherReplySchema,
  vouchersReplySchema,
} from '../../contract';
import { findBrandByCode } from '../repositories/hotels';
import { failures } from '../domain/booking-failure';
import { CLIENT_BRAND_ID } from '../http/client-session';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  memberCredentials,
  memberErrors,
  named,
  pathText,
  refusals,
  sessionHeader,
} from '../http/declared-routes';
import { handleNotFound } from '../http/errors';
import { memberHotelOf, memberOf, memberOfHotelCheck } from '../http/route-credentials';
import type { RouteDeps } from '../routes/deps';
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

/** The hotel and member the route's credentials found (memberSession of the hotel's brand). */
function pointsCall(c: Context, deps: RouteDeps): PointsCall {
  return { database: deps.database, clock: deps.clock, hotel: memberHotelOf(c), member: memberOf(c).member };
}

const base = '/book/hotels/{h}/memberships';
const ProgramReply = named('MembershipProgramReply', membershipProgramReplySchema);
const signedIn = { parameters: [sessionHeader], security: memberCredentials };

const point = declareRoute({
  ...signedIn,
  method: 'get',
  path: `${base}/point`,
  summary: "The member's points, rank and program",
  request: { params: hotelPath },
  responses: { 200: jsonReply('Points', named('PointInfoReply', pointInfoReplySchema)), ...memberErrors },
});
const timeline = declareRoute({
  ...signedIn,
  method: 'get',
  path: `${base}/points_timeline`,
  summary: 'Point history',
  request: { params: hotelPath, query: pointsTimelineQuerySchema },
  responses: {
    200: jsonReply('History', named('PointsTimelineReply', pointsTimelineReplySchema)),
    400: errorReply('Invalid input (1000)'),
    ...memberErrors,
  },
});
const exchanges = declareRoute({
  ...signedIn,
  method: 'get',
  path: `${base}/point_exchanges`,
  summary: 'Point exchanges made',
  request: { params: hotelPath, query: pageQuerySchema },
  responses: {
    200: jsonReply('Exchanges', named('PointExchangesReply', pointExchangesReplySchema)),
    400: errorReply('Invalid input (1000)'),
    ...memberErrors,
  },
});
const exchange = declareRoute({
  method: 'post',
  path: `${base}/point_exchanges`,
  summary: 'Exchange points for a voucher (Idempotency-Key makes a retry safe)',
  parameters: [
    sessionHeader,
    { name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, schema: { type: 'string', maxLength: 255 } },
  ],
  security: memberCredentials,
  request: { params: hotelPath, body: jsonBody(named('PointExchangeRequest', pointExchangeRequestSchema)) },
  responses: {
    201: jsonReply(
      'Exchanged (200 and Idempotent-Replayed for a retry)',
      named('PointExchangeReply', pointExchangeReplySchema),
    ),
    ...memberErrors,
    ...refusals,
  },
});
const program = declareRoute({
  ...signedIn,
  method: 'get',
  path: `${base}/program`,
  summary: "The member's membership program",
  request: { params: hotelPath },
  responses: { 200: jsonReply('Program', ProgramReply), ...memberErrors },
});
const programById = declareRoute({
  ...signedIn,
  method: 'get',
  path: `${base}/program/{id}`,
  summary: 'A membership program of the brand',
  request: { params: hotelPath.extend({ id: pathText('Program id (digits)') }) },
  responses: { 200: jsonReply('Program', ProgramReply), ...memberErrors, ...refusals },
});
const switchRoute = declareRoute({
  ...signedIn,
  method: 'post',
  path: `${base}/switch`,
  summary: 'Switch to another membership program of the brand',
  request: { params: hotelPath, body: jsonBody(named('SwitchProgramRequest', switchProgramRequestSchema)) },
  responses: { 200: jsonReply('Program', ProgramReply), ...memberErrors, ...refusals },
});
const vouchers = declareRoute({
  ...signedIn,
  method: 'get',
  path: `${base}/vouchers`,
  summary: "The member's vouchers",
  request: { params: hotelPath },
  responses: { 200: jsonReply('Vouchers', named('VouchersReply', vouchersReplySchema)), ...memberErrors },
});
const consume = declareRoute({
  ...signedIn,
  method: 'put',
  path: `${base}/vouchers/{number}/consume`,
  summary: 'Use a voucher at the facility',
  request: { params: hotelPath.extend({ number: pathText('Voucher number') }) },
  responses: { 200: jsonReply('Voucher', named('VoucherReply', voucherReplySchema)), ...memberErrors, ...refusals },
});
const brandPrograms = declareRoute({
  method: 'get',
  path: '/book/hotel_brands/{brand}/membership_programs',
  summary: "The brand's membership programs",
  parameters: [sessionHeader],
  request: { params: z.object({ brand: pathText('Brand code') }) },
  responses: {
    200: jsonReply('Programs', named('MembershipProgramsReply', membershipProgramsReplySchema)),
    ...refusals,
  },
});

/**
 * Points, programs and vouchers of the signed-in member (SPEC.md section 7) under
 * /book/hotels/{h}/memberships/, and the public program list of a brand. Every member call is
 * declared with the member's bearer session of the hotel's brand (401 1400 / 3402), checked before
 * its handler, and only ever reads or changes that member's own data.
 */
export function pointsRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ memberSession: memberOfHotelCheck(deps) });

  addRoute(routes, point, async (c) => c.json({ data: await pointInfo(pointsCall(c, deps)) }));
  addRoute(routes, timeline, async (c) => c.json(await pointsTimeline(pointsCall(c, deps), c.req.valid('query'))));
  addRoute(routes, exchanges, async (c) => c.json(await listPointExchanges(pointsCall(c, deps), c.req.valid('query'))));
  addRoute(routes, exchange, async (c) => {
    const call = pointsCall(c, deps);
    const request = c.req.valid('json');
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    if (key && key.length > 255) throw failures.invalidField(IDEMPOTENCY_KEY_HEADER, 'must be at most 255 characters');
    const { exchange, replayed } = await exchangePoints(call, request, key);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: exchange }, replayed ? 200 : 201);
  });
  addRoute(routes, program, async (c) => c.json({ data: await showProgram(pointsCall(c, deps)) }));
  addRoute(routes, programById, async (c) => {
    const { id } = c.req.valid('param');
    // Only a program id (digits) names a program; any other path is not a route.
    if (!/^[0-9]{1,9}$/.test(id)) return handleNotFound(c);
    return c.json({ data: await showProgram(pointsCall(c, deps), Number(id)) });
  });
  addRoute(routes, switchRoute, async (c) =>
    c.json({ data: await switchProgram(pointsCall(c, deps), c.req.valid('json').program_id) }),
  );
  addRoute(routes, vouchers, async (c) => c.json({ data: await listVouchers(pointsCall(c, deps)) }));
  addRoute(routes, consume, async (c) =>
    c.json({ data: await consumeVoucher(pointsCall(c, deps), c.req.valid('param').number) }),
  );

  addRoute(routes, brandPrograms, async (c) => {
    const brand = await findBrandByCode(deps.database.db, c.req.valid('param').brand);
    const clientBrandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
    // Another brand's programs are answered like an unknown brand.
    if (!brand || (clientBrandId !== undefined && brand.id !== clientBrandId)) throw pointFailures.brandNotFound();
    return c.json({ data: await listBrandPrograms(deps.database, brand.id) });
  });
  return routes;
}
