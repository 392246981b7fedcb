import type { MiddlewareHandler } from 'hono';
import { CLIENT_SESSION_HEADER, ErrorCode, INVALID_CLIENT_SESSION_TITLE, errorReply } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { findLiveClientSession } from '../repositories/client-sessions';
import { sha256Hex } from '../security/secrets';

/** Where the session's brand is kept on the request, for `hotelFromPath`. */
export const CLIENT_BRAND_ID = 'clientBrandId';

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
    await next();
  };
}
