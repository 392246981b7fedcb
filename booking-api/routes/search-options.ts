import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  RECOMMENDATION_LIMIT,
  facilitiesPageReplySchema,
  facilitiesQuerySchema,
  kidsSettingReplySchema,
  notificationsQuerySchema,
  notificationsReplySchema,
  recommendationReplySchema,
  roomSearchQuerySchema,
  type FacilitiesPageReply,
  type KidsSettingReply,
  type NotificationsReply,
  type RecommendationReply,
} from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonReply,
  named,
  sessionHeader,
} from '../http/declared-routes';
import { localToday } from '../clock';
import { brandHotelsPage, findBrandByCode } from '../repositories/hotels';
import { failures } from '../domain/booking-failure';
import { clientReachesBrand } from '../domain/client-brands';
import { COMPANION_TIER_CODE, MEAL_BED_OPTIONS, takesBed } from '../../contract';
import { notificationShown } from '../domain/notifications';
import { clientBrandsOf, sessionsOf } from '../http/client-session';
import { requestLocaleOf } from '../http/request-locale';
import { hotelContentReader } from '../domain/hotel-content';
import { kidsSettingOf, listNotifications, locationsOf } from '../repositories/search-options';
import { searchRooms } from '../services/room-search';
import { withMultiCurrencyRecommendations } from '../currency/multi-currency-prices';
import { labelsOfViewer } from '../services/viewer-labels';
import { hotelFromPath, type RouteDeps } from './deps';

/**
 * Search options routes: the hotel's children's tiers, its notifications, the
 * recommended plans for the criteria, and the brand's facilities page by page.
 */
const errors = {
  400: errorReply('Invalid input (code 1000)'),
  401: errorReply('Invalid Client-Session (code 1009)'),
  404: errorReply('Unknown hotel (1001)'),
};
const hotelGet = <Q extends z.ZodObject>(path: string, summary: string, query: Q, name: string, reply: z.ZodType) =>
  declareRoute({
    method: 'get',
    path,
    summary,
    parameters: [sessionHeader],
    request: { params: hotelPath, query },
    responses: { 200: jsonReply(summary, named(name, reply)), ...errors },
  });

const kidsTiers = hotelGet(
  '/book/hotels/{h}/kids_tiers',
  "The hotel's kids type (tiers, tiers_with_meal_and_bed_as_extras, ages) and children's tiers; tier A is the companion",
  z.object({ locale: z.string().optional() }),
  'KidsSettingReply',
  kidsSettingReplySchema,
);
const notifications = hotelGet(
  '/book/hotels/{h}/notifications',
  'Hotel notifications for the check-in (display dates inclusive) and the viewer (label filters; Authorization for a member)',
  notificationsQuerySchema,
  'NotificationsReply',
  notificationsReplySchema,
);
const recommendation = hotelGet(
  '/book/hotels/{h}/rooms/recommendation',
  'Recommended plans for the criteria (the query of /rooms): the first plan of the best-ranked room types',
  roomSearchQuerySchema,
  'RecommendationReply',
  recommendationReplySchema,
);
const facilitiesSummary =
  "The brand's facilities, one page at a time (page, total_pages, data), with their map position";
const facilities = declareRoute({
  method: 'get',
  path: '/book/hotel_brands/{brand}/facilities',
  summary: facilitiesSummary,
  parameters: [sessionHeader],
  request: {
    params: z.object({ brand: z.string().meta({ description: 'Brand code' }) }),
    query: facilitiesQuerySchema,
  },
  responses: { 200: jsonReply(facilitiesSummary, named('FacilitiesPageReply', facilitiesPageReplySchema)), ...errors },
});

export function searchOptionsRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();

  addRoute(routes, kidsTiers, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const setting = await kidsSettingOf(deps.database.db, hotel.id);
    const read = hotelContentReader(hotel, requestLocaleOf(c));
    const reply: KidsSettingReply = {
      kids_type: setting?.kidsType ?? null,
      currency: hotel.currency,
      tiers: (setting?.tiers ?? []).map((tier) => ({
        code: tier.code,
        name: read(tier.name),
        min_age: tier.minAge,
        max_age: tier.maxAge,
        nightly_price: tier.nightlyPrice,
        companion: tier.code === COMPANION_TIER_CODE,
      })),
      meal_bed_options: MEAL_BED_OPTIONS.flatMap((option) => {
        const price = setting?.mealBedPrices?.[option];
        return price === undefined ? [] : [{ option, nightly_price: price, takes_bed: takesBed(option) }];
      }),
    };
    return c.json(reply);
  });

  addRoute(routes, notifications, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = c.req.valid('query');
    const labels = await labelsOfViewer({ ...deps, hotel }, sessionsOf(c));
    const checkin = query.checkin ?? localToday(deps.clock, hotel.timeZone).toString();
    const read = hotelContentReader(hotel, query.locale ?? requestLocaleOf(c));
    const rows = await listNotifications(deps.database.db, hotel.id);
    const reply: NotificationsReply = {
      notifications: rows
        .filter((row) => notificationShown(row, checkin, labels))
        .map((row) => ({
          id: row.id,
          title: read(row.title),
          body: read(row.body),
          display_start_date: row.displayStartDate,
          display_end_date: row.displayEndDate,
          label_filters: row.labelFilters,
        })),
    };
    return c.json(reply);
  });

  addRoute(routes, recommendation, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = c.req.valid('query');
    // The recommended order lists room types by the hotel's rank, plans in the hotel's order.
    const found = await searchRooms(deps.database.db, hotel, { ...query, order: 'recommended' }, deps.clock, {
      memberId: null,
      locale: requestLocaleOf(c),
    });
    const reply: RecommendationReply = {
      recommendations: found.rooms.slice(0, RECOMMENDATION_LIMIT).map((room) => {
        const plan = room.room_plan[0]!;
        return {
          room_type_code: room.room_type_code,
          room_type_name: room.room_type_name,
          room_plan_code: plan.room_plan_code,
          hotel_plan_code: plan.hotel_plan_code,
          room_plan_name: plan.room_plan_name,
          total_price: plan.total_price,
          tax: plan.tax,
          currency: plan.currency,
          room_count: room.room_count,
          meal_included: plan.meal_included,
          refundable: plan.refundable,
        };
      }),
    };
    return c.json(await withMultiCurrencyRecommendations(deps.database.db, hotel, reply, query.mcp_currency));
  });

  addRoute(routes, facilities, async (c) => {
    const db = deps.database.db;
    const brand = await findBrandByCode(db, c.req.valid('param').brand);
    // Facilities of a brand the client does not reach are answered like an unknown brand (404, 1001).
    if (!brand || !clientReachesBrand(clientBrandsOf(c), brand.id)) throw failures.hotelNotFound();
    const query = c.req.valid('query');
    const { total, rows } = await brandHotelsPage(db, brand.id, query.page, query.per_page);
    const places = await locationsOf(
      db,
      rows.map((row) => row.id),
    );
    const reply: FacilitiesPageReply = {
      page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.per_page)),
      data: rows.map((row) => ({
        code: row.code,
        name: hotelContentReader(row, requestLocaleOf(c))(row.name),
        time_zone: row.timeZone,
        currency: row.currency,
        latitude: places.get(row.id)?.latitude ?? null,
        longitude: places.get(row.id)?.longitude ?? null,
      })),
    };
    return c.json(reply);
  });
  return routes;
}
