import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  hotelRatingsQuerySchema,
  hotelRatingsReplySchema,
  hotelSearchQuerySchema,
  hotelSearchReplySchema,
} from '../../contract/hotel-search';
import { clientBrandsOf } from '../http/client-session';
import {
  addRoute,
  clientSessionCredentials,
  declareRoute,
  declaredRoutes,
  errorReply,
  jsonReply,
  named,
} from '../http/declared-routes';
import { requestLocaleOf } from '../http/request-locale';
import { clientSessionCheck } from '../http/route-credentials';
import type { RouteDeps } from '../routes/deps';
import { agencyHotelRatings, searchAgencyHotels } from './hotel-search';

export const HOTEL_SEARCH_ROUTE = '/api/ota/v1/hotels/search';
export const HOTEL_RATINGS_ROUTE = '/api/ota/v1/hotels/ratings';

const search = declareRoute({
  method: 'get',
  path: HOTEL_SEARCH_ROUTE,
  summary:
    'The agency hotel search: listed facilities of an area or keyword with the features asked, each with the lowest price of the room search ' +
    'for the dates and guests per room (sold out: the next check-ins within 30 days), sorted and paged',
  security: clientSessionCredentials,
  request: { query: hotelSearchQuerySchema },
  responses: {
    200: jsonReply('One page of facilities', named('HotelSearchReply', hotelSearchReplySchema)),
    400: errorReply('Invalid input (1000), e.g. checkout not after checkin, an unknown area or feature'),
    401: errorReply('Invalid Client-Session (1009)'),
  },
});
const ratings = declareRoute({
  method: 'get',
  path: HOTEL_RATINGS_ROUTE,
  summary: "Guests' review ratings of listed facilities: average (1-5, one decimal), count and the count of each score",
  security: clientSessionCredentials,
  request: { query: hotelRatingsQuerySchema },
  responses: {
    200: jsonReply(
      'The ratings of the listed facilities named (others are left out)',
      named('HotelRatingsReply', hotelRatingsReplySchema),
    ),
    400: errorReply('Invalid input (1000)'),
    401: errorReply('Invalid Client-Session (1009)'),
  },
});

/**
 * The agency site's hotel search and the facilities' review ratings (behind the client session the
 * routes declare, like every /api/ota route), over the facilities of the brands the session's client
 * sells: exactly those whose /book/hotels/{code} routes it may open.
 */
export function hotelSearchRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ clientSession: clientSessionCheck(deps) });
  addRoute(routes, search, async (c) =>
    c.json(
      await searchAgencyHotels(
        deps.database.db,
        c.req.valid('query'),
        deps.clock,
        requestLocaleOf(c),
        clientBrandsOf(c),
      ),
    ),
  );
  addRoute(routes, ratings, async (c) =>
    c.json(await agencyHotelRatings(deps.database.db, c.req.valid('query').hotel_codes, clientBrandsOf(c))),
  );
  return routes;
}
