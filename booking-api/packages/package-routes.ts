import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  IDEMPOTENCY_KEY_HEADER,
  airportsReplySchema,
  packageBookingRequestSchema,
  packageFlightsQuerySchema,
  packageFlightsReplySchema,
} from '../../contract';
import { organizationOfMember } from '../corporate/organization-repository';
import { failures } from '../domain/booking-failure';
import { sessionsOf, bookingTrafficSourceOf } from '../http/client-session';
import { memberAtHotel } from '../services/member-at-hotel';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  sessionHeader,
} from '../http/declared-routes';
import { requestLocaleOf } from '../http/request-locale';
import type { RouteDeps } from '../routes/deps';
import { ReservationReply } from '../routes/reservation-changes';
import { sellableHotelFromPath } from '../agency/sellable-hotel';
import { airportReply } from './flight-reply';
import { originAirports } from './flights-repository';
import { bookPackage, searchPackageFlights } from './package-service';

const sessionRefused = { 401: errorReply('Invalid Client-Session (1009)') };

const airports = declareRoute({
  method: 'get',
  path: '/book/packages/airports',
  summary: 'The airports hotel plus flight packages depart from, names in the X-Locale language',
  parameters: [sessionHeader],
  responses: {
    200: jsonReply('Departure airports', named('AirportsReply', airportsReplySchema)),
    ...sessionRefused,
  },
});
const flights = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/packages/flights',
  summary:
    'Flights of a package stay: out on the check-in day from origin to an airport serving the hotel, back on the check-out day; one seat per guest',
  parameters: [sessionHeader],
  request: { params: hotelPath, query: packageFlightsQuerySchema },
  responses: {
    200: jsonReply(
      'Outbound and return flights with fares per seat and for every guest, in the hotel currency (fares set in JPY, converted at the yen rate the hotel keeps)',
      named('PackageFlightsReply', packageFlightsReplySchema),
    ),
    400: errorReply('Invalid input, unknown origin airport or dates (1000)'),
    ...sessionRefused,
    404: errorReply('Hotel not found (1001)'),
    422: errorReply(
      'More than 5 rooms (package_room_limit), undated search (package_undated), no package for this hotel (package_not_offered), outside the reservable period (1903)',
    ),
  },
});
const booking = declareRoute({
  method: 'post',
  path: '/book/hotels/{h}/packages',
  summary:
    'Book a hotel plus flight package: the reservation and the seats of both flights in one transaction (Idempotency-Key as for reservations)',
  parameters: [
    sessionHeader,
    { name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, schema: { type: 'string', maxLength: 255 } },
  ],
  request: { params: hotelPath, body: jsonBody(named('PackageBookingRequest', packageBookingRequestSchema)) },
  responses: {
    201: jsonReply('The reservation with its flights (flights, flight_total_price)', ReservationReply),
    200: jsonReply('An Idempotency-Key retry: the first reply', ReservationReply),
    400: errorReply('Invalid input (1000)'),
    ...sessionRefused,
    404: errorReply('Hotel not found (1001)'),
    409: errorReply('Rooms sold out (1004) or too few seats on a flight (flight_sold_out)'),
    422: errorReply(
      'More than 5 rooms (package_room_limit), flight not for this stay (flight_not_for_stay), no package for this hotel (package_not_offered), and every refusal of a reservation',
    ),
  },
});

/** Hotel plus flight packages: departure airports, the flights of a stay, and the package booking. */
export function packageRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();

  addRoute(routes, airports, async (c) => {
    const locale = requestLocaleOf(c);
    const rows = await originAirports(deps.database.db);
    return c.json({ airports: rows.map((airport) => airportReply(airport, locale)) });
  });

  addRoute(routes, flights, async (c) => {
    const hotel = await sellableHotelFromPath(c, deps);
    return c.json(
      await searchPackageFlights({
        database: deps.database,
        clock: deps.clock,
        hotel,
        query: c.req.valid('query'),
        locale: requestLocaleOf(c),
      }),
    );
  });

  addRoute(routes, booking, async (c) => {
    const hotel = await sellableHotelFromPath(c, deps);
    const request = c.req.valid('json');
    const idempotencyKey = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    if (idempotencyKey && idempotencyKey.length > 255)
      throw failures.invalidField(IDEMPOTENCY_KEY_HEADER, 'must be at most 255 characters');
    // As a reservation: a signed-in member's package is theirs (and their organization's); an agency
    // member at a partner brand's hotel books it as a guest there (services/member-at-hotel.ts).
    const { memberId } = await memberAtHotel(deps, { ...sessionsOf(c), hotel });
    const organizationId =
      memberId === null ? null : ((await organizationOfMember(deps.database.db, memberId))?.organization.id ?? null);
    const outcome = await bookPackage({
      database: deps.database,
      clock: deps.clock,
      steps: deps.bookingSteps,
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

  return routes;
}
