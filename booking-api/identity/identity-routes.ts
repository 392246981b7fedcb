import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  ONE_TIME_ACCESS_TOKEN_HEADER,
  ssoAuthorizeReplySchema,
  ssoAuthorizeRequestSchema,
  ssoProvidersReplySchema,
  ssoSignInRequestSchema,
  tokenExchangeRequestSchema,
} from '../../contract';
import {
  MemberSessionReply,
  addRoute,
  declareRoute,
  declaredRoutes,
  documentSchema,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  memberCredentials,
  memberErrors,
  named,
  sessionHeader,
} from '../http/declared-routes';
import { zodFailure } from '../http/errors';
import { parseJsonBody } from '../http/request-parsing';
import { memberOf, memberOfHotelCheck } from '../http/route-credentials';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { exchangeToken, issueOneTimeAccessToken } from './member-tokens';
import { authorize, complete, listProviders } from './sso-sign-in';
import type { FetchLike } from './oidc-client';

const base = '/book/hotels/{h}/memberships';

const providers = declareRoute({
  method: 'get',
  path: `${base}/sso_providers`,
  summary: "The brand's sign-in providers and allowed parent origin",
  parameters: [sessionHeader],
  request: { params: hotelPath },
  responses: { 200: jsonReply('Providers', named('SsoProvidersReply', ssoProvidersReplySchema)) },
});
const authorizeRoute = declareRoute({
  method: 'post',
  path: `${base}/open_id/authorize`,
  summary: "Start a provider sign-in (authorization code + PKCE): the provider's login URL",
  parameters: [sessionHeader],
  request: { params: hotelPath, body: jsonBody(named('SsoAuthorizeRequest', ssoAuthorizeRequestSchema)) },
  responses: {
    200: jsonReply('Where to send the browser', named('SsoAuthorizeReply', ssoAuthorizeReplySchema)),
    400: errorReply('Invalid input (1000)'),
    404: errorReply('No such provider (sso_provider_unknown)'),
    422: errorReply('Provider unusable (sso_failed)'),
  },
});
const signIn = declareRoute({
  method: 'post',
  path: `${base}/open_id/sign_in`,
  summary: 'Complete a provider sign-in with the code and the state it came back with (single use, 10 minutes)',
  parameters: [sessionHeader],
  request: { params: hotelPath, body: jsonBody(named('SsoSignInRequest', ssoSignInRequestSchema)) },
  responses: {
    200: jsonReply('Member session', MemberSessionReply),
    400: errorReply('Invalid input (1000)'),
    422: errorReply(
      'Unknown or used state (sso_state_invalid), expired (1250), provider refusal or ID token check failed (sso_failed)',
    ),
  },
});
const tokens = declareRoute({
  method: 'post',
  path: `${base}/tokens`,
  summary:
    'Trade a one-time access token (body or header) or an expired session token (refresh_token) for a new session',
  parameters: [
    sessionHeader,
    { name: ONE_TIME_ACCESS_TOKEN_HEADER, in: 'header', required: false, schema: { type: 'string' } },
  ],
  request: {
    params: hotelPath,
    // Described, not checked before the handler: the header may stand in for the body.
    body: {
      required: false,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/TokenExchangeRequest' } } },
    },
  },
  responses: {
    200: jsonReply('Member session', MemberSessionReply),
    400: errorReply('Invalid input (1000)'),
    401: errorReply('Token not found (3401) or of another brand (3402)'),
    409: errorReply('Token already spent (3403)'),
  },
});
const oneTimeToken = declareRoute({
  method: 'post',
  path: `${base}/one_time_access_tokens`,
  summary: "A five-minute single-use token handing the member's session to another page",
  parameters: [sessionHeader],
  security: memberCredentials,
  request: { params: hotelPath },
  responses: { 201: { description: 'Token' }, ...memberErrors },
});

/**
 * Single sign-on under /book/hotels/{h}/memberships/ (SPEC.md section 7 "sign-in variants for
 * facebook, line, brand login and open_id"): the brand's providers, the start of a sign-in and the
 * callback's code exchange; and the member's token exchanges.
 */
export function identityRoutes(deps: RouteDeps & { fetch?: FetchLike }): OpenAPIHono {
  const routes = declaredRoutes({ memberSession: memberOfHotelCheck(deps) });
  documentSchema(routes, 'TokenExchangeRequest', tokenExchangeRequestSchema);
  addRoute(routes, providers, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return c.json(await listProviders(deps.database, hotel.brandId));
  });
  addRoute(routes, authorizeRoute, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return c.json(await authorize({ ...deps, hotel }, c.req.valid('json')));
  });
  addRoute(routes, signIn, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return c.json(await complete({ ...deps, hotel }, c.req.valid('json')));
  });
  addRoute(routes, tokens, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    // SPEC.md section 4: the one-time access token may come as the X-One-Time-Access-Token header.
    const fromHeader = c.req.header(ONE_TIME_ACCESS_TOKEN_HEADER)?.trim();
    let request;
    if (fromHeader) {
      const parsed = tokenExchangeRequestSchema.safeParse({ grant_type: 'one_time_access_token', token: fromHeader });
      if (!parsed.success) throw zodFailure(parsed.error);
      request = parsed.data;
    } else {
      request = await parseJsonBody(c, tokenExchangeRequestSchema);
    }
    return c.json(await exchangeToken({ ...deps, hotel }, request));
  });
  addRoute(routes, oneTimeToken, async (c) =>
    c.json(await issueOneTimeAccessToken(deps.database, deps.clock, memberOf(c)), 201),
  );
  return routes;
}
