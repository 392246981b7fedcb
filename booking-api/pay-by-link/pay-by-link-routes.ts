import { Hono, type Context } from 'hono';
import { requestLocaleOf } from '../http/request-locale';
import {
  createPayByLinkRequestSchema,
  payByLinkPaymentRequestSchema,
  payByLinkVisitRequestSchema,
  paymentNumberSchema,
  updatePayByLinkRequestSchema,
} from '../../contract';
import { findHotel } from '../repositories/hotels';
import { CLIENT_BRAND_ID } from '../http/client-session';
import { parseJsonBody } from '../http/request-parsing';
import type { RouteDeps } from '../routes/deps';
import { refundPayByLink } from '../payment-methods/pay-by-link-refunds';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import {
  abortAttempt,
  advanceAttempt,
  createPayByLink,
  findLink,
  findVisit,
  openAttemptOfVisit,
  openVisit,
  payByLinkFailures,
  payLink,
  settleOpenAttempts,
  toRecord,
  toView,
  updatePayByLink,
  type PayByLinkRow,
} from './pay-by-link-service';

/**
 * Pay-by-link over HTTP.
 *
 * Staff side (the hotel's own system), HTTP Basic with an API client's key and secret (the same
 * pair that opens client sessions), only for hotels of that client's brand:
 *   POST  /api/staff/hotels/{hotel}/pay_by_links                  { subject, amount, currency? }
 *   GET   /api/staff/hotels/{hotel}/pay_by_links/{paymentNumber}
 *   PATCH /api/staff/hotels/{hotel}/pay_by_links/{paymentNumber}  { subject?, amount?, status? }
 *
 * Guest side (the /payments/{paymentNumber} page through the gateway, Client-Session):
 *   POST /book/pay_by_links/{paymentNumber}/visits               opens the page: a visit of one hour
 *   GET  /book/pay_by_links/{paymentNumber}?visit_id=            the page's view
 *   POST /book/pay_by_links/{paymentNumber}/payments             { visit_id, amount_version, card_token }
 *   POST /book/pay_by_links/{paymentNumber}/payments/complete_3ds { visit_id }
 *   POST /book/pay_by_links/{paymentNumber}/payments/abort       { visit_id }
 */
export function payByLinkRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const { db } = deps.database;

  // ---- staff ----
  const staffHotel = (c: Context) => staffHotelFromPath(c, db);
  const unauthorized = staffUnauthorized;
  const staffLink = async (hotelId: number, paymentNumber: string) => {
    const link = await findLink(db, paymentNumber);
    if (!link || link.hotelId !== hotelId) throw payByLinkFailures.notFound();
    return link;
  };

  routes.post('/api/staff/hotels/:h/pay_by_links', async (c) => {
    const hotel = await staffHotel(c);
    if (!hotel) return unauthorized(c);
    const body = await parseJsonBody(c, createPayByLinkRequestSchema);
    const link = await createPayByLink(deps, hotel, body);
    return c.json(await toRecord(db, link, requestLocaleOf(c)), 201);
  });
  routes.get('/api/staff/hotels/:h/pay_by_links/:no', async (c) => {
    const hotel = await staffHotel(c);
    if (!hotel) return unauthorized(c);
    return c.json(await toRecord(db, await staffLink(hotel.id, c.req.param('no')), requestLocaleOf(c)));
  });
  routes.patch('/api/staff/hotels/:h/pay_by_links/:no', async (c) => {
    const hotel = await staffHotel(c);
    if (!hotel) return unauthorized(c);
    const link = await staffLink(hotel.id, c.req.param('no'));
    const body = await parseJsonBody(c, updatePayByLinkRequestSchema);
    // A refund goes through the provider (payment-methods/pay-by-link-refunds.ts); other changes are bookkeeping.
    if (body.status === 'refunded' && body.amount === undefined && body.subject === undefined)
      return c.json(await toRecord(db, await refundPayByLink(deps, link), requestLocaleOf(c)));
    return c.json(await toRecord(db, await updatePayByLink(deps, link.id, body), requestLocaleOf(c)));
  });

  // ---- guest ----
  /** The link of the path, answered like an unknown one for another brand's client session. */
  const guestLink = async (c: Context): Promise<PayByLinkRow> => {
    const number = paymentNumberSchema.safeParse(c.req.param('no'));
    const link = number.success ? await findLink(db, number.data) : null;
    if (!link) throw payByLinkFailures.notFound();
    const brandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
    const hotel = await findHotel(db, String(link.hotelId));
    if (brandId !== undefined && hotel!.brandId !== brandId) throw payByLinkFailures.notFound();
    await settleOpenAttempts(deps, link.id);
    return link;
  };

  routes.post('/book/pay_by_links/:no/visits', async (c) => {
    const link = await guestLink(c);
    const visit = await openVisit(deps, link);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)), 201);
  });
  routes.get('/book/pay_by_links/:no', async (c) => {
    const link = await guestLink(c);
    const visit = await findVisit(db, link, c.req.query('visit_id') ?? '');
    const open = await openAttemptOfVisit(db, visit);
    // The page comes back from the 3-D Secure page: collect the issuer's answer.
    if (open) await advanceAttempt(deps, open.publicId, link.paymentNumber);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });
  routes.post('/book/pay_by_links/:no/payments', async (c) => {
    const link = await guestLink(c);
    const body = await parseJsonBody(c, payByLinkPaymentRequestSchema);
    const visit = await findVisit(db, link, body.visit_id);
    await payLink(deps, link, visit, body);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });
  routes.post('/book/pay_by_links/:no/payments/complete_3ds', async (c) => {
    const link = await guestLink(c);
    const { visit_id } = await parseJsonBody(c, payByLinkVisitRequestSchema);
    const visit = await findVisit(db, link, visit_id);
    const open = await openAttemptOfVisit(db, visit);
    if (open) await advanceAttempt(deps, open.publicId, link.paymentNumber);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });
  routes.post('/book/pay_by_links/:no/payments/abort', async (c) => {
    const link = await guestLink(c);
    const { visit_id } = await parseJsonBody(c, payByLinkVisitRequestSchema);
    const visit = await findVisit(db, link, visit_id);
    await abortAttempt(deps, link, visit);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });

  return routes;
}
