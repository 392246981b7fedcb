import type { Context } from 'hono';
import { Hono } from 'hono';
import { reservationLookupQuerySchema, updateGuestRequestSchema, updateItineraryQuerySchema, updateItineraryRequestSchema } from '../../contract';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import type { HotelWithBrand } from '../repositories/hotels';
import { authenticate } from '../services/member-sessions';
import { changeGuest, changeItinerary, readUpdateSetting } from '../services/reservation-changes';
import { hotelFromPath, type RouteDeps } from './deps';

/**
 * Who is asking, for the same-account rule (SPEC.md section 6): the member of a live session, or
 * null for a guest. A dead session is a 401 (the client logs out), never a silent guest.
 */
export async function viewerMemberId(c: Context, deps: RouteDeps, hotel: HotelWithBrand): Promise<number | null> {
  const authorization = c.req.header('Authorization');
  return authorization ? (await authenticate({ ...deps, hotel }, authorization)).member.id : null;
}

/**
 * Reservation changes after booking: update setting, shorter stay or fewer rooms (quote with
 * `dry_run=true`, then commit with the quoted total) and guest details.
 */
export function reservationChangeRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  const contextOf = async (c: Context, credentials: { email?: string | undefined; bypass_token?: string | undefined }) => {
    const hotel = await hotelFromPath(c, deps);
    return {
      database: deps.database,
      clock: deps.clock,
      hotel,
      confirmationNumber: c.req.param('number') ?? '',
      credentials: { email: credentials.email, bypass_token: credentials.bypass_token },
      viewerMemberId: await viewerMemberId(c, deps, hotel),
      publicUrl: deps.publicUrl,
    };
  };

  routes.put('/book/hotels/:h/reservations/:number/update_settings', async (c) => {
    const context = await contextOf(c, parseQuery(c, reservationLookupQuerySchema));
    return c.json({ update_setting: await readUpdateSetting(context) });
  });

  routes.put('/book/hotels/:h/reservations/:number', async (c) => {
    const query = parseQuery(c, updateItineraryQuerySchema);
    const request = await parseJsonBody(c, updateItineraryRequestSchema);
    const context = await contextOf(c, query);
    return c.json(await changeItinerary({ ...context, request, dryRun: query.dry_run === 'true' }));
  });

  routes.put('/book/hotels/:h/reservations/:number/guests', async (c) => {
    const query = parseQuery(c, reservationLookupQuerySchema);
    const request = await parseJsonBody(c, updateGuestRequestSchema);
    const context = await contextOf(c, query);
    return c.json(await changeGuest({ ...context, request }));
  });

  return routes;
}
