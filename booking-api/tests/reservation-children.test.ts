import { and, eq, gte, lt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  kidsSettingReplySchema,
  priceQuoteReplySchema,
  reservationReplySchema,
  roomSearchReplySchema,
  updateItineraryReplySchema,
  type CreateReservationRequest,
} from '../../contract';
import { hotels, plans, rates } from '../db/schema';
import { kidsSettingOf, saveKidsSetting } from '../repositories/search-options';
import { describeOnTestDatabases, firstCode, reservationRequest } from './support/test-api';

// Children by tier stored and priced for real through the real routes and database:
// demo-hakone prices each child at its tier (A 0, B 2000, C 4000 yen a night) plus its meal and bed
// option (meal_no 0, meal_no_bedding 2000, meal_yes 3500, meal_yes_bedding 5500, adult meal 9000);
// only bedding options take a bed of the four-guest room. "Today" is 2026-03-02.
describeOnTestDatabases('children by tier with meal and bed options on $name', (api) => {
  const ROOM = 'HK-WASHITSU';
  const PLAN = 'HK-WASHITSU-RO';
  const get = (hotel: string, path: string) => api.request('GET', `/book/hotels/${hotel}${path}`);
  const search = async (query: string) => {
    const reply = await get('demo-hakone', `/rooms?${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return roomSearchReplySchema.parse(reply.body);
  };
  const planOf = (reply: Awaited<ReturnType<typeof search>>) =>
    reply.rooms.flatMap((room) => room.room_plan).find((plan) => plan.room_plan_code === PLAN);
  /** The adults' part of one room for the nights of [from, to), straight from the rates table. */
  const adultsPrice = async (planCode: string, from: string, to: string, adults: number) => {
    const [plan] = await api.database.db.select().from(plans).where(eq(plans.code, planCode));
    const rows = await api.database.db
      .select()
      .from(rates)
      .where(and(eq(rates.planId, plan!.id), gte(rates.stayDate, from), lt(rates.stayDate, to)));
    return rows.reduce((sum, rate) => sum + rate.basePrice + (adults - 1) * rate.adultSupplement, 0);
  };
  // demo-hakone asks the guest's address (its register, booking-api/seed/demo-catalogue.ts).
  const RYOKAN_ADDRESS = { postal_code: '6008216', prefecture_or_state: 'Kyoto', street_address: '1-2 Shimogyo-ku' };
  const book = (
    rooms: CreateReservationRequest['rooms'],
    stay: { checkin_date: string; checkout_date: string },
    hotel = 'demo-hakone',
  ) =>
    api.request(
      'POST',
      `/book/hotels/${hotel}/reservations`,
      reservationRequest({ ...stay, rooms, guest: { ...reservationRequest().guest, ...RYOKAN_ADDRESS } }),
    );

  it('lists the options with their nightly price and whether they take a bed', async () => {
    const setting = kidsSettingReplySchema.parse((await get('demo-hakone', '/kids_tiers')).body);
    expect(setting.kids_type).toBe('tiers_with_meal_and_bed_as_extras');
    expect(setting.meal_bed_options).toEqual([
      { option: 'meal_no', nightly_price: 0, takes_bed: false },
      { option: 'meal_no_bedding', nightly_price: 2000, takes_bed: true },
      { option: 'meal_same_as_adult_bedding', nightly_price: 9000, takes_bed: true },
      { option: 'meal_yes', nightly_price: 3500, takes_bed: false },
      { option: 'meal_yes_bedding', nightly_price: 5500, takes_bed: true },
    ]);
    // A hotel in another mode offers none.
    expect(kidsSettingReplySchema.parse((await get('demo-seoul', '/kids_tiers')).body).meal_bed_options).toEqual([]);
  });

  it('prices each child at its tier plus its option, searched and quoted alike', async () => {
    const adults = await adultsPrice(PLAN, '2026-04-06', '2026-04-08', 2);
    const reply = await search(
      'checkin=2026-04-06&checkout=2026-04-08&adults=2&children=2&kids_tiers=B:1,C:1&kids_meal_bed=meal_yes_bedding,meal_no',
    );
    expect(planOf(reply)!.total_price).toBe(adults + 2 * (2000 + 4000 + 5500 + 0));
    const other = await search(
      'checkin=2026-04-06&checkout=2026-04-08&adults=2&children=2&kids_tiers=B:1,C:1&kids_meal_bed=meal_same_as_adult_bedding,meal_yes',
    );
    expect(planOf(other)!.total_price).toBe(adults + 2 * (2000 + 4000 + 9000 + 3500));
    const quote = await get(
      'demo-hakone',
      `/rooms/price?checkin=2026-04-06&checkout=2026-04-08&rooms=2-2&room_plan_codes=${PLAN}&kids_tiers=B:1,C:1&kids_meal_bed=meal_yes_bedding,meal_no`,
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(priceQuoteReplySchema.parse(quote.body).price_summary.original_price_with_tax).toBe(
      adults + 2 * (2000 + 4000 + 5500),
    );
  });

  it('gives children without bedding no bed: three adults and two children fit the four-guest room only while one child at most takes a bed', async () => {
    const base = 'checkin=2026-04-06&checkout=2026-04-07&adults=3&children=2&kids_tiers=B:1,C:1';
    expect(planOf(await search(`${base}&kids_meal_bed=meal_yes,meal_no`))).toBeDefined();
    expect(planOf(await search(`${base}&kids_meal_bed=meal_yes,meal_no_bedding`))).toBeDefined();
    expect(planOf(await search(`${base}&kids_meal_bed=meal_yes_bedding,meal_no_bedding`))).toBeUndefined();
  });

  it('refuses children without options, options in other modes and options the hotel does not offer', async () => {
    for (const [hotel, query, field] of [
      ['demo-hakone', 'adults=2&children=1&kids_tiers=B:1', 'kids_meal_bed'],
      ['demo-hakone', 'adults=2&children=2&kids_tiers=B:2&kids_meal_bed=meal_no', 'kids_meal_bed'],
      ['demo-hakone', 'adults=2&children=1&kids_tiers=B:1&kids_meal_bed=meal_maybe', 'kids_meal_bed'],
      ['demo-seoul', 'adults=2&children=1&kids_tiers=B:1&kids_meal_bed=meal_no', 'kids_meal_bed'],
    ] as const) {
      const reply = await get(hotel, `/rooms?checkin=2026-04-06&checkout=2026-04-07&${query}`);
      expect(reply.status, `${hotel} ${query}`).toBe(400);
      expect(firstCode(reply.body)).toBe('1000');
      expect(JSON.stringify(reply.body), query).toContain(field);
    }
    // An option the hotel stops offering is refused too.
    const [hakone] = await api.database.db.select().from(hotels).where(eq(hotels.code, 'demo-hakone'));
    const saved = (await kidsSettingOf(api.database.db, hakone!.id))!;
    const { meal_same_as_adult_bedding: _dropped, ...fewer } = saved.mealBedPrices!;
    await saveKidsSetting(api.database.db, hakone!.id, { ...saved, mealBedPrices: fewer });
    try {
      const refused = await get(
        'demo-hakone',
        '/rooms?checkin=2026-04-06&checkout=2026-04-07&adults=2&children=1&kids_tiers=B:1&kids_meal_bed=meal_same_as_adult_bedding',
      );
      expect(refused.status).toBe(400);
    } finally {
      await saveKidsSetting(api.database.db, hakone!.id, saved);
    }
  });

  it('books and stores each child with its tier and option, and returns them with the reservation', async () => {
    const stay = { checkin_date: '2026-04-13', checkout_date: '2026-04-15' };
    const created = await book(
      [
        {
          room_type_code: ROOM,
          room_plan_code: PLAN,
          adults: 2,
          children: 2,
          kids_tiers: [
            { code: 'A', count: 1 },
            { code: 'C', count: 1 },
          ],
          kids_meal_bed: ['meal_no', 'meal_yes_bedding'],
        },
      ],
      stay,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booked = reservationReplySchema.parse(created.body);
    expect(booked.total_price).toBe(
      (await adultsPrice(PLAN, '2026-04-13', '2026-04-15', 2)) + 2 * (0 + 4000 + 0 + 5500),
    );
    const expected = [
      { tier_code: 'A', tier_name: 'Infant (0-2)', age: null, meal_bed_option: 'meal_no' },
      { tier_code: 'C', tier_name: 'Child (6-11)', age: null, meal_bed_option: 'meal_yes_bedding' },
    ];
    expect(booked.rooms[0]!.kids).toEqual(expected);
    const looked = await api.request(
      'GET',
      `/book/hotels/demo-hakone/reservations/${booked.confirmation_number}?email=hanako.yamada%40example.com`,
    );
    expect(reservationReplySchema.parse(looked.body).rooms[0]!.kids).toEqual(expected);
    // A booking without an option per child is refused before anything is written.
    const refused = await book(
      [{ room_type_code: ROOM, room_plan_code: PLAN, adults: 2, children: 1, kids_tiers: [{ code: 'C', count: 1 }] }],
      stay,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('rooms[0].kids_meal_bed');
  });

  it('stores children given by age with the tier the age falls in', async () => {
    const [seoul] = await api.database.db.select().from(hotels).where(eq(hotels.code, 'demo-seoul'));
    const saved = (await kidsSettingOf(api.database.db, seoul!.id))!;
    await saveKidsSetting(api.database.db, seoul!.id, { ...saved, kidsType: 'ages' });
    try {
      const created = await book(
        [{ room_type_code: 'SE-EXEC', room_plan_code: 'SE-EXEC-RO', adults: 2, children: 2, kids_ages: [9, 1] }],
        { checkin_date: '2026-04-13', checkout_date: '2026-04-14' },
        'demo-seoul',
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(reservationReplySchema.parse(created.body).rooms[0]!.kids).toEqual([
        { tier_code: 'C', tier_name: 'Child (7-12)', age: 9, meal_bed_option: null },
        { tier_code: 'A', tier_name: 'Infant sharing a bed (0-2)', age: 1, meal_bed_option: null },
      ]);
    } finally {
      await saveKidsSetting(api.database.db, seoul!.id, saved);
    }
  });

  it('reprices a shorter stay from the stored children, not the plan child supplement', async () => {
    const stay = { checkin_date: '2026-04-20', checkout_date: '2026-04-23' };
    const created = await book(
      [
        {
          room_type_code: ROOM,
          room_plan_code: PLAN,
          adults: 2,
          children: 1,
          kids_tiers: [{ code: 'B', count: 1 }],
          kids_meal_bed: ['meal_same_as_adult_bedding'],
        },
      ],
      stay,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booked = reservationReplySchema.parse(created.body);
    const child = 2000 + 9000;
    expect(booked.total_price).toBe((await adultsPrice(PLAN, '2026-04-20', '2026-04-23', 2)) + 3 * child);
    const path = `/book/hotels/demo-hakone/reservations/${booked.confirmation_number}?email=hanako.yamada%40example.com`;
    const change = { checkin_date: '2026-04-20', checkout_date: '2026-04-22', remove_room_positions: [] };
    const dry = await api.request('PUT', `${path}&dry_run=true`, change);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const { quote } = updateItineraryReplySchema.parse(dry.body);
    expect(quote.new_total_price).toBe((await adultsPrice(PLAN, '2026-04-20', '2026-04-22', 2)) + 2 * child);
    const done = await api.request('PUT', path, { ...change, quoted_total_price: quote.new_total_price });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = updateItineraryReplySchema.parse(done.body).reservation;
    expect(after.rooms[0]!.total_price).toBe(quote.new_total_price);
    expect(after.rooms[0]!.kids).toEqual([
      { tier_code: 'B', tier_name: 'Young child (3-5)', age: null, meal_bed_option: 'meal_same_as_adult_bedding' },
    ]);
  });

  it('publishes kids_meal_bed among the search parameters of the OpenAPI document', async () => {
    const doc = (await api.request('GET', '/api/openapi.json')).body as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    expect(doc.paths['/book/hotels/{h}/rooms']!.get.parameters.map((p) => p.name)).toContain('kids_meal_bed');
  });

  it('refuses a day-use undated search with the error shape', async () => {
    const reply = await get(
      'demo-kyoto',
      '/rooms?checkin=2026-04-06&checkout=2026-04-06&adults=2&is_day_use=true&search_type=undated&nights=1',
    );
    expect(reply.status).toBe(400);
    expect(firstCode(reply.body)).toBe('1000');
    expect((reply.body as { errors: { details: Record<string, unknown> }[] }).errors[0]!.details).toHaveProperty(
      'is_day_use',
    );
  });
});
