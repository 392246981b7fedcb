import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { requestLocaleOf } from '../http/request-locale';
import {
  createPayByLinkRequestSchema,
  payByLinkPaymentRequestSchema,
  payByLinkRecordSchema,
  payByLinkViewSchema,
  payByLinkVisitRequestSchema,
  paymentNumberSchema,
  updatePayByLinkRequestSchema,
} from '../../contract';
import { findHotel } from '../repositories/hotels';
import { CLIENT_BRAND_ID } from '../http/client-session';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  pathText,
  sessionHeader,
  staffCredentials,
  staffErrors,
} from '../http/declared-routes';
import { staffCheck, staffHotelOf } from '../http/route-credentials';
import type { RouteDeps } from '../routes/deps';
import { refundPayByLink } from '../payment-methods/pay-by-link-refunds';
import { findLink, openAttemptOfVisit } from './pay-by-link-repository';
import {
  abortAttempt,
  advanceAttempt,
  createPayByLink,
  findVisit,
  openVisit,
  payByLinkFailures,
  payLink,
  settleOpenAttempts,
  toRecord,
  toView,
  updatePayByLink,
  type PayByLinkRow,
} from './pay-by-link-service';

const PayByLinkRecord = named('PayByLinkRecord', payByLinkRecordSchema);
const PayByLinkView = named('PayByLinkView', payByLinkViewSchema);
const PayByLinkVisitRequest = named('PayByLinkVisitRequest', payByLinkVisitRequestSchema);
const paymentNumber = pathText('Payment number of the link');
const staffLinkPath = hotelPath.extend({ payment_number: paymentNumber });
const linkPath = z.object({ payment_number: paymentNumber });
const linkNotFound = { 404: errorReply('No such link, or one of another brand (pay_by_link_not_found)') };
const guestErrors = {
  400: errorReply('Invalid input (1000)'),
  401: errorReply('Invalid Client-Session (1009)'),
  ...linkNotFound,
};

const createLink = declareRoute({
  method: 'post',
  path: '/api/staff/hotels/{h}/pay_by_links',
  summary: 'Staff: create a pay-by-link record',
  security: staffCredentials,
  request: { params: hotelPath, body: jsonBody(named('CreatePayByLinkRequest', createPayByLinkRequestSchema)) },
  responses: { 201: jsonReply('Record', PayByLinkRecord), ...staffErrors },
});
const staffRecord = declareRoute({
  method: 'get',
  path: '/api/staff/hotels/{h}/pay_by_links/{payment_number}',
  summary: 'Staff: a pay-by-link record',
  security: staffCredentials,
  request: { params: staffLinkPath },
  responses: { 200: jsonReply('Record', PayByLinkRecord), ...staffErrors },
});
const updateLink = declareRoute({
  method: 'patch',
  path: '/api/staff/hotels/{h}/pay_by_links/{payment_number}',
  summary:
    'Staff: change subject or amount, or its status; "refunded" refunds the captured payment through the provider',
  security: staffCredentials,
  request: { params: staffLinkPath, body: jsonBody(named('UpdatePayByLinkRequest', updatePayByLinkRequestSchema)) },
  responses: {
    200: jsonReply('Record', PayByLinkRecord),
    ...staffErrors,
    409: errorReply('Not updatable (3200)'),
    422: errorReply('Refund declined by the provider (its code)'),
  },
});
const visit = declareRoute({
  method: 'post',
  path: '/book/pay_by_links/{payment_number}/visits',
  summary: 'Open the page: a visit of one hour',
  parameters: [sessionHeader],
  request: { params: linkPath },
  responses: { 201: jsonReply('View', PayByLinkView), ...guestErrors },
});
const view = declareRoute({
  method: 'get',
  path: '/book/pay_by_links/{payment_number}',
  summary: "The page's view (back from the 3-D Secure page, the issuer's answer is collected first)",
  // Described, not checked here: an unknown or missing visit is answered by the link's own refusals.
  parameters: [sessionHeader, { name: 'visit_id', in: 'query', required: true, schema: { type: 'string' } }],
  request: { params: linkPath },
  responses: { 200: jsonReply('View', PayByLinkView), ...guestErrors },
});
const pay = declareRoute({
  method: 'post',
  path: '/book/pay_by_links/{payment_number}/payments',
  summary: 'Pay by card',
  parameters: [sessionHeader],
  request: { params: linkPath, body: jsonBody(named('PayByLinkPaymentRequest', payByLinkPaymentRequestSchema)) },
  responses: {
    200: jsonReply('View', PayByLinkView),
    ...guestErrors,
    409: errorReply('Already paid, closed, amount changed'),
    422: errorReply('Expired, card refused (a card token already used: 3205)'),
  },
});
const complete3ds = declareRoute({
  method: 'post',
  path: '/book/pay_by_links/{payment_number}/payments/complete_3ds',
  summary: 'After 3-D Secure',
  parameters: [sessionHeader],
  request: { params: linkPath, body: jsonBody(PayByLinkVisitRequest) },
  responses: { 200: jsonReply('View', PayByLinkView), ...guestErrors },
});
const abort = declareRoute({
  method: 'post',
  path: '/book/pay_by_links/{payment_number}/payments/abort',
  summary: 'Give up the challenge',
  parameters: [sessionHeader],
  request: { params: linkPath, body: jsonBody(PayByLinkVisitRequest) },
  responses: { 200: jsonReply('View', PayByLinkView), ...guestErrors },
});

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
export function payByLinkRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ staffBasic: staffCheck(deps) });
  const { db } = deps.database;

  // ---- staff ----
  const staffLink = async (hotelId: number, paymentNumber: string) => {
    const link = await findLink(db, paymentNumber);
    if (!link || link.hotelId !== hotelId) throw payByLinkFailures.notFound();
    return link;
  };

  addRoute(routes, createLink, async (c) => {
    const link = await createPayByLink(deps, staffHotelOf(c), c.req.valid('json'));
    return c.json(await toRecord(db, link, requestLocaleOf(c)), 201);
  });
  addRoute(routes, staffRecord, async (c) =>
    c.json(
      await toRecord(db, await staffLink(staffHotelOf(c).id, c.req.valid('param').payment_number), requestLocaleOf(c)),
    ),
  );
  addRoute(routes, updateLink, async (c) => {
    const link = await staffLink(staffHotelOf(c).id, c.req.valid('param').payment_number);
    const body = c.req.valid('json');
    // A refund goes through the provider (payment-methods/pay-by-link-refunds.ts); other changes are bookkeeping.
    if (body.status === 'refunded' && body.amount === undefined && body.subject === undefined)
      return c.json(await toRecord(db, await refundPayByLink(deps, link), requestLocaleOf(c)));
    return c.json(await toRecord(db, await updatePayByLink(deps, link.id, body), requestLocaleOf(c)));
  });

  // ---- guest ----
  /** The link of the path, answered like an unknown one for another brand's client session. */
  const guestLink = async (c: Context): Promise<PayByLinkRow> => {
    const number = paymentNumberSchema.safeParse(c.req.param('payment_number'));
    const link = number.success ? await findLink(db, number.data) : null;
    if (!link) throw payByLinkFailures.notFound();
    const brandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
    const hotel = await findHotel(db, String(link.hotelId));
    if (brandId !== undefined && hotel!.brandId !== brandId) throw payByLinkFailures.notFound();
    await settleOpenAttempts(deps, link.id);
    return link;
  };

  addRoute(routes, visit, async (c) => {
    const link = await guestLink(c);
    const visit = await openVisit(deps, link);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)), 201);
  });
  addRoute(routes, view, async (c) => {
    const link = await guestLink(c);
    const visit = await findVisit(db, link, c.req.query('visit_id') ?? '');
    const open = await openAttemptOfVisit(db, visit);
    // The page comes back from the 3-D Secure page: collect the issuer's answer.
    if (open) await advanceAttempt(deps, open.publicId, link.paymentNumber);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });
  addRoute(routes, pay, async (c) => {
    const link = await guestLink(c);
    const body = c.req.valid('json');
    const visit = await findVisit(db, link, body.visit_id);
    await payLink(deps, link, visit, body);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });
  addRoute(routes, complete3ds, async (c) => {
    const link = await guestLink(c);
    const { visit_id } = c.req.valid('json');
    const visit = await findVisit(db, link, visit_id);
    const open = await openAttemptOfVisit(db, visit);
    if (open) await advanceAttempt(deps, open.publicId, link.paymentNumber);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });
  addRoute(routes, abort, async (c) => {
    const link = await guestLink(c);
    const { visit_id } = c.req.valid('json');
    const visit = await findVisit(db, link, visit_id);
    await abortAttempt(deps, link, visit);
    return c.json(await toView(deps, link, visit, requestLocaleOf(c)));
  });

  return routes;
}
