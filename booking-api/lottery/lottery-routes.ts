import { Hono } from 'hono';
import { requestLocaleOf } from '../http/request-locale';
import {
  AUTHORIZATION_HEADER,
  createLotteryEntryRequestSchema,
  guestNameScripts,
  issueLotteryAccessTokenRequestSchema,
  lotteryEventQuerySchema,
} from '../../contract';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { assertNames, guestNameSettingsOf } from '../domain/guest-names';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import { authenticate } from '../services/member-sessions';
import { issueLotteryAccessToken } from './lottery-access-tokens';
import {
  cancelLotteryEntry,
  drawLottery,
  enterLottery,
  listMemberLotteryEntries,
  showLotteryEntry,
  showLotteryEvent,
} from './lottery-entries';

/** SPEC.md section 7 "Lottery", and the staff draw. Entries belong to the signed-in member. */
export function lotteryRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const call = async (c: Parameters<typeof hotelFromPath>[0]) => ({
    database: deps.database,
    clock: deps.clock,
    hotel: await hotelFromPath(c, deps),
    locale: requestLocaleOf(c),
  });
  const member = async (c: Parameters<typeof hotelFromPath>[0], hotel?: Awaited<ReturnType<typeof call>>['hotel']) =>
    (await authenticate({ ...deps, ...(hotel ? { hotel } : {}) }, c.req.header(AUTHORIZATION_HEADER))).member.id;

  routes.get('/book/hotels/:h/lottery_events/:id', async (c) => {
    const context = await call(c);
    const { lottery_access_token } = parseQuery(c, lotteryEventQuerySchema);
    return c.json({ data: await showLotteryEvent(context, c.req.param('id'), lottery_access_token) });
  });
  routes.post('/book/hotels/:h/lottery_results', async (c) => {
    const context = await call(c);
    const memberId = await member(c, context.hotel);
    const request = await parseJsonBody(c, createLotteryEntryRequestSchema);
    // The entrant's name in the letters of the language the entry is made in (SPEC.md section 5).
    const scripts = guestNameScripts(guestNameSettingsOf(context.hotel), c.req.header('Locale'));
    assertNames({ 'guest.first_name': request.guest.first_name, 'guest.last_name': request.guest.last_name }, scripts);
    return c.json({ data: await enterLottery(context, memberId, request) }, 201);
  });
  routes.get('/book/hotels/:h/lottery_results/:entry', async (c) => {
    const context = await call(c);
    return c.json({ data: await showLotteryEntry(context, await member(c, context.hotel), c.req.param('entry')) });
  });
  const cancel = async (c: Parameters<typeof hotelFromPath>[0]) => {
    const context = await call(c);
    return c.json({
      data: await cancelLotteryEntry(context, await member(c, context.hotel), c.req.param('entry') ?? ''),
    });
  };
  routes.put('/book/hotels/:h/lottery_results/:entry/cancel', cancel);
  routes.post('/book/hotels/:h/lottery_results/:entry/cancel', cancel);
  routes.get('/book/user/lottery_results', async (c) => {
    return c.json({ data: await listMemberLotteryEntries(deps, await member(c)) });
  });
  // Staff/dev: the hotel's systems draw the lottery (API client key and secret in HTTP Basic).
  routes.post('/api/staff/hotels/:h/lottery_events/:id/draw', async (c) => {
    const hotel = await staffHotelFromPath(c, deps.database.db);
    if (!hotel) return staffUnauthorized(c);
    return c.json({
      data: await drawLottery(
        { database: deps.database, clock: deps.clock, hotel, baseUrl: deps.publicUrl },
        c.req.param('id'),
      ),
    });
  });
  // Staff/dev: a lottery link access token for an event (same Basic credentials as the draw).
  routes.post('/api/staff/hotels/:h/lottery_events/:id/access_tokens', async (c) => {
    const hotel = await staffHotelFromPath(c, deps.database.db);
    if (!hotel) return staffUnauthorized(c);
    const request = await parseJsonBody(c, issueLotteryAccessTokenRequestSchema);
    return c.json(
      {
        data: await issueLotteryAccessToken(
          { database: deps.database, clock: deps.clock, hotel, baseUrl: deps.publicUrl },
          c.req.param('id'),
          request,
        ),
      },
      201,
    );
  });
  return routes;
}
