import type { Context, MiddlewareHandler } from 'hono';
import type { TrafficSource } from '../../contract/agency-hand-over';
import {
  AUTHORIZATION_HEADER,
  CLIENT_SESSION_HEADER,
  ErrorCode,
  INVALID_CLIENT_SESSION_TITLE,
  errorReply,
} from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { memberFailures } from '../domain/membership-failure';
import { findLiveClientSession } from '../repositories/client-sessions';
import { findLiveSession } from '../repositories/members';
import { sha256Hex } from '../security/secrets';
import type { RequestClientSession } from '../services/member-at-hotel';
import { bearerToken } from '../services/member-sessions';

/** Where the session's brand is kept on the request, for `hotelFromPath`. */
export const CLIENT_BRAND_ID = 'clientBrandId';
/** Where the session's site (api_clients.site: widget or agency) is kept on the request. */
export const CLIENT_SITE = 'clientSite';
/** Where the brands the session reaches (its own and those its client sells, agency_client_brands) are kept. */
const CLIENT_BRAND_IDS = 'clientBrandIds';

/**
 * The brands whose hotels this request's client session reaches: its client's own brand and the
 * brands a travel-agency client sells. Undefined on a request without a client session (the staff
 * routes, tests of a route alone): no brand is refused there.
 */
export function clientBrandsOf(c: Context): readonly number[] | undefined {
  return c.get(CLIENT_BRAND_IDS as never) as readonly number[] | undefined;
}

/**
 * Where a booking made with this request's client session comes from (SPEC.md section 4 "Traffic
 * sources"): the travel-agency site's own client books as tripla_ota, every other as booking_widget.
 */
export function bookingTrafficSourceOf(c: Context): TrafficSource {
  return c.get(CLIENT_SITE as never) === 'agency' ? 'tripla_ota' : 'booking_widget';
}

/**
 * Guards /book/* (app.ts) and every /api/ota route (their declared clientSession security,
 * http/route-credentials.ts): a live client session must be presented in the Client-Session
 * header. The title is what clients match on to drop their token and get a new one (SPEC.md section 8).
 * The session's API client belongs to one brand: a widget of one brand never reaches another's
 * hotels; a travel-agency client reaches the brands it sells too (agency_client_brands).
 */
export function requireClientSession(database: Database, clock: Clock): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.header(CLIENT_SESSION_HEADER);
    const now = new Date(clock.now().epochMilliseconds);
    const session = token ? await findLiveClientSession(database.db, sha256Hex(token), now) : null;
    if (!session) {
      const text = token ? 'The Client-Session is unknown or expired.' : 'The Client-Session header is missing.';
      return c.json(errorReply(INVALID_CLIENT_SESSION_TITLE, ErrorCode.invalidClientSession, text), 401);
    }
    c.set(CLIENT_BRAND_ID as never, session.brandId as never);
    c.set(CLIENT_SITE as never, session.site as never);
    c.set(CLIENT_BRAND_IDS as never, [session.brandId, ...session.soldBrandIds] as never);
    await next();
  };
}

/**
 * Guards /book/user/*, the member's own data without a hotel in the path: a member session of one
 * brand presented with another brand's client session is refused with 3402, as every hotel route
 * refuses a session of another brand than its hotel's. A missing or dead member session is left to
 * the route (1400 / 4000).
 */
export function requireMemberOfClientBrand(database: Database, clock: Clock): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerToken(c.req.header(AUTHORIZATION_HEADER));
    const now = new Date(clock.now().epochMilliseconds);
    const found = token ? await findLiveSession(database.db, sha256Hex(token), now) : null;
    if (found && found.session.brandId !== c.get(CLIENT_BRAND_ID as never)) throw memberFailures.brandMismatch();
    await next();
  };
}

/**
 * The client session this request came with (requireClientSession): its brand, its site and the
 * brands it reaches. Undefined on a request without one (the staff routes, tests of a route alone).
 */
export function clientSessionOf(c: Context): RequestClientSession | undefined {
  const brandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
  if (brandId === undefined) return undefined;
  const site = c.get(CLIENT_SITE as never) === 'agency' ? 'agency' : 'widget';
  return { brandId, site, brandIds: clientBrandsOf(c) ?? [brandId] };
}

/**
 * What a hotel route hands the rule of who the member is at that hotel (services/member-at-hotel.ts):
 * the member's Authorization header as sent, and the client session.
 */
export function sessionsOf(c: Context): {
  authorization: string | undefined;
  client: RequestClientSession | undefined;
} {
  return { authorization: c.req.header(AUTHORIZATION_HEADER), client: clientSessionOf(c) };
}
