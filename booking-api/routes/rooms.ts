import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  availabilityQuerySchema,
  availabilityReplySchema,
  inventoryQuerySchema,
  inventoryReplySchema,
  roomSearchQuerySchema,
  roomSearchReplySchema,
} from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonReply,
  named,
  sessionErrors,
  sessionHeader,
} from '../http/declared-routes';
import { requestLocaleOf } from '../http/request-locale';
import { roomAvailability, roomInventory } from '../services/room-availability';
import { searchRooms } from '../services/room-search';
import { searchUndated } from '../services/undated-search';
import { withMultiCurrencyAvailability, withMultiCurrencyPrices } from '../currency/multi-currency-prices';
import { hotelFromPath, type RouteDeps } from './deps';
import { viewerMemberId } from './reservation-changes';
import { guestPhotos } from '../photos/photos';

/** search_type=undated: the first check-in where the nights find rooms (services/undated-search.ts), before the dated query is checked. */
const undatedSearch =
  (deps: RouteDeps): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.query('search_type') !== 'undated') return next();
    const hotel = await hotelFromPath(c, deps);
    return c.json(await searchUndated(deps.database.db, hotel, c.req.query(), deps.clock, requestLocaleOf(c)));
  };

const RoomSearchReply = named('RoomSearchReply', roomSearchReplySchema);
const roomSearch = (deps: RouteDeps) =>
  declareRoute({
    method: 'get',
    path: '/book/hotels/{h}/rooms',
    summary: 'Search rooms (search_type=undated: the first check-in with rooms for the nights)',
    middleware: undatedSearch(deps),
    parameters: [sessionHeader],
    request: { params: hotelPath, query: roomSearchQuerySchema },
    responses: {
      200: jsonReply('Rooms', RoomSearchReply),
      ...sessionErrors,
      422: errorReply('Outside the reservable period (1903)'),
    },
  });
const availabilitySummary =
  'Availability calendar: rooms left and the lowest one-night price per date of [from, to), at most 62 days';
const availability = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/rooms/availability',
  summary: availabilitySummary,
  parameters: [sessionHeader],
  request: { params: hotelPath, query: availabilityQuerySchema },
  responses: {
    200: jsonReply(availabilitySummary, named('AvailabilityReply', availabilityReplySchema)),
    ...sessionErrors,
  },
});
const inventory = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/rooms/inventory',
  summary: 'Free and total rooms per room type per date',
  parameters: [sessionHeader],
  request: { params: hotelPath, query: inventoryQuerySchema },
  responses: {
    200: jsonReply('Free and total rooms per room type per date', named('InventoryReply', inventoryReplySchema)),
    ...sessionErrors,
  },
});

export function roomRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();
  addRoute(routes, roomSearch(deps), async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = c.req.valid('query');
    // A signed-in member sees sign-in discounts; a dead session searches as a guest.
    const memberId = c.req.header('Authorization') ? await viewerMemberId(c, deps, hotel).catch(() => null) : null;
    const found = await searchRooms(deps.database.db, hotel, query, deps.clock, {
      memberId,
      locale: requestLocaleOf(c),
    });
    const photos = await guestPhotos(deps.database.db, hotel, requestLocaleOf(c));
    const reply = {
      ...found,
      rooms: found.rooms.map((room) => ({ ...room, photos: photos.byRoomType.get(room.room_type_code) ?? [] })),
    };
    // Every amount also in the asked currency (deposits included: searchRooms adds them).
    return c.json(await withMultiCurrencyPrices(deps.database.db, hotel, reply, c.req.query('mcp_currency')));
  });
  addRoute(routes, availability, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = c.req.valid('query');
    const reply = await roomAvailability(deps.database.db, hotel, query, deps.clock);
    return c.json(await withMultiCurrencyAvailability(deps.database.db, hotel, reply, query.mcp_currency));
  });
  addRoute(routes, inventory, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = c.req.valid('query');
    return c.json(await roomInventory(deps.database.db, hotel, query, requestLocaleOf(c)));
  });
  return routes;
}
