import {
  availabilityQuerySchema, availabilityReplySchema, facilitiesPageReplySchema, facilitiesQuerySchema,
  inventoryQuerySchema, inventoryReplySchema, kidsSettingReplySchema, notificationsQuerySchema, notificationsReplySchema,
  recommendationReplySchema, roomSearchQuerySchema,
} from '../../contract';
import { type JsonSchema, type OpenApiHelpers as Helpers, jsonRef as ref, errorReply as error, sessionHeader as session, hotelParam as hotel } from './openapi-parts';

/** OpenAPI paths of the availability calendar, the inventory grid and the search options routes. */

const errors = { '400': error('Invalid input (code 1000)'), '401': error('Invalid Client-Session (code 1009)'), '404': error('Unknown hotel (1001)') };

export function searchOptionsOpenApiPaths({ queryParameters }: Helpers): Record<string, unknown> {
  const get = (summary: string, parameters: unknown[], schema: string) => ({
    get: { summary, parameters: [session, ...parameters], responses: { '200': { description: summary, content: ref(schema) }, ...errors } },
  });
  return {
    '/book/hotels/{h}/rooms/availability': get(
      'Availability calendar: rooms left and the lowest one-night price per date of [from, to), at most 62 days',
      [hotel, ...queryParameters(availabilityQuerySchema)],
      'AvailabilityReply',
    ),
    '/book/hotels/{h}/rooms/inventory': get('Free and total rooms per room type per date', [hotel, ...queryParameters(inventoryQuerySchema)], 'InventoryReply'),
    '/book/hotels/{h}/rooms/recommendation': get(
      'Recommended plans for the criteria (the query of /rooms): the first plan of the best-ranked room types',
      [hotel, ...queryParameters(roomSearchQuerySchema)],
      'RecommendationReply',
    ),
    '/book/hotels/{h}/kids_tiers': get(
      "The hotel's kids type (tiers, tiers_with_meal_and_bed_as_extras, ages) and children's tiers; tier A is the companion",
      [hotel, { name: 'locale', in: 'query', required: false, schema: { type: 'string' } }],
      'KidsSettingReply',
    ),
    '/book/hotels/{h}/notifications': get(
      'Hotel notifications for the check-in (display dates inclusive) and the viewer (label filters; Authorization for a member)',
      [hotel, ...queryParameters(notificationsQuerySchema)],
      'NotificationsReply',
    ),
    '/book/hotel_brands/{brand}/facilities': get(
      "The brand's facilities, one page at a time (page, total_pages, data), with their map position",
      [{ name: 'brand', in: 'path', required: true, schema: { type: 'string' } }, ...queryParameters(facilitiesQuerySchema)],
      'FacilitiesPageReply',
    ),
  };
}

export function searchOptionsOpenApiSchemas({ jsonSchema }: Helpers): Record<string, JsonSchema> {
  return {
    AvailabilityReply: jsonSchema(availabilityReplySchema, 'output'),
    InventoryReply: jsonSchema(inventoryReplySchema, 'output'),
    RecommendationReply: jsonSchema(recommendationReplySchema, 'output'),
    KidsSettingReply: jsonSchema(kidsSettingReplySchema, 'output'),
    NotificationsReply: jsonSchema(notificationsReplySchema, 'output'),
    FacilitiesPageReply: jsonSchema(facilitiesPageReplySchema, 'output'),
  };
}
