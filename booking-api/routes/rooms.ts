import { Hono } from 'hono';
import { availabilityQuerySchema, inventoryQuerySchema, roomSearchQuerySchema } from '../../contract';
import { parseQuery } from '../http/request-parsing';
import { requestLocaleOf } from '../http/request-locale';
import { roomAvailability, roomInventory } from '../services/room-availability';
import { searchRooms } from '../services/room-search';
import { withMultiCurrencyAvailability, withMultiCurrencyPrices } from '../currency/multi-currency-prices';
import { hotelFromPath, type RouteDeps } from './deps';
import { viewerMemberId } from './reservation-changes';
import { guestPhotos } from '../photos/photos';

export function roomRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get('/book/hotels/:h/rooms', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, roomSearchQuerySchema);
    // A signed-in member sees sign-in discounts; a dead session searches as a guest.
    const memberId = c.req.header('Authorization') ? await viewerMemberId(c, deps, hotel).catch(() => null) : null;
    const found = await searchRooms(deps.database.db, hotel, query, deps.clock, { memberId, locale: requestLocaleOf(c) });
    const photos = await guestPhotos(deps.database.db, hotel, requestLocaleOf(c));
    const reply = { ...found, rooms: found.rooms.map((room) => ({ ...room, photos: photos.byRoomType.get(room.room_type_code) ?? [] })) };
    // Every amount also in the asked currency (deposits included: searchRooms adds them).
    return c.json(await withMultiCurrencyPrices(deps.database.db, hotel, reply, c.req.query('mcp_currency')));
  });
  routes.get('/book/hotels/:h/rooms/availability', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, availabilityQuerySchema);
    const reply = await roomAvailability(deps.database.db, hotel, query, deps.clock);
    return c.json(await withMultiCurrencyAvailability(deps.database.db, hotel, reply, query.mcp_currency));
  });
  routes.get('/book/hotels/:h/rooms/inventory', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, inventoryQuerySchema);
    return c.json(await roomInventory(deps.database.db, hotel, query, requestLocaleOf(c)));
  });
  return routes;
}
