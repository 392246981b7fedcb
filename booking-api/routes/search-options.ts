import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  RECOMMENDATION_LIMIT, facilitiesQuerySchema, notificationsQuerySchema, roomSearchQuerySchema,
  type FacilitiesPageReply, type KidsSettingReply, type NotificationsReply, type RecommendationReply,
} from '../../contract';
import { localToday } from '../clock';
import { hotelBrands, hotels } from '../db/schema';
import { failures } from '../domain/booking-failure';
import { COMPANION_TIER_CODE, MEAL_BED_OPTIONS, takesBed } from '../../contract';
import { notificationShown } from '../domain/notifications';
import { CLIENT_BRAND_ID } from '../http/client-session';
import { parseQuery } from '../http/request-parsing';
import { requestLocaleOf } from '../http/request-locale';
import { hotelContentReader } from '../domain/hotel-content';
import { kidsSettingOf, listNotifications, locationsOf } from '../repositories/search-options';
import { searchRooms } from '../services/room-search';
import { withMultiCurrencyRecommendations } from '../currency/multi-currency-prices';
import { searchUndated } from '../services/undated-search';
import { labelsOfViewer } from '../services/viewer-labels';
import { hotelFromPath, type RouteDeps } from './deps';


/**
 * Search options routes: the hotel's children's tiers, its notifications, the
 * recommended plans for the criteria, and the brand's facilities page by page.
 */
export function searchOptionsRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  // search_type=undated is answered here; every other room search goes on to routes/rooms.ts.
  routes.get('/book/hotels/:h/rooms', async (c, next) => {
    if (c.req.query('search_type') !== 'undated') return next();
    const hotel = await hotelFromPath(c, deps);
    return c.json(await searchUndated(deps.database.db, hotel, c.req.query(), deps.clock, requestLocaleOf(c)));
  });

  routes.get('/book/hotels/:h/kids_tiers', async (c) => {
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

  routes.get('/book/hotels/:h/notifications', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, notificationsQuerySchema);
    const labels = await labelsOfViewer({ ...deps, hotel }, c.req.header('Authorization'));
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

  routes.get('/book/hotels/:h/rooms/recommendation', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, roomSearchQuerySchema);
    // The recommended order lists room types by the hotel's rank, plans in the hotel's order.
    const found = await searchRooms(deps.database.db, hotel, { ...query, order: 'recommended' }, deps.clock, { memberId: null, locale: requestLocaleOf(c) });
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

  routes.get('/book/hotel_brands/:brand/facilities', async (c) => {
    const db = deps.database.db;
    const [brand] = await db.select().from(hotelBrands).where(eq(hotelBrands.code, c.req.param('brand')));
    const clientBrandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
    // Another brand's facilities are answered like an unknown brand (404, 1001).
    if (!brand || (clientBrandId !== undefined && brand.id !== clientBrandId)) throw failures.hotelNotFound();
    const query = parseQuery(c, facilitiesQuerySchema);
    const [total] = await db.select({ n: count() }).from(hotels).where(eq(hotels.brandId, brand.id));
    const rows = await db
      .select()
      .from(hotels)
      .where(eq(hotels.brandId, brand.id))
      .orderBy(asc(hotels.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const places = await locationsOf(db, rows.map((row) => row.id));
    const reply: FacilitiesPageReply = {
      page: query.page,
      total_pages: Math.max(1, Math.ceil((total?.n ?? 0) / query.per_page)),
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
