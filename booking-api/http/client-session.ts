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
import type { HotelWithBrand } from '../repositories/hotels';
import { authenticate, bearerToken } from '../services/member-sessions';

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
 * Whose booking a request with a member session makes at `hotel` (POST reservations and packages).
 * Membership is the brand's (SPEC.md sections 4 and 6: programs, points and ranks of a brand; the
 * same-account rule: a booking is managed by the member who made it at that brand, else by number and
 * e-mail): a member of the hotel's brand books as that member. A member signed in on a travel-agency
 * site (a session of the agency client's own brand) booking a hotel of a partner brand the agency
 * sells (agency_client_brands) is no member there: the booking is a guest's, at guest prices, managed
 * by number and e-mail, and the member stays signed in. Any other brand's session is refused (3402);
 * no session, a guest; a dead one, 1400 / 4000 (never a silent guest booking).
 */
export async function bookingMemberOf(
  c: Context,
  deps: { database: Database; clock: Clock },
  hotel: HotelWithBrand,
): Promise<{ memberId: number | null }> {
  const authorization = c.req.header(AUTHORIZATION_HEADER);
  if (!authorization) return { memberId: null };
  const { member } = await authenticate(deps, authorization);
  if (member.brandId === hotel.brandId) return { memberId: member.id };
  const ownBrand = c.get(CLIENT_BRAND_ID as never) as number | undefined;
  const agencySellsHotel = c.get(CLIENT_SITE as never) === 'agency' && clientBrandsOf(c)?.includes(hotel.brandId);
  if (agencySellsHotel && member.brandId === ownBrand) return { memberId: null };
  throw memberFailures.brandMismatch();
}
