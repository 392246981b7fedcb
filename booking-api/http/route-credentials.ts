import type { Context, MiddlewareHandler } from 'hono';
import { AUTHORIZATION_HEADER } from '../../contract';
import { requireClientSession } from './client-session';
import { ENDING_ROLE, type CredentialCheck } from './declared-routes';
import { memberFailures } from '../domain/membership-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import { authenticate, bearerToken, type AuthenticatedMember } from '../services/member-sessions';

/**
 * The credential checks of declared routes (http/declared-routes.ts): a route declares
 * `security: staffCredentials`, `memberCredentials` or `clientSessionCredentials` and its module's
 * check runs before its request checks and handler, which reads what the check found with
 * `staffHotelOf` / `memberOf` (`clientBrandsOf` for a client session).
 */

const STAFF_HOTEL = 'staffHotel';
const MEMBER = 'signedInMember';
const MEMBER_HOTEL = 'memberHotel';

/**
 * staffBasic: an API client's key and secret in HTTP Basic, for a hotel of the client's brand; 401
 * with WWW-Authenticate when missing or wrong, 404 (1001) for another brand's hotel.
 */
export const staffCheck =
  (deps: Pick<RouteDeps, 'database'>): CredentialCheck =>
  () =>
  async (c, next) => {
    const hotel = await staffHotelFromPath(c, deps.database.db);
    if (!hotel) return staffUnauthorized(c);
    c.set(STAFF_HOTEL as never, hotel as never);
    await next();
  };

/**
 * clientSession: a live client session in the Client-Session header (401, code 1009, otherwise);
 * the brands it reaches are kept for the handler (clientBrandsOf, bookingTrafficSourceOf).
 */
export const clientSessionCheck =
  (deps: Pick<RouteDeps, 'database' | 'clock'>): CredentialCheck =>
  () =>
    requireClientSession(deps.database, deps.clock);

/**
 * memberSession on a hotel's route (`{h}`): the hotel (404 1001), then a live member session of its
 * brand (401 1400, 403 4000 a short while after it expired, 401 3402 another brand's).
 */
export const memberOfHotelCheck =
  (deps: Pick<RouteDeps, 'database' | 'clock'>): CredentialCheck =>
  () =>
  async (c, next) => {
    const hotel = await hotelFromPath(c, deps);
    const member = await authenticate({ ...deps, hotel }, c.req.header(AUTHORIZATION_HEADER));
    c.set(MEMBER_HOTEL as never, hotel as never);
    c.set(MEMBER as never, member as never);
    await next();
  };

/**
 * memberSession without a hotel in the path (/book/user/...): a live member session; the brand is
 * held to the client session's by requireMemberOfClientBrand (http/client-session.ts).
 */
export const memberCheck =
  (deps: Pick<RouteDeps, 'database' | 'clock'>): CredentialCheck =>
  () =>
  async (c, next) => {
    c.set(MEMBER as never, (await authenticate(deps, c.req.header(AUTHORIZATION_HEADER))) as never);
    await next();
  };

/**
 * memberSession with the role `ending` (sign-out): a bearer token must be presented (401 1400), live
 * or not, so a session that has just expired can still be ended.
 */
export const endingMemberSession: MiddlewareHandler = async (c, next) => {
  if (!bearerToken(c.req.header(AUTHORIZATION_HEADER))) throw memberFailures.sessionExpired();
  await next();
};

/** The member checks of a module with routes under a hotel (`{h}`), the sign-out's among them. */
export const memberOfHotelOrEndingCheck =
  (deps: Pick<RouteDeps, 'database' | 'clock'>): CredentialCheck =>
  (roles) =>
    roles.includes(ENDING_ROLE) ? endingMemberSession : memberOfHotelCheck(deps)(roles);

function found<T>(c: Context, key: string): T {
  const value = c.get(key as never) as T | undefined;
  if (value === undefined) throw new Error(`${c.req.method} ${c.req.path} declares no credential giving ${key}.`);
  return value;
}

/** The hotel a staffBasic route's credentials opened. */
export const staffHotelOf = (c: Context): HotelWithBrand => found(c, STAFF_HOTEL);
/** The signed-in member of a memberSession route. */
export const memberOf = (c: Context): AuthenticatedMember => found(c, MEMBER);
/** The hotel of a memberSession route with `{h}`, whose brand the session belongs to. */
export const memberHotelOf = (c: Context): HotelWithBrand => found(c, MEMBER_HOTEL);
