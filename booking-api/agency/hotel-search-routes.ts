import { Hono } from 'hono';
import { hotelRatingsQuerySchema, hotelSearchQuerySchema } from '../../contract/hotel-search';
import { clientBrandsOf } from '../http/client-session';
import { parseQuery } from '../http/request-parsing';
import { requestLocaleOf } from '../http/request-locale';
import type { RouteDeps } from '../routes/deps';
import { agencyHotelRatings, searchAgencyHotels } from './hotel-search';

export const HOTEL_SEARCH_ROUTE = '/api/ota/v1/hotels/search';
export const HOTEL_RATINGS_ROUTE = '/api/ota/v1/hotels/ratings';

/**
 * The agency site's hotel search and the facilities' review ratings (behind the client session,
 * like every /api/ota route: booking-api/app.ts), over the facilities of the brands the session's
 * client sells: exactly those whose /book/hotels/{code} routes it may open.
 */
export function hotelSearchRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get(HOTEL_SEARCH_ROUTE, async (c) => {
    const query = parseQuery(c, hotelSearchQuerySchema);
    return c.json(await searchAgencyHotels(deps.database.db, query, deps.clock, requestLocaleOf(c), clientBrandsOf(c)));
  });
  routes.get(HOTEL_RATINGS_ROUTE, async (c) => {
    const { hotel_codes } = parseQuery(c, hotelRatingsQuerySchema);
    return c.json(await agencyHotelRatings(deps.database.db, hotel_codes, clientBrandsOf(c)));
  });
  return routes;
}
