import { Hono } from 'hono';
import { roomSearchQuerySchema } from '../../contract';
import { parseQuery } from '../http/request-parsing';
import { searchRooms } from '../services/room-search';
import { hotelFromPath, type RouteDeps } from './deps';

export function roomRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get('/book/hotels/:h/rooms', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, roomSearchQuerySchema);
    return c.json(await searchRooms(deps.database.db, hotel, query, deps.clock));
  });
  return routes;
}
