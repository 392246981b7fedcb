import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  agencyReservationReplySchema,
  bookTemporaryStorageRequestSchema,
  createTemporaryStorageRequestSchema,
  reservationLookupQuerySchema,
  temporaryStorageReplySchema,
} from '../../contract';
import { clientBrandsOf } from '../http/client-session';
import {
  addRoute,
  agencyErrors,
  clientSessionCredentials,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  pathText,
} from '../http/declared-routes';
import { requestLocaleOf } from '../http/request-locale';
import { clientSessionCheck } from '../http/route-credentials';
import { ReservationReply } from '../routes/reservation-changes';
import { hotelFromPath } from '../routes/deps';
import { otaEnabledOverride } from '../../contract/agency-hand-over-rule';
import {
  bookTemporaryStorage,
  createTemporaryStorage,
  handOverSetting,
  readAgencyReservation,
  readTemporaryStorage,
  type HandOverDeps,
} from './hand-over';

const TemporaryStorageReply = named('TemporaryStorageReply', temporaryStorageReplySchema);
const storagePath = z.object({ id: pathText('The handed-over booking (unguessable)') });
const storageNotFound = errorReply('Unknown, of another brand, or expired (handed_over_booking_not_found)');
const sessionRefused = { 401: agencyErrors[401] };

const setting = declareRoute({
  method: 'get',
  path: '/api/ota/v1/hotels/{h}/hand_over',
  summary:
    'Whether the widget offers payment through the travel agency at this hotel (JPY, a GMO-type gateway, no or the default payment hub), and the button colours',
  security: clientSessionCredentials,
  // Read from the query string as it is (contract/agency-hand-over-rule.ts): any other value is no override.
  parameters: [
    {
      name: 'ota_enabled',
      in: 'query',
      required: false,
      description: 'Test cases only: true or false forces it (ignored in production)',
      schema: { type: 'string', enum: ['true', 'false', '1', '0'] },
    },
  ],
  request: { params: hotelPath },
  responses: {
    200: jsonReply(
      'The hand-over setting',
      named(
        'HandOverSettingReply',
        z.object({
          data: z.object({ enabled: z.boolean(), button_colour: z.string(), button_text_colour: z.string() }),
        }),
      ),
    ),
    ...sessionRefused,
    404: errorReply('Hotel not found (1001)'),
  },
});
const store = declareRoute({
  method: 'post',
  path: '/api/ota/v1/temporary_storages',
  summary:
    'Keep the booking in progress for the travel agency site (30 minutes); answers its unguessable id and the agency page path',
  security: clientSessionCredentials,
  request: { body: jsonBody(named('CreateTemporaryStorageRequest', createTemporaryStorageRequestSchema)) },
  responses: {
    201: jsonReply('Stored', TemporaryStorageReply),
    ...agencyErrors,
    404: errorReply('Hotel not found (1001)'),
    422: errorReply(
      'Not offered at this hotel (agency_hand_over_not_available), unknown room or plan (1002), plan not payable by card (1012)',
    ),
  },
});
const stored = declareRoute({
  method: 'get',
  path: '/api/ota/v1/temporary_storages/{id}',
  summary:
    'The handed-over booking for confirmation on the agency site, with names from the hotel catalogue in the Locale language',
  security: clientSessionCredentials,
  request: { params: storagePath },
  responses: { 200: jsonReply('The booking', TemporaryStorageReply), ...sessionRefused, 404: storageNotFound },
});
const bookStored = declareRoute({
  method: 'post',
  path: '/api/ota/v1/temporary_storages/{id}/reservation',
  summary:
    'Book the handed-over booking once, paid by card on the agency site (traffic source booking_widget_to_tripla_ota); a repeat answers the same reservation (200, Idempotent-Replayed)',
  security: clientSessionCredentials,
  request: {
    params: storagePath,
    body: jsonBody(named('BookTemporaryStorageRequest', bookTemporaryStorageRequestSchema)),
  },
  responses: {
    201: jsonReply('Reserved (payment captured, or pending its 3-D Secure challenge)', ReservationReply),
    200: jsonReply('Already booked: the same reservation', ReservationReply),
    ...agencyErrors,
    402: errorReply('Card declined (3001-3252); the booking may be paid again'),
    404: storageNotFound,
    409: errorReply('Sold out (1004), or another payment of it just ended (agency_hand_off_failed)'),
    422: errorReply('Price changed, card refused'),
  },
});
const agencyReservation = declareRoute({
  method: 'get',
  path: '/api/ota/v1/reservations/{number}',
  summary: 'A reservation the agency site made, to its guest: the e-mail or the bypass token (same 404 otherwise)',
  security: clientSessionCredentials,
  request: { params: z.object({ number: pathText('Confirmation number') }), query: reservationLookupQuerySchema },
  responses: {
    200: jsonReply('The reservation', named('AgencyReservationReply', agencyReservationReplySchema)),
    400: errorReply('email or bypass_token is required (1000)'),
    ...sessionRefused,
    404: errorReply('Reservation not found (1005)'),
  },
});

/** The hand-over's REST routes (booking-api/agency/hand-over.ts), each behind the client session it declares. */
export function handOverRoutes(deps: HandOverDeps): OpenAPIHono {
  const routes = declaredRoutes({ clientSession: clientSessionCheck(deps) });

  // Whether the widget offers the agency button at this hotel, and its colours.
  addRoute(routes, setting, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return c.json({ data: await handOverSetting(deps, hotel, otaEnabledOverride(new URL(c.req.url).search)) });
  });

  addRoute(routes, store, async (c) =>
    c.json({ data: await createTemporaryStorage(deps, clientBrandsOf(c), c.req.valid('json')) }, 201),
  );

  addRoute(routes, stored, async (c) => {
    c.header('Cache-Control', 'no-store');
    const { id } = c.req.valid('param');
    return c.json({ data: await readTemporaryStorage(deps, clientBrandsOf(c), id, requestLocaleOf(c)) });
  });

  addRoute(routes, bookStored, async (c) => {
    const { card_token } = c.req.valid('json');
    const outcome = await bookTemporaryStorage(deps, clientBrandsOf(c), c.req.valid('param').id, card_token);
    if (outcome.status === 200) c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body, outcome.status);
  });

  addRoute(routes, agencyReservation, async (c) => {
    const credentials = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: await readAgencyReservation(
        deps,
        clientBrandsOf(c),
        c.req.valid('param').number,
        credentials,
        requestLocaleOf(c),
      ),
    });
  });
  return routes;
}
