import { stayIcs } from '../stay-mail/stay-mails';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { HotelWithBrand } from '../repositories/hotels';
import {
  IDEMPOTENCY_KEY_HEADER, cancelReservationRequestSchema, createReservationRequestSchema, reservationLookupQuerySchema,
} from '../../contract';
import { failures } from '../domain/booking-failure';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { bookingTrafficSourceOf } from '../http/client-session';
import { requestLocaleOf } from '../http/request-locale';
import { findReservation } from '../repositories/reservations';
import { mayAccess } from '../services/reservation-access';
import { bookReservation } from '../services/reservation-booking';
import { authenticate } from '../services/member-sessions';
import { cancelReservation } from '../services/reservation-cancellation';
import { toReservationReply } from '../services/reservation-reply';
import { paymentOfReservation } from '../payments/refunds';
import { hotelFromPath, type RouteDeps } from './deps';
import { viewerMemberId } from './reservation-changes';

const calendarLinkQuerySchema = z.object({ bypass_token: z.string().min(1).max(200) });
import { organizationOfMember } from '../corporate/organization-repository';

export function reservationRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.post('/book/hotels/:h/reservations', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const request = await parseJsonBody(c, createReservationRequestSchema);
    const idempotencyKey = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    if (idempotencyKey && idempotencyKey.length > 255) throw failures.invalidField(IDEMPOTENCY_KEY_HEADER, 'must be at most 255 characters');
    // A signed-in member's booking is linked to the member (a dead session is a 401, never a silent guest booking).
    const authorization = c.req.header('Authorization');
    const memberId = authorization ? (await authenticate({ ...deps, hotel }, authorization)).member.id : null;
    // A corporate user's booking belongs to the organization too (its admin sees it).
    const organizationId = memberId === null ? null : ((await organizationOfMember(deps.database.db, memberId))?.organization.id ?? null);
    const outcome = await bookReservation({
      database: deps.database,
      clock: deps.clock,
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

  routes.get('/book/hotels/:h/reservations/:number', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const credentials = parseQuery(c, reservationLookupQuerySchema);
    const record = await findReservation(deps.database.db, hotel.id, c.req.param('number'));
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
  routes.get('/book/hotels/:h/reservations/:number/stay.ics', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return stayCalendarFile(c, hotel, parseQuery(c, reservationLookupQuerySchema));
  });
  // The same file by a plain link (the confirmation page's "Add to calendar"; no Client-Session):
  // only the bypass token opens it, never the e-mail address.
  routes.get('/api/calendar/hotels/:h/reservations/:number/stay.ics', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const { bypass_token } = parseQuery(c, calendarLinkQuerySchema);
    return stayCalendarFile(c, hotel, { bypass_token });
  });
  async function stayCalendarFile(c: Context, hotel: HotelWithBrand, credentials: { email?: string | undefined; bypass_token?: string | undefined }) {
    const record = await findReservation(deps.database.db, hotel.id, c.req.param('number') ?? '');
    if (!record || !mayAccess(record.reservation, credentials) || record.reservation.status === 'cancelled') throw failures.reservationNotFound();
    const ics = stayIcs({ hotel, record, baseUrl: deps.publicUrl, now: deps.clock.now() });
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="stay-${record.reservation.confirmationNumber}.ics"`,
      'cache-control': 'no-store',
    });
  }

  routes.put('/book/hotels/:h/reservations/:number/cancel', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const credentials = parseQuery(c, reservationLookupQuerySchema);
    const request = await parseJsonBody(c, cancelReservationRequestSchema);
    const reply = await cancelReservation({
      database: deps.database, clock: deps.clock, hotel, confirmationNumber: c.req.param('number'), credentials, request,
      viewerMemberId: await viewerMemberId(c, deps, hotel),
      publicUrl: deps.publicUrl,
    });
    return c.json(reply);
  });

  return routes;
}
