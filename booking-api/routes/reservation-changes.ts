import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  reservationLookupQuerySchema,
  reservationReplySchema,
  updateGuestRequestSchema,
  updateItineraryQuerySchema,
  updateItineraryReplySchema,
  updateItineraryRequestSchema,
  updateSettingsReplySchema,
} from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  jsonBody,
  jsonReply,
  named,
  reservationPath,
  sessionErrors,
  sessionHeader,
} from '../http/declared-routes';
import type { HotelWithBrand } from '../repositories/hotels';
import { authenticate } from '../services/member-sessions';
import { changeGuest, changeItinerary, readUpdateSetting } from '../services/reservation-changes';
import { hotelFromPath, type RouteDeps } from './deps';

/** The reservation reply, shared by the look-up, the changes and the cancellation. */
export const ReservationReply = named('ReservationReply', reservationReplySchema);

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
const updateSettings = declareRoute({
  method: 'put',
  path: '/book/hotels/{h}/reservations/{confirmation_number}/update_settings',
  summary: 'The update setting for this caller now (nothing is written)',
  parameters: [sessionHeader],
  request: { params: reservationPath, query: reservationLookupQuerySchema },
  responses: {
    200: jsonReply('Update setting', named('UpdateSettingsReply', updateSettingsReplySchema)),
    ...sessionErrors,
  },
});
const itineraryChange = declareRoute({
  method: 'put',
  path: '/book/hotels/{h}/reservations/{confirmation_number}',
  summary: 'Shorten the stay or remove rooms (dry_run=true quotes; a commit carries quoted_total_price)',
  parameters: [sessionHeader],
  request: {
    params: reservationPath,
    query: updateItineraryQuerySchema,
    body: jsonBody(named('UpdateItineraryRequest', updateItineraryRequestSchema)),
  },
  responses: {
    200: jsonReply(
      'Quote and reservation (updated unless dry_run)',
      named('UpdateItineraryReply', updateItineraryReplySchema),
    ),
    ...sessionErrors,
    409: errorReply('Total changed (update_total_changed), cancelled (1006), payment pending'),
    422: errorReply('Deadline passed, staff edited, card payment, other account, below minimum nights, not priceable'),
  },
});
const guestChange = declareRoute({
  method: 'put',
  path: '/book/hotels/{h}/reservations/{confirmation_number}/guests',
  summary: 'Replace the guest details',
  parameters: [sessionHeader],
  request: {
    params: reservationPath,
    query: reservationLookupQuerySchema,
    body: jsonBody(named('UpdateGuestRequest', updateGuestRequestSchema)),
  },
  responses: {
    200: jsonReply('Updated reservation', ReservationReply),
    ...sessionErrors,
    422: errorReply('Not updatable (update_setting reason)'),
  },
});

export function reservationChangeRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();

  const contextOf = async (
    c: Context,
    credentials: { email?: string | undefined; bypass_token?: string | undefined },
  ) => {
    const hotel = await hotelFromPath(c, deps);
    return {
      database: deps.database,
      clock: deps.clock,
      cardProviders: deps.cardProviders,
      hotel,
      confirmationNumber: c.req.param('confirmation_number') ?? '',
      credentials: { email: credentials.email, bypass_token: credentials.bypass_token },
      viewerMemberId: await viewerMemberId(c, deps, hotel),
      publicUrl: deps.publicUrl,
    };
  };

  addRoute(routes, updateSettings, async (c) => {
    const context = await contextOf(c, c.req.valid('query'));
    return c.json({ update_setting: await readUpdateSetting(context) });
  });

  addRoute(routes, itineraryChange, async (c) => {
    const query = c.req.valid('query');
    const request = c.req.valid('json');
    const context = await contextOf(c, query);
    return c.json(await changeItinerary({ ...context, request, dryRun: query.dry_run === 'true' }));
  });

  addRoute(routes, guestChange, async (c) => {
    const query = c.req.valid('query');
    const request = c.req.valid('json');
    const context = await contextOf(c, query);
    return c.json(await changeGuest({ ...context, request }));
  });

  return routes;
}
