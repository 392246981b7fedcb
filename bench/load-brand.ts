import { sql } from 'drizzle-orm';
import type { Database } from '../booking-api/db/database';
import { hashSecret } from '../booking-api/security/secrets';

export interface LoadBrandShape {
  facilities: number;
  roomTypesPerFacility: number;
  nights: number;
  /** The first night of stock and prices (the facilities' local today). */
  firstNight: string;
}

export const LOAD_CLIENT = { key: 'load-widget', secret: 'load-widget-secret' };

/**
 * A large brand for the benchmarks, generated inside the database with generate_series: row by
 * row it would take minutes on PGlite. Each facility has `roomTypesPerFacility` room types with
 * 3 plans each (room only, breakfast, non-refundable), stock and nightly rates for `nights`.
 */
export async function seedLoadBrand(database: Database, shape: LoadBrandShape): Promise<{ hotelCodes: string[] }> {
  const secretHash = await hashSecret(LOAD_CLIENT.secret);
  const lastNight = `${shape.nights - 1}`;
  await database.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`insert into hotel_brands (code, name) values ('load', 'Load Test Brand')`);
    await run(sql`insert into api_clients (brand_id, key, secret_hash)
      select id, ${LOAD_CLIENT.key}, ${secretHash} from hotel_brands where code = 'load'`);
    await run(sql`insert into hotels (brand_id, code, name, time_zone, currency, book_languages, country)
      select b.id, 'load-' || lpad(g::text, 3, '0'), jsonb_build_object('en', 'Load Hotel ' || g), 'Asia/Tokyo', 'JPY', array['ja', 'en'], 'JP'
      from hotel_brands b, generate_series(1, ${shape.facilities}) g where b.code = 'load'`);
    await run(sql`insert into cancellation_policies (hotel_id, name, description, no_show_percentage, tiers)
      select h.id, jsonb_build_object('en', 'Standard'), jsonb_build_object('en', '30 % from 3 days before, 100 % on the day'), 100,
        '[{"days_before":3,"hours_after":0,"percentage_of_cost":30},{"days_before":0,"hours_after":0,"percentage_of_cost":100}]'::jsonb
      from hotels h join hotel_brands b on b.id = h.brand_id where b.code = 'load'`);
    await run(sql`insert into room_types (hotel_id, code, name, description, max_occupancy, room_total, recommendation_rank)
      select h.id, 'RT' || lpad(t::text, 2, '0'), jsonb_build_object('en', 'Room type ' || t), jsonb_build_object('en', 'Generated for the benchmark'), 2 + t % 3, 3 + t % 6, t
      from hotels h join hotel_brands b on b.id = h.brand_id, generate_series(1, ${shape.roomTypesPerFacility}) t
      where b.code = 'load'`);
    await run(sql`insert into plans (hotel_id, room_type_id, code, hotel_plan_code, name, description, meal_included, refundable,
        cancellation_policy_id, payment_methods, sort_order)
      select rt.hotel_id, rt.id, rt.code || '-' || p.code, p.code, jsonb_build_object('en', p.name), jsonb_build_object('en', p.name), p.meal, p.refundable, cp.id, array['on_site'], p.sort
      from room_types rt
      join hotels h on h.id = rt.hotel_id join hotel_brands b on b.id = h.brand_id
      join cancellation_policies cp on cp.hotel_id = h.id,
      (values ('RO', 'Room only', false, true, 1), ('BB', 'With breakfast', true, true, 2), ('NR', 'Non-refundable', false, false, 3))
        as p(code, name, meal, refundable, sort)
      where b.code = 'load'`);
    await run(sql`insert into inventory (room_type_id, stay_date, total, available)
      select rt.id, ${shape.firstNight}::date + d, rt.room_total, rt.room_total
      from room_types rt join hotels h on h.id = rt.hotel_id join hotel_brands b on b.id = h.brand_id,
      generate_series(0, ${sql.raw(lastNight)}) d where b.code = 'load'`);
    await run(sql`insert into rates (plan_id, stay_date, base_price, adult_supplement, child_supplement)
      select p.id, ${shape.firstNight}::date + d,
        10000 + rt.recommendation_rank * 700 + (case p.hotel_plan_code when 'BB' then 2500 when 'NR' then -1500 else 0 end)
          + (case when extract(isodow from ${shape.firstNight}::date + d) in (5, 6) then 3000 else 0 end),
        3000, 1500
      from plans p join room_types rt on rt.id = p.room_type_id join hotels h on h.id = p.hotel_id
      join hotel_brands b on b.id = h.brand_id, generate_series(0, ${sql.raw(lastNight)}) d
      where b.code = 'load'`);
  });
  return {
    hotelCodes: Array.from({ length: shape.facilities }, (_, i) => `load-${String(i + 1).padStart(3, '0')}`),
  };
}

/** What the new-feature figures add to every load facility (bench/new-features.ts). */
export const LOAD_FEATURES = {
  /** A 10 % coupon without a limit, for the searches and quotes. */
  coupon: 'LOAD10',
  /** A 1,000-per-night coupon with few uses, raced for by the bookings. */
  raceCoupon: 'LOADRACE',
  raceCouponLimit: 10,
  extraCode: 'LOAD-SPARKLING',
  extraStock: 40,
};

/**
 * Coupons, children's tiers (tiers mode: A companion, B, C) and a generic extra with stock at every
 * load facility. Returns each facility's extra id.
 */
export async function seedLoadFeatures(database: Database): Promise<Map<string, number>> {
  await database.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    const loadHotels = sql`select h.id from hotels h join hotel_brands b on b.id = h.brand_id where b.code = 'load'`;
    await run(sql`insert into hotel_pricing_settings (hotel_id, coupon_active) select id, true from (${loadHotels}) h`);
    await run(sql`insert into discount_codes (hotel_id, kind, code, name, discount_type, discount_value, usage_limit)
      select id, 'coupon', ${LOAD_FEATURES.coupon}::text, 'Load 10 %', 'percent', 10, null::int from (${loadHotels}) h
      union all
      select id, 'coupon', ${LOAD_FEATURES.raceCoupon}::text, 'Load race', 'amount_per_night', 1000, ${LOAD_FEATURES.raceCouponLimit}::int from (${loadHotels}) h`);
    await run(sql`insert into hotel_kids_settings (hotel_id, kids_type) select id, 'tiers' from (${loadHotels}) h`);
    await run(sql`insert into kids_tiers (hotel_id, code, name, min_age, max_age, nightly_price, sort_order)
      select h.id, t.code, jsonb_build_object('en', t.en, 'ja', t.ja), t.min_age, t.max_age, t.price, t.sort from (${loadHotels}) h,
      (values ('A', 'Infant sharing a bed', '添い寝の幼児', 0, 5, 0, 1), ('B', 'Child', '小学生', 6, 11, 5000, 2), ('C', 'Teenager', '中学生以上', 12, 17, 8000, 3))
        as t(code, en, ja, min_age, max_age, price, sort)`);
    await run(sql`insert into extras (hotel_id, code, name, extra_type, price, price_without_tax, min_quantity, max_quantity, inventory)
      select id, ${LOAD_FEATURES.extraCode}::text, '{"en":"Sparkling wine","ja":"スパークリングワイン"}'::jsonb, 'generic', 3300, 3000, 1, 3,
        ${LOAD_FEATURES.extraStock}::int from (${loadHotels}) h`);
  });
  const result = await database.db.execute(
    sql`select h.code, e.id from extras e join hotels h on h.id = e.hotel_id where e.code = ${LOAD_FEATURES.extraCode}::text`,
  );
  return new Map(rowsOf<{ code: string; id: number }>(result).map((row) => [row.code, Number(row.id)]));
}

/**
 * What the racing bookings must never do: extras sold beyond their stock (units of standing
 * reservations above the seeded stock) and coupon uses above the limit (the largest count of
 * standing uses of one race coupon, and the limit).
 */
export async function overspentFeatures(
  database: Database,
): Promise<{ oversoldExtras: number; couponUsesMax: number; couponLimit: number }> {
  const extrasResult = await database.db.execute(sql`
    select coalesce(sum(greatest(0, sold - ${LOAD_FEATURES.extraStock}::int)), 0)::int as oversold,
           coalesce(sum(case when inventory <> ${LOAD_FEATURES.extraStock}::int - sold then 1 else 0 end), 0)::int as mismatched
    from (select e.id, e.inventory, coalesce(sum(re.quantity) filter (where r.status <> 'cancelled'), 0) as sold
          from extras e left join reservation_extras re on re.extra_id = e.id left join reservations r on r.id = re.reservation_id
          where e.code = ${LOAD_FEATURES.extraCode}::text group by e.id, e.inventory) s`);
  const extras = rowsOf<{ oversold: number; mismatched: number }>(extrasResult)[0]!;
  if (Number(extras.mismatched) > 0)
    throw new Error(`${extras.mismatched} extras' stock disagrees with the standing reservations`);
  const couponResult = await database.db.execute(sql`
    select coalesce(max(uses), 0)::int as uses, coalesce(max(used_count), 0)::int as used_count
    from (select d.id, d.used_count, count(u.id) filter (where u.released_at is null) as uses
          from discount_codes d left join discount_code_uses u on u.discount_code_id = d.id
          where d.code = ${LOAD_FEATURES.raceCoupon}::text group by d.id, d.used_count) s`);
  const coupon = rowsOf<{ uses: number; used_count: number }>(couponResult)[0]!;
  return {
    oversoldExtras: Number(extras.oversold),
    couponUsesMax: Math.max(Number(coupon.uses), Number(coupon.used_count)),
    couponLimit: LOAD_FEATURES.raceCouponLimit,
  };
}

/**
 * Rooms sold beyond a night's stock: for every room type and night, the rooms of standing
 * reservations above the seeded total. Must be zero whatever the load.
 */
export async function oversoldRooms(database: Database): Promise<number> {
  const result = await database.db.execute(sql`
    with booked as (
      select rr.room_type_id, night::date as night, count(*) as rooms
      from reservation_rooms rr
      join reservations r on r.id = rr.reservation_id
      cross join lateral generate_series(r.checkin_date, r.checkout_date - 1, interval '1 day') night
      where r.status <> 'cancelled'
      group by 1, 2
    )
    select coalesce(sum(greatest(0, b.rooms - i.total)), 0)::int as oversold,
           coalesce(sum(case when i.available <> i.total - b.rooms then 1 else 0 end), 0)::int as mismatched
    from booked b join inventory i on i.room_type_id = b.room_type_id and i.stay_date = b.night`);
  const row = rowsOf<{ oversold: number; mismatched: number }>(result)[0]!;
  if (row.mismatched > 0) throw new Error(`${row.mismatched} inventory rows disagree with the standing reservations`);
  return Number(row.oversold);
}

/** The rows of a raw query on either driver (PGlite answers { rows }, node-postgres too, some an array). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[];
}
