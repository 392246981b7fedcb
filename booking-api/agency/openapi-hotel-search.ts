import {
  hotelRatingsQuerySchema,
  hotelRatingsReplySchema,
  hotelSearchQuerySchema,
  hotelSearchReplySchema,
} from '../../contract/hotel-search';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  sessionHeader as session,
} from '../routes/openapi-parts';

/** OpenAPI paths of the agency site's hotel search and ratings (booking-api/agency/hotel-search-routes.ts). */
export function hotelSearchOpenApiPaths({
  queryParameters,
}: Pick<Helpers, 'queryParameters'>): Record<string, unknown> {
  return {
    '/api/ota/v1/hotels/search': {
      get: {
        summary:
          'The agency hotel search: listed facilities of an area or keyword with the features asked, each with the lowest price of the room search ' +
          'for the dates and guests per room (sold out: the next check-ins within 30 days), sorted and paged',
        parameters: [session, ...queryParameters(hotelSearchQuerySchema)],
        responses: {
          '200': { description: 'One page of facilities', content: ref('HotelSearchReply') },
          '400': error('Invalid input (1000), e.g. checkout not after checkin, an unknown area or feature'),
          '401': error('Invalid Client-Session (1009)'),
        },
      },
    },
    '/api/ota/v1/hotels/ratings': {
      get: {
        summary:
          "Guests' review ratings of listed facilities: average (1-5, one decimal), count and the count of each score",
        parameters: [session, ...queryParameters(hotelRatingsQuerySchema)],
        responses: {
          '200': {
            description: 'The ratings of the listed facilities named (others are left out)',
            content: ref('HotelRatingsReply'),
          },
          '400': error('Invalid input (1000)'),
          '401': error('Invalid Client-Session (1009)'),
        },
      },
    },
  };
}

export function hotelSearchOpenApiSchemas({ jsonSchema }: Pick<Helpers, 'jsonSchema'>): Record<string, JsonSchema> {
  return {
    HotelSearchReply: jsonSchema(hotelSearchReplySchema, 'output'),
    HotelRatingsReply: jsonSchema(hotelRatingsReplySchema, 'output'),
  };
}
