import {
  ErrorCode,
  MAX_ROOM_OCCUPANCY,
  MAX_ROOM_SIZE_SQM,
  MAX_ROOM_VIEW_LENGTH,
  staffRoomFactsSchema,
  updateRoomFactsRequestSchema,
} from '../../contract';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as json,
  errorReply as error,
  hotelParam as hotel,
  pathParam,
} from '../routes/openapi-parts';

/** OpenAPI paths of a room type's facts (booking-api/room-facts/room-facts-routes.ts). */

const basic = [{ staffBasic: [] }];
const roomType = pathParam('code', 'Room type code');
const staffErrors = {
  '401': error('API client key and secret required (HTTP Basic)'),
  '404': error(
    `Unknown hotel, or a hotel of another brand (1001); unknown room type of this hotel (${ErrorCode.notFound})`,
  ),
};
const facts = { description: 'The room type’s facts', content: json('StaffRoomFacts') };

export function roomFactsOpenApiPaths(): Record<string, unknown> {
  return {
    '/api/staff/hotels/{h}/room_types/{code}/facts': {
      get: {
        security: basic,
        parameters: [hotel, roomType],
        summary:
          'Staff: what the room card shows of a room type: floor area in m², beds, view by language, guests it sleeps',
        responses: { '200': facts, ...staffErrors },
      },
      patch: {
        security: basic,
        parameters: [hotel, roomType],
        summary:
          `Staff: change any of size_sqm (1-${MAX_ROOM_SIZE_SQM}, null removes it), beds (each kind once), view (a text in the hotel's own language ` +
          `or texts by language, at most ${MAX_ROOM_VIEW_LENGTH} characters; null removes it) and max_occupancy (1-${MAX_ROOM_OCCUPANCY}, ` +
          'at most the hotel’s max_guests_per_room); the others stay',
        requestBody: { required: true, content: json('UpdateRoomFactsRequest') },
        responses: { '200': facts, '400': error('Invalid input (1000), with the field in error'), ...staffErrors },
      },
    },
  };
}

export function roomFactsOpenApiSchemas({ jsonSchema }: Pick<Helpers, 'jsonSchema'>): Record<string, JsonSchema> {
  return {
    StaffRoomFacts: jsonSchema(staffRoomFactsSchema, 'output'),
    UpdateRoomFactsRequest: jsonSchema(updateRoomFactsRequestSchema, 'input'),
  };
}
