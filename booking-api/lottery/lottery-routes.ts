import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requestLocaleOf } from '../http/request-locale';
import {
  createLotteryEntryRequestSchema,
  guestNameScripts,
  issueLotteryAccessTokenRequestSchema,
  lotteryAccessTokenReplySchema,
  lotteryDrawReplySchema,
  lotteryEntriesReplySchema,
  lotteryEntryReplySchema,
  lotteryEventQuerySchema,
  lotteryEventReplySchema,
} from '../../contract';
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
  sessionHeader,
  staffCredentials,
} from '../http/declared-routes';
import {
  memberCheck,
  memberHotelOf,
  memberOf,
  memberOfHotelCheck,
  staffCheck,
  staffHotelOf,
} from '../http/route-credentials';
import { assertNames, guestNameSettingsOf } from '../domain/guest-names';
import type { HotelWithBrand } from '../repositories/hotels';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { issueLotteryAccessToken } from './lottery-access-tokens';
import {
  cancelLotteryEntry,
  drawLottery,
  enterLottery,
  listMemberLotteryEntries,
  showLotteryEntry,
  showLotteryEvent,
} from './lottery-entries';

const EntryReply = named('LotteryEntryReply', lotteryEntryReplySchema);
const eventPath = hotelPath.extend({ id: pathText('The event id (lottery_event)') });
const entryPath = hotelPath.extend({ entry: pathText('Entry number') });
const signedIn = { parameters: [sessionHeader], security: memberCredentials };
const staffEventErrors = { 401: errorReply('Staff credentials needed') };

const event = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/lottery_events/{id}',
  summary: 'A lottery event and its settings',
  parameters: [sessionHeader],
  request: { params: eventPath, query: lotteryEventQuerySchema },
  responses: {
    200: jsonReply('Event', named('LotteryEventReply', lotteryEventReplySchema)),
    404: errorReply('3757 unavailable'),
    422: errorReply('3780-3782 lottery link'),
  },
});
const enter = declareRoute({
  ...signedIn,
  method: 'post',
  path: '/book/hotels/{h}/lottery_results',
  summary: 'The signed-in member enters a lottery',
  request: { params: hotelPath, body: jsonBody(named('CreateLotteryEntryRequest', createLotteryEntryRequestSchema)) },
  responses: {
    201: jsonReply('Entered', EntryReply),
    ...memberErrors,
    409: errorReply('3756 already entered'),
    422: errorReply('3751-3754, 3780-3782'),
  },
});
const entry = declareRoute({
  ...signedIn,
  method: 'get',
  path: '/book/hotels/{h}/lottery_results/{entry}',
  summary: "One of the member's entries",
  request: { params: entryPath },
  responses: { 200: jsonReply('Entry', EntryReply), ...memberErrors, 404: errorReply('3783') },
});
const cancelDeclaration = (method: 'put' | 'post', summary: string) =>
  declareRoute({
    ...signedIn,
    method,
    path: '/book/hotels/{h}/lottery_results/{entry}/cancel',
    summary,
    request: { params: entryPath },
    responses: { 200: jsonReply('Entry', EntryReply), ...memberErrors, 404: errorReply('3783') },
  });
const cancels = [
  cancelDeclaration('put', 'Cancel a registration while entries are accepted, or decline a win'),
  cancelDeclaration('post', 'The same as PUT (SPEC.md section 7 allows both)'),
];
const memberEntries = declareRoute({
  ...signedIn,
  method: 'get',
  path: '/book/user/lottery_results',
  summary: "The signed-in member's lottery entries, newest first",
  responses: { 200: jsonReply('Entries', named('LotteryEntriesReply', lotteryEntriesReplySchema)), ...memberErrors },
});
const draw = declareRoute({
  method: 'post',
  path: '/api/staff/hotels/{h}/lottery_events/{id}/draw',
  summary: 'Staff: draw the lottery once (winners at random; every entrant is e-mailed)',
  security: staffCredentials,
  request: { params: hotelPath.extend({ id: pathText('The event id') }) },
  responses: {
    200: jsonReply('Drawn', named('LotteryDrawReply', lotteryDrawReplySchema)),
    ...staffEventErrors,
    404: errorReply('3757 unknown or drawn'),
  },
});
const accessToken = declareRoute({
  method: 'post',
  path: '/api/staff/hotels/{h}/lottery_events/{id}/access_tokens',
  summary:
    'Staff: issue a lottery link access token (returned once, stored hashed; by default valid until entries close)',
  security: staffCredentials,
  request: {
    params: hotelPath.extend({ id: pathText('The event id') }),
    body: jsonBody(named('IssueLotteryAccessTokenRequest', issueLotteryAccessTokenRequestSchema)),
  },
  responses: {
    201: jsonReply('Issued', named('LotteryAccessTokenReply', lotteryAccessTokenReplySchema)),
    400: errorReply('Invalid request'),
    ...staffEventErrors,
    404: errorReply('3757 unknown'),
    422: errorReply('3752 no longer accepting entries'),
  },
});

/** SPEC.md section 7 "Lottery", and the staff draw. Entries belong to the signed-in member. */
export function lotteryRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ memberSession: memberOfHotelCheck(deps), staffBasic: staffCheck(deps) });
  const call = (c: Context, hotel: HotelWithBrand) => ({
    database: deps.database,
    clock: deps.clock,
    hotel,
    locale: requestLocaleOf(c),
  });
  const staffCall = (c: Context) => ({
    database: deps.database,
    clock: deps.clock,
    hotel: staffHotelOf(c),
    baseUrl: deps.publicUrl,
  });

  addRoute(routes, event, async (c) => {
    const context = call(c, await hotelFromPath(c, deps));
    const { lottery_access_token } = c.req.valid('query');
    return c.json({ data: await showLotteryEvent(context, c.req.valid('param').id, lottery_access_token) });
  });
  addRoute(routes, enter, async (c) => {
    const context = call(c, memberHotelOf(c));
    const request = c.req.valid('json');
    // The entrant's name in the letters of the language the entry is made in (SPEC.md section 5).
    const scripts = guestNameScripts(guestNameSettingsOf(context.hotel), c.req.header('Locale'));
    assertNames({ 'guest.first_name': request.guest.first_name, 'guest.last_name': request.guest.last_name }, scripts);
    return c.json({ data: await enterLottery(context, memberOf(c).member.id, request) }, 201);
  });
  addRoute(routes, entry, async (c) =>
    c.json({
      data: await showLotteryEntry(call(c, memberHotelOf(c)), memberOf(c).member.id, c.req.valid('param').entry),
    }),
  );
  for (const cancel of cancels)
    addRoute(routes, cancel, async (c) =>
      c.json({
        data: await cancelLotteryEntry(call(c, memberHotelOf(c)), memberOf(c).member.id, c.req.valid('param').entry),
      }),
    );
  // Staff/dev: the hotel's systems draw the lottery (API client key and secret in HTTP Basic).
  addRoute(routes, draw, async (c) => c.json({ data: await drawLottery(staffCall(c), c.req.valid('param').id) }));
  // Staff/dev: a lottery link access token for an event (same Basic credentials as the draw).
  addRoute(routes, accessToken, async (c) =>
    c.json({ data: await issueLotteryAccessToken(staffCall(c), c.req.valid('param').id, c.req.valid('json')) }, 201),
  );

  const userRoutes = declaredRoutes({ memberSession: memberCheck(deps) });
  addRoute(userRoutes, memberEntries, async (c) =>
    c.json({ data: await listMemberLotteryEntries(deps, memberOf(c).member.id) }),
  );
  routes.route('/', userRoutes);
  return routes;
}
