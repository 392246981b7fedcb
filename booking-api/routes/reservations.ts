import { stayIcs } from '../stay-mail/stay-mails';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { HotelWithBrand } from '../repositories/hotels';
import {
  IDEMPOTENCY_KEY_HEADER,
  cancelReservationRequestSchema,
  createReservationRequestSchema,
  reservationLookupQuerySchema,
} from '../../contract';
import { failures } from '../domain/booking-failure';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelCode,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  reservationPath,
  sessionErrors,
  sessionHeader,
} from '../http/declared-routes';
import { sessionsOf, bookingTrafficSourceOf } from '../http/client-session';
import { memberAtHotel } from '../services/member-at-hotel';
import { requestLocaleOf } from '../http/request-locale';
import { findReservation } from '../repositories/reservations';
import { mayAccess } from '../services/reservation-access';
import { bookReservation } from '../services/reservation-booking';
import { cancelReservation } from '../services/reservation-cancellation';
import { toReservationReply } from '../services/reservation-reply';
import { paymentOfReservation } from '../payments/refunds';
import { hotelFromPath, type RouteDeps } from './deps';
import { ReservationReply, viewerMemberId } from './reservation-changes';
import { organizationOfMember } from '../corporate/organization-repository';

const calendarLinkQuerySchema = z.object({ bypass_token: z.string().min(1).max(200) });
const calendarFile = { description: 'The calendar file', content: { 'text/calendar': { schema: z.string() } } };

const booking = declareRoute({
  method: 'post',
  path: '/book/hotels/{h}/reservations',
  summary: 'Create a reservation',
  parameters: [
    sessionHeader,
    { name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, schema: { type: 'string', maxLength: 255 } },
  ],
  request: { params: hotelPath, body: jsonBody(named('CreateReservationRequest', createReservationRequestSchema)) },
  responses: {
    201: jsonReply('Reserved (also the replay of an Idempotency-Key retry)', ReservationReply),
    ...sessionErrors,
    409: errorReply('Sold out (1004)'),
    422: errorReply(
      'Unknown room or plan (1002), too many guests (1011), payment type (1012), key reuse (1008), period (1903), card token already used (3205)',
    ),
  },
});
const lookUp = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/reservations/{confirmation_number}',
  summary: 'Look up a reservation',
  parameters: [sessionHeader],
  request: { params: reservationPath, query: reservationLookupQuerySchema },
  responses: { 200: jsonReply('Reservation', ReservationReply), ...sessionErrors },
});
const stayCalendar = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/reservations/{confirmation_number}/stay.ics',
  summary: 'The stay as an iCalendar file (RFC 5545) for "Add to calendar", with the same access as the look-up',
  parameters: [sessionHeader],
  request: { params: reservationPath, query: reservationLookupQuerySchema },
  responses: { 200: calendarFile, ...sessionErrors },
});
const stayCalendarLink = declareRoute({
  method: 'get',
  path: '/api/calendar/hotels/{h}/reservations/{confirmation_number}/stay.ics',
  summary: 'The same calendar file by a plain link (no Client-Session): the bypass token is the access',
  request: { params: z.object({ h: hotelCode, confirmation_number: z.string() }), query: calendarLinkQuerySchema },
  responses: {
    200: calendarFile,
    400: errorReply('No bypass_token (1000)'),
    404: errorReply('Unknown hotel, or no reservation with this number and token, or cancelled'),
  },
});
const cancellation = declareRoute({
  method: 'put',
  path: '/book/hotels/{h}/reservations/{confirmation_number}/cancel',
  summary: 'Cancel a reservation',
  parameters: [sessionHeader],
  request: {
    params: reservationPath,
    query: reservationLookupQuerySchema,
    body: jsonBody(named('CancelReservationRequest', cancelReservationRequestSchema)),
  },
  responses: {
    200: jsonReply('Cancelled reservation', ReservationReply),
    ...sessionErrors,
    409: errorReply(
      'Already cancelled (1006), fee changed (1010) or a card payment still open (update_payment_pending); an unpaid bank transfer may be cancelled',
    ),
    422: errorReply('Same-day cancellation (1007)'),
  },
});

export function reservationRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();

  addRoute(routes, booking, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const request = c.req.valid('json');
    const idempotencyKey = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    if (idempotencyKey && idempotencyKey.length > 255)
      throw failures.invalidField(IDEMPOTENCY_KEY_HEADER, 'must be at most 255 characters');
    // A signed-in member's booking is linked to the member (a dead session is a 401, never a silent guest
    // booking); an agency member at a partner brand's hotel books as a guest there (services/member-at-hotel.ts).
    const { memberId } = await memberAtHotel(deps, { ...sessionsOf(c), hotel });
    // A corporate user's booking belongs to the organization too (its admin sees it).
    const organizationId =
      memberId === null ? null : ((await organizationOfMember(deps.database.db, memberId))?.organization.id ?? null);
    const outcome = await bookReservation({
      database: deps.database,
      clock: deps.clock,
      steps: deps.bookingSteps,
      hotel,
      request,
      idempotencyKey,
      memberId,
      organizationId,
      publicUrl: deps.publicUrl,
      trafficSource: bookingTrafficSourceOf(c),
    });
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body, outcome.status === 201 ? 201 : 200);
  });

  addRoute(routes, lookUp, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const credentials = c.req.valid('query');
    const record = await findReservation(deps.database.db, hotel.id, c.req.valid('param').confirmation_number);
    // Unknown number, wrong e-mail and wrong token answer alike, so numbers cannot be probed.
    if (!record || !mayAccess(record.reservation, credentials)) throw failures.reservationNotFound();
    // A look-up stays open to a stale session; it only decides what the update setting says.
    const viewer = await viewerMemberId(c, deps, hotel).catch(() => null);
    const payment = await paymentOfReservation(deps, record.reservation.id);
    return c.json({
      ...toReservationReply(record, hotel, deps.clock.now(), { memberId: viewer, locale: requestLocaleOf(c) }),
      ...(payment ? { payment } : {}),
    });
  });

  // The stay as an iCalendar file (RFC 5545), for the confirmation page's "Add to calendar"; same access as the look-up.
  addRoute(routes, stayCalendar, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return stayCalendarFile(c, hotel, c.req.valid('query'));
  });
  // The same file by a plain link (the confirmation page's "Add to calendar"; no Client-Session):
  // only the bypass token opens it, never the e-mail address.
  addRoute(routes, stayCalendarLink, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const { bypass_token } = c.req.valid('query');
    return stayCalendarFile(c, hotel, { bypass_token });
  });
  async function stayCalendarFile(
    c: Context,
    hotel: HotelWithBrand,
    credentials: { email?: string | undefined; bypass_token?: string | undefined },
  ) {
    const record = await findReservation(deps.database.db, hotel.id, c.req.param('confirmation_number') ?? '');
    if (!record || !mayAccess(record.reservation, credentials) || record.reservation.status === 'cancelled')
      throw failures.reservationNotFound();
    const ics = stayIcs({ hotel, record, baseUrl: deps.publicUrl, now: deps.clock.now() });
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="stay-${record.reservation.confirmationNumber}.ics"`,
      'cache-control': 'no-store',
    });
  }

  addRoute(routes, cancellation, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const credentials = c.req.valid('query');
    const request = c.req.valid('json');
    const reply = await cancelReservation({
      database: deps.database,
      clock: deps.clock,
      cardProviders: deps.cardProviders,
      hotel,
      confirmationNumber: c.req.valid('param').confirmation_number,
      credentials,
      request,
      viewerMemberId: await viewerMemberId(c, deps, hotel),
      publicUrl: deps.publicUrl,
    });
    return c.json(reply);
  });

  return routes;
}
