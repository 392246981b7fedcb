import {
  airportsReplySchema,
  packageBookingRequestSchema,
  packageFlightsQuerySchema,
  packageFlightsReplySchema,
} from '../../contract';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  hotelParam,
  sessionHeader as session,
} from '../routes/openapi-parts';

/** OpenAPI paths of hotel plus flight packages (booking-api/packages/). */
export function packagesOpenApiPaths({ queryParameters }: Pick<Helpers, 'queryParameters'>): Record<string, unknown> {
  return {
    '/book/packages/airports': {
      get: {
        summary: 'The airports hotel plus flight packages depart from, names in the X-Locale language',
        parameters: [session],
        responses: {
          '200': { description: 'Departure airports', content: ref('AirportsReply') },
          '401': error('Invalid Client-Session (1009)'),
        },
      },
    },
    '/book/hotels/{h}/packages/flights': {
      get: {
        summary:
          'Flights of a package stay: out on the check-in day from origin to an airport serving the hotel, back on the check-out day; one seat per guest',
        parameters: [session, hotelParam, ...queryParameters(packageFlightsQuerySchema)],
        responses: {
          '200': {
            description:
              'Outbound and return flights with fares per seat and for every guest, in the hotel currency (fares set in JPY, converted at the yen rate the hotel keeps)',
            content: ref('PackageFlightsReply'),
          },
          '400': error('Invalid input, unknown origin airport or dates (1000)'),
          '404': error('Hotel not found (1001)'),
          '422': error(
            'More than 5 rooms (package_room_limit), undated search (package_undated), no package for this hotel (package_not_offered), outside the reservable period (1903)',
          ),
        },
      },
    },
    '/book/hotels/{h}/packages': {
      post: {
        summary:
          'Book a hotel plus flight package: the reservation and the seats of both flights in one transaction (Idempotency-Key as for reservations)',
        parameters: [session, hotelParam],
        requestBody: { required: true, content: ref('PackageBookingRequest') },
        responses: {
          '201': {
            description: 'The reservation with its flights (flights, flight_total_price)',
            content: ref('ReservationReply'),
          },
          '200': { description: 'An Idempotency-Key retry: the first reply', content: ref('ReservationReply') },
          '400': error('Invalid input (1000)'),
          '404': error('Hotel not found (1001)'),
          '409': error('Rooms sold out (1004) or too few seats on a flight (flight_sold_out)'),
          '422': error(
            'More than 5 rooms (package_room_limit), flight not for this stay (flight_not_for_stay), no package for this hotel (package_not_offered), and every refusal of a reservation',
          ),
        },
      },
    },
  };
}

export function packagesOpenApiSchemas({ jsonSchema }: Pick<Helpers, 'jsonSchema'>): Record<string, JsonSchema> {
  return {
    AirportsReply: jsonSchema(airportsReplySchema, 'output'),
    PackageFlightsReply: jsonSchema(packageFlightsReplySchema, 'output'),
    PackageBookingRequest: jsonSchema(packageBookingRequestSchema, 'input'),
  };
}
