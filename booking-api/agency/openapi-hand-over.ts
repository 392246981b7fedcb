import { z } from 'zod';
import {
  agencyReservationReplySchema,
  bookTemporaryStorageRequestSchema,
  createTemporaryStorageRequestSchema,
  temporaryStorageReplySchema,
} from '../../contract';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  hotelParam,
  pathParam,
  sessionHeader as session,
} from '../routes/openapi-parts';

const idParam = pathParam('id', 'The handed-over booking (unguessable)');
const notFound = error('Unknown, of another brand, or expired (handed_over_booking_not_found)');

/** OpenAPI paths of the widget's hand-over to the travel agency site (booking-api/agency/hand-over-routes.ts). */
export function handOverOpenApiPaths(): Record<string, unknown> {
  return {
    '/api/ota/v1/hotels/{h}/hand_over': {
      get: {
        summary:
          'Whether the widget offers payment through the travel agency at this hotel (JPY, a GMO-type gateway, no or the default payment hub), and the button colours',
        parameters: [
          session,
          hotelParam,
          {
            name: 'ota_enabled',
            in: 'query',
            required: false,
            description: 'Test cases only: true or false forces it (ignored in production)',
            schema: { enum: ['true', 'false', '1', '0'] },
          },
        ],
        responses: {
          '200': { description: 'The hand-over setting', content: ref('HandOverSettingReply') },
          '401': error('Invalid Client-Session (1009)'),
          '404': error('Hotel not found (1001)'),
        },
      },
    },
    '/api/ota/v1/temporary_storages': {
      post: {
        summary:
          'Keep the booking in progress for the travel agency site (30 minutes); answers its unguessable id and the agency page path',
        parameters: [session],
        requestBody: { required: true, content: ref('CreateTemporaryStorageRequest') },
        responses: {
          '201': { description: 'Stored', content: ref('TemporaryStorageReply') },
          '400': error('Invalid input (1000)'),
          '401': error('Invalid Client-Session (1009)'),
          '404': error('Hotel not found (1001)'),
          '422': error(
            'Not offered at this hotel (agency_hand_over_not_available), unknown room or plan (1002), plan not payable by card (1012)',
          ),
        },
      },
    },
    '/api/ota/v1/temporary_storages/{id}': {
      get: {
        summary:
          'The handed-over booking for confirmation on the agency site, with names from the hotel catalogue in the Locale language',
        parameters: [session, idParam],
        responses: {
          '200': { description: 'The booking', content: ref('TemporaryStorageReply') },
          '401': error('Invalid Client-Session (1009)'),
          '404': notFound,
        },
      },
    },
    '/api/ota/v1/temporary_storages/{id}/reservation': {
      post: {
        summary:
          'Book the handed-over booking once, paid by card on the agency site (traffic source booking_widget_to_tripla_ota); a repeat answers the same reservation (200, Idempotent-Replayed)',
        parameters: [session, idParam],
        requestBody: { required: true, content: ref('BookTemporaryStorageRequest') },
        responses: {
          '201': {
            description: 'Reserved (payment captured, or pending its 3-D Secure challenge)',
            content: ref('ReservationReply'),
          },
          '200': { description: 'Already booked: the same reservation', content: ref('ReservationReply') },
          '400': error('Invalid input (1000)'),
          '401': error('Invalid Client-Session (1009)'),
          '402': error('Card declined (3001-3252); the booking may be paid again'),
          '404': notFound,
          '409': error('Sold out (1004), or another payment of it just ended (agency_hand_off_failed)'),
          '422': error('Price changed, card refused'),
        },
      },
    },
    '/api/ota/v1/reservations/{number}': {
      get: {
        summary:
          'A reservation the agency site made, to its guest: the e-mail or the bypass token (same 404 otherwise)',
        parameters: [
          session,
          pathParam('number', 'Confirmation number'),
          { name: 'email', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'bypass_token', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'The reservation', content: ref('AgencyReservationReply') },
          '400': error('email or bypass_token is required (1000)'),
          '401': error('Invalid Client-Session (1009)'),
          '404': error('Reservation not found (1005)'),
        },
      },
    },
  };
}

export function handOverOpenApiSchemas({ jsonSchema }: Pick<Helpers, 'jsonSchema'>): Record<string, JsonSchema> {
  return {
    HandOverSettingReply: jsonSchema(
      z.object({ data: z.object({ enabled: z.boolean(), button_colour: z.string(), button_text_colour: z.string() }) }),
      'output',
    ),
    CreateTemporaryStorageRequest: jsonSchema(createTemporaryStorageRequestSchema, 'input'),
    TemporaryStorageReply: jsonSchema(temporaryStorageReplySchema, 'output'),
    BookTemporaryStorageRequest: jsonSchema(bookTemporaryStorageRequestSchema, 'input'),
    AgencyReservationReply: jsonSchema(agencyReservationReplySchema, 'output'),
  };
}
