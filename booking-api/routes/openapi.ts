import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  CLIENT_SESSION_HEADER, IDEMPOTENCY_KEY_HEADER, bookingWidgetSettingsReplySchema, cancelReservationRequestSchema,
  cancellationPoliciesReplySchema, clientSessionReplySchema, clientSessionRequestSchema, createReservationRequestSchema,
  errorReplySchema, hotelReplySchema, roomSearchQuerySchema, roomSearchReplySchema, reservationReplySchema,
  updateGuestRequestSchema, updateItineraryReplySchema, updateItineraryRequestSchema, updateSettingsReplySchema,
} from '../../contract';
import { paymentOpenApiPaths, paymentOpenApiSchemas, staffSecurityScheme } from '../payment-methods/openapi-payments';
import { identityOpenApiPaths, identityOpenApiSchemas } from '../identity/openapi-identity';
import { searchOptionsOpenApiPaths, searchOptionsOpenApiSchemas } from './openapi-search-options';
import { corporateLotteryOpenApiPaths, corporateLotteryOpenApiSchemas } from './openapi-corporate-lottery';
import { extrasOpenApiPaths, extrasOpenApiSchemas } from '../extras/openapi-extras';
import { accountsOpenApiPaths, accountsOpenApiSchemas } from './openapi-accounts';
import { photosOpenApiPaths, photosOpenApiSchemas } from '../photos/openapi-photos';
import { agencyOpenApiPaths, agencyOpenApiSchemas } from '../agency/openapi-agency';
import { packagesOpenApiPaths, packagesOpenApiSchemas } from '../packages/openapi-packages';
import { hotelSearchOpenApiPaths, hotelSearchOpenApiSchemas } from '../agency/openapi-hotel-search';
import { handOverOpenApiPaths, handOverOpenApiSchemas } from '../agency/openapi-hand-over';

/**
 * GET /api/openapi.json: the REST contract as OpenAPI 3.1, generated from the same zod schemas the
 * routes parse with, so the document cannot drift from the code.
 */

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const errorResponse = (description: string) => ({ description, content: json('ErrorReply') });

function queryParameters(schema: z.ZodObject): unknown[] {
  const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Object.keys(schema.shape).filter((key) => !schema.shape[key]!.safeParse(undefined).success));
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

const hotelParameter = { name: 'h', in: 'path', required: true, description: 'Hotel code or numeric hotel id', schema: { type: 'string' } };
const numberParameter = { name: 'confirmation_number', in: 'path', required: true, schema: { type: 'string' } };
const credentialParameters = [
  { name: 'email', in: 'query', required: false, description: "The guest's e-mail (case-insensitive)", schema: { type: 'string' } },
  { name: 'bypass_token', in: 'query', required: false, schema: { type: 'string' } },
];
const sessionHeader = { name: CLIENT_SESSION_HEADER, in: 'header', required: true, schema: { type: 'string' } };
const common = { parameters: [sessionHeader, hotelParameter] };
const bookErrors = {
  '400': errorResponse('Invalid input (code 1000)'),
  '401': errorResponse('Invalid Client-Session (code 1009)'),
  '404': errorResponse('Unknown hotel (1001) or reservation (1005)'),
};

const DOCUMENT_INFO = { title: 'Booking API', version: '1.0.0', description: 'REST contract of SPEC.md section 7. Money is an integer in the minor unit.' };

function buildOpenApiDocument(): JsonSchema {
  return {
    openapi: '3.1.0',
    info: DOCUMENT_INFO,
    paths: {
      '/api/client_sessions': {
        post: {
          summary: 'Obtain a client session',
          requestBody: { required: true, content: json('ClientSessionRequest') },
          responses: { '201': { description: 'Session', content: json('ClientSessionReply') }, '400': errorResponse('Invalid input'), '401': errorResponse('Wrong key or secret') },
        },
      },
      '/book/hotels/{h}': { get: { ...common, summary: "Hotel, with its photos in order (alt text in the Locale header's language, else the hotel's own, else English)", responses: { '200': { description: 'Hotel', content: json('HotelReply') }, ...bookErrors } } },
      '/book/hotels/{h}/settings/booking_widget': {
        get: { ...common, summary: 'Booking widget settings', responses: { '200': { description: 'Settings', content: json('BookingWidgetSettingsReply') }, ...bookErrors } },
      },
      '/book/hotels/{h}/rooms': {
        get: {
          summary: 'Search rooms',
          parameters: [sessionHeader, hotelParameter, ...queryParameters(roomSearchQuerySchema)],
          responses: { '200': { description: 'Rooms', content: json('RoomSearchReply') }, ...bookErrors, '422': errorResponse('Outside the reservable period (1903)') },
        },
      },
      '/book/hotels/{h}/reservations': {
        post: {
          summary: 'Create a reservation',
          parameters: [...common.parameters, { name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, schema: { type: 'string', maxLength: 255 } }],
          requestBody: { required: true, content: json('CreateReservationRequest') },
          responses: {
            '201': { description: 'Reserved (also the replay of an Idempotency-Key retry)', content: json('ReservationReply') },
            ...bookErrors,
            '409': errorResponse('Sold out (1004)'),
            '422': errorResponse('Unknown room or plan (1002), too many guests (1011), payment type (1012), key reuse (1008), period (1903), card token already used (3205)'),
          },
        },
      },
      '/book/hotels/{h}/reservations/{confirmation_number}': {
        get: {
          summary: 'Look up a reservation',
          parameters: [...common.parameters, numberParameter, ...credentialParameters],
          responses: { '200': { description: 'Reservation', content: json('ReservationReply') }, ...bookErrors },
        },
        put: {
          summary: 'Shorten the stay or remove rooms (dry_run=true quotes; a commit carries quoted_total_price)',
          parameters: [...common.parameters, numberParameter, ...credentialParameters, { name: 'dry_run', in: 'query', required: false, schema: { enum: ['true', 'false'] } }],
          requestBody: { required: true, content: json('UpdateItineraryRequest') },
          responses: {
            '200': { description: 'Quote and reservation (updated unless dry_run)', content: json('UpdateItineraryReply') },
            ...bookErrors,
            '409': errorResponse('Total changed (update_total_changed), cancelled (1006), payment pending'),
            '422': errorResponse('Deadline passed, staff edited, card payment, other account, below minimum nights, not priceable'),
          },
        },
      },
      '/book/hotels/{h}/reservations/{confirmation_number}/stay.ics': {
        get: {
          summary: 'The stay as an iCalendar file (RFC 5545) for "Add to calendar", with the same access as the look-up',
          parameters: [...common.parameters, numberParameter, ...credentialParameters],
          responses: {
            '200': { description: 'The calendar file', content: { 'text/calendar': { schema: { type: 'string' } } } },
            ...bookErrors,
          },
        },
      },
      '/api/calendar/hotels/{h}/reservations/{confirmation_number}/stay.ics': {
        get: {
          summary: 'The same calendar file by a plain link (no Client-Session): the bypass token is the access',
          parameters: [
            hotelParameter,
            numberParameter,
            { name: 'bypass_token', in: 'query', required: true, schema: { type: 'string' } },
          ],
          responses: {
            '200': { description: 'The calendar file', content: { 'text/calendar': { schema: { type: 'string' } } } },
            '400': errorResponse('No bypass_token (1000)'),
            '404': errorResponse('Unknown hotel, or no reservation with this number and token, or cancelled'),
          },
        },
      },
      '/book/hotels/{h}/reservations/{confirmation_number}/guests': {
        put: {
          summary: 'Replace the guest details',
          parameters: [...common.parameters, numberParameter, ...credentialParameters],
          requestBody: { required: true, content: json('UpdateGuestRequest') },
          responses: { '200': { description: 'Updated reservation', content: json('ReservationReply') }, ...bookErrors, '422': errorResponse('Not updatable (update_setting reason)') },
        },
      },
      '/book/hotels/{h}/reservations/{confirmation_number}/update_settings': {
        put: {
          summary: 'The update setting for this caller now (nothing is written)',
          parameters: [...common.parameters, numberParameter, ...credentialParameters],
          responses: { '200': { description: 'Update setting', content: json('UpdateSettingsReply') }, ...bookErrors },
        },
      },
      '/book/hotels/{h}/reservations/{confirmation_number}/cancel': {
        put: {
          summary: 'Cancel a reservation',
          parameters: [...common.parameters, numberParameter, ...credentialParameters],
          requestBody: { required: true, content: json('CancelReservationRequest') },
          responses: {
            '200': { description: 'Cancelled reservation', content: json('ReservationReply') },
            ...bookErrors,
            '409': errorResponse('Already cancelled (1006), fee changed (1010) or a card payment still open (update_payment_pending); an unpaid bank transfer may be cancelled'),
            '422': errorResponse('Same-day cancellation (1007)'),
          },
        },
      },
      '/book/hotels/{h}/cancellation_policies': {
        get: { ...common, summary: 'Cancellation policies', responses: { '200': { description: 'Policies', content: json('CancellationPoliciesReply') }, ...bookErrors } },
      },
      ...paymentOpenApiPaths({ jsonSchema, queryParameters }),
      ...identityOpenApiPaths(),
      ...searchOptionsOpenApiPaths({ jsonSchema, queryParameters }),
      ...corporateLotteryOpenApiPaths({ jsonSchema, queryParameters }),
      ...extrasOpenApiPaths({ jsonSchema, queryParameters }),
      ...accountsOpenApiPaths({ jsonSchema, queryParameters }),
      ...photosOpenApiPaths(),
      ...agencyOpenApiPaths(),
      ...packagesOpenApiPaths({ queryParameters }),
      ...hotelSearchOpenApiPaths({ queryParameters }),
      ...handOverOpenApiPaths(),
    },
    components: {
      schemas: {
        ClientSessionRequest: jsonSchema(clientSessionRequestSchema, 'input'),
        ClientSessionReply: jsonSchema(clientSessionReplySchema, 'output'),
        HotelReply: jsonSchema(hotelReplySchema, 'output'),
        BookingWidgetSettingsReply: jsonSchema(bookingWidgetSettingsReplySchema, 'output'),
        RoomSearchReply: jsonSchema(roomSearchReplySchema, 'output'),
        CreateReservationRequest: jsonSchema(createReservationRequestSchema, 'input'),
        CancelReservationRequest: jsonSchema(cancelReservationRequestSchema, 'input'),
        ReservationReply: jsonSchema(reservationReplySchema, 'output'),
        CancellationPoliciesReply: jsonSchema(cancellationPoliciesReplySchema, 'output'),
        UpdateItineraryRequest: jsonSchema(updateItineraryRequestSchema, 'input'),
        UpdateItineraryReply: jsonSchema(updateItineraryReplySchema, 'output'),
        UpdateGuestRequest: jsonSchema(updateGuestRequestSchema, 'input'),
        UpdateSettingsReply: jsonSchema(updateSettingsReplySchema, 'output'),
        ErrorReply: jsonSchema(errorReplySchema, 'output'),
        ...paymentOpenApiSchemas({ jsonSchema, queryParameters }),
        ...identityOpenApiSchemas({ jsonSchema }),
        ...searchOptionsOpenApiSchemas({ jsonSchema, queryParameters }),
        ...corporateLotteryOpenApiSchemas({ jsonSchema, queryParameters }),
        ...extrasOpenApiSchemas({ jsonSchema, queryParameters }),
        ...accountsOpenApiSchemas({ jsonSchema, queryParameters }),
        ...photosOpenApiSchemas({ jsonSchema }),
        ...agencyOpenApiSchemas({ jsonSchema }),
        ...packagesOpenApiSchemas({ jsonSchema }),
        ...hotelSearchOpenApiSchemas({ jsonSchema }),
        ...handOverOpenApiSchemas({ jsonSchema }),
      },
      securitySchemes: staffSecurityScheme,
    },
  };
}

/**
 * The published document: the paths generated from the declared routes (http/declared-routes.ts)
 * together with the paths still described by hand above, which shrink as their routes are declared.
 */
export function apiDocument(api: OpenAPIHono): JsonSchema {
  type Paths = Record<string, Record<string, unknown>>;
  const handWritten = buildOpenApiDocument() as { paths: Paths; components: { schemas: JsonSchema; securitySchemes: JsonSchema } };
  const generated = api.getOpenAPI31Document({ openapi: '3.1.0', info: DOCUMENT_INFO }) as unknown as {
    paths?: Record<string, Record<string, unknown>>; components?: { schemas?: JsonSchema };
  };
  const paths: Record<string, Record<string, unknown>> = { ...handWritten.paths };
  for (const [path, operations] of Object.entries(generated.paths ?? {})) paths[path] = { ...paths[path], ...operations };
  return {
    openapi: '3.1.0',
    info: DOCUMENT_INFO,
    paths,
    components: { schemas: { ...handWritten.components.schemas, ...generated.components?.schemas }, securitySchemes: handWritten.components.securitySchemes },
  };
}

/** GET /api/openapi.json of `api`, built once at the first request (every route is registered by then). */
export function openApiRoutes(api: OpenAPIHono): Hono {
  const routes = new Hono();
  let document: JsonSchema | undefined;
  routes.get('/api/openapi.json', (c) => c.json((document ??= apiDocument(api))));
  return routes;
}
