import { Hono } from 'hono';
import { updateRoomFactsRequestSchema } from '../../contract';
import { parseJsonBody } from '../http/request-parsing';
import type { RouteDeps } from '../routes/deps';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import { readRoomFacts, updateRoomFacts } from './room-facts';

/**
 * A room type's facts over HTTP, for staff (HTTP Basic with an API client's key and secret, hotels
 * of that client's brand), like the photo routes:
 *   GET   /api/staff/hotels/{h}/room_types/{code}/facts   size, beds, view by language, capacity
 *   PATCH /api/staff/hotels/{h}/room_types/{code}/facts   the facts sent change, the others stay
 */
export function roomFactsRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const { db } = deps.database;
  const path = '/api/staff/hotels/:h/room_types/:code/facts';

  routes.get(path, async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    return c.json(await readRoomFacts(db, hotel, c.req.param('code')));
  });

  routes.patch(path, async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    const request = await parseJsonBody(c, updateRoomFactsRequestSchema);
    return c.json(await updateRoomFacts(db, hotel, c.req.param('code'), request));
  });
  return routes;
}
