import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  ErrorCode,
  MAX_ROOM_OCCUPANCY,
  MAX_ROOM_SIZE_SQM,
  MAX_ROOM_VIEW_LENGTH,
  staffRoomFactsSchema,
  updateRoomFactsRequestSchema,
} from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  pathText,
  staffCredentials,
} from '../http/declared-routes';
import { staffCheck, staffHotelOf } from '../http/route-credentials';
import type { RouteDeps } from '../routes/deps';
import { readRoomFacts, updateRoomFacts } from './room-facts';

const roomTypePath = hotelPath.extend({ code: pathText('Room type code') });
const facts = jsonReply('The room type’s facts', named('StaffRoomFacts', staffRoomFactsSchema));
const staffErrors = {
  401: errorReply('API client key and secret required (HTTP Basic)'),
  404: errorReply(
    `Unknown hotel, or a hotel of another brand (1001); unknown room type of this hotel (${ErrorCode.notFound})`,
  ),
};

const readFacts = declareRoute({
  method: 'get',
  path: '/api/staff/hotels/{h}/room_types/{code}/facts',
  summary: 'Staff: what the room card shows of a room type: floor area in m², beds, view by language, guests it sleeps',
  security: staffCredentials,
  request: { params: roomTypePath },
  responses: { 200: facts, ...staffErrors },
});
const changeFacts = declareRoute({
  method: 'patch',
  path: '/api/staff/hotels/{h}/room_types/{code}/facts',
  summary:
    `Staff: change any of size_sqm (1-${MAX_ROOM_SIZE_SQM}, null removes it), beds (each kind once), view (a text in the hotel's own language ` +
    `or texts by language, at most ${MAX_ROOM_VIEW_LENGTH} characters; null removes it) and max_occupancy (1-${MAX_ROOM_OCCUPANCY}, ` +
    'at most the hotel’s max_guests_per_room); the others stay',
  security: staffCredentials,
  request: { params: roomTypePath, body: jsonBody(named('UpdateRoomFactsRequest', updateRoomFactsRequestSchema)) },
  responses: { 200: facts, 400: errorReply('Invalid input (1000), with the field in error'), ...staffErrors },
});

/**
 * A room type's facts over HTTP, for staff (HTTP Basic with an API client's key and secret, hotels
 * of that client's brand), like the photo routes: read them, or change the facts sent (the others stay).
 */
export function roomFactsRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ staffBasic: staffCheck(deps) });
  const { db } = deps.database;
  addRoute(routes, readFacts, async (c) => c.json(await readRoomFacts(db, staffHotelOf(c), c.req.valid('param').code)));
  addRoute(routes, changeFacts, async (c) =>
    c.json(await updateRoomFacts(db, staffHotelOf(c), c.req.valid('param').code, c.req.valid('json'))),
  );
  return routes;
}
