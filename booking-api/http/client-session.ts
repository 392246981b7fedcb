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
import { bearerToken } from '../services/member-sessions';

/** Where the session's brand is kept on the request, for `hotelFromPath`. */
export const CLIENT_BRAND_ID = 'clientBrandId';
/** Where the session's site (api_clients.site: widget or agency) is kept on the request. */
export const CLIENT_SITE = 'clientSite';

/**
 * Where a booking made with this request's client session comes from (SPEC.md section 4 "Traffic
 * sources"): the travel-agency site's own client books as tripla_ota, every other as booking_widget.
 */
export function bookingTrafficSourceOf(c: Context): TrafficSource {
  return c.get(CLIENT_SITE as never) === 'agency' ? 'tripla_ota' : 'booking_widget';
}

/**
 * Guards /book/*: a live client session must be presented in the Client-Session header. The
 * title is what clients match on to drop their token and get a new one (SPEC.md section 8).
 * The session's API client belongs to one brand: a widget of one brand never reaches another's
 * hotels.
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
