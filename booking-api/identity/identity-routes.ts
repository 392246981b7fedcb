import { Hono } from 'hono';
import {
  AUTHORIZATION_HEADER,
  ONE_TIME_ACCESS_TOKEN_HEADER,
  ssoAuthorizeRequestSchema,
  ssoSignInRequestSchema,
  tokenExchangeRequestSchema,
} from '../../contract';
import { zodFailure } from '../http/errors';
import { parseJsonBody } from '../http/request-parsing';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { authenticate } from '../services/member-sessions';
import { exchangeToken, issueOneTimeAccessToken } from './member-tokens';
import { authorize, complete, listProviders } from './sso-sign-in';
import type { FetchLike } from './oidc-client';

/**
 * Single sign-on under /book/hotels/{h}/memberships/ (SPEC.md section 7 "sign-in variants for
 * facebook, line, brand login and open_id"): the brand's providers, the start of a sign-in and the
 * callback's code exchange.
 */
export function identityRoutes(deps: RouteDeps & { fetch?: FetchLike }): Hono {
  const routes = new Hono();
  const base = '/book/hotels/:h/memberships';
  routes.get(`${base}/sso_providers`, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return c.json(await listProviders(deps.database, hotel.brandId));
  });
  routes.post(`${base}/open_id/authorize`, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const request = await parseJsonBody(c, ssoAuthorizeRequestSchema);
    return c.json(await authorize({ ...deps, hotel }, request));
  });
  routes.post(`${base}/open_id/sign_in`, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const request = await parseJsonBody(c, ssoSignInRequestSchema);
    return c.json(await complete({ ...deps, hotel }, request));
  });
  routes.post(`${base}/tokens`, async (c) => {
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
  routes.post(`${base}/one_time_access_tokens`, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const who = await authenticate({ ...deps, hotel }, c.req.header(AUTHORIZATION_HEADER));
    return c.json(await issueOneTimeAccessToken(deps.database, deps.clock, who), 201);
  });
  return routes;
}
