import { and, eq, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  facilitiesPageReplySchema,
  kidsSettingReplySchema,
  notificationsReplySchema,
  recommendationReplySchema,
  reservationReplySchema,
  priceQuoteReplySchema,
  roomSearchReplySchema,
  type CreateReservationRequest,
} from '../../contract';
import { hotelNotifications, hotels, inventory, plans, rates, roomTypes } from '../db/schema';
import { kidsSettingOf, saveKidsSetting } from '../repositories/search-options';
import { firstCode, reservationRequest, describeOnTestDatabases, stockOf } from './support/test-api';

// Search options through the real routes and database: children by tier and by age,
// the tiers-mode rule, min_nights, day use, notifications, the recommender and facilities.
// "Today" is 2026-03-02 at both facilities; demo-seoul tiers children (A companion 0, B 30000, C 50000 KRW).
describeOnTestDatabases('search options on $name', (api) => {
  const get = (hotel: string, path: string) => api.request('GET', `/book/hotels/${hotel}${path}`);
  const search = async (hotel: string, query: string) => {
    const reply = await get(hotel, `/rooms?${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return roomSearchReplySchema.parse(reply.body);
  };
  const planOf = (reply: Awaited<ReturnType<typeof search>>, code: string) =>
    reply.rooms.flatMap((room) => room.room_plan).find((plan) => plan.room_plan_code === code);
  /** Adults' part of one room for the nights of [from, to): base + supplement per further adult. */
  const adultsPrice = async (planCode: string, from: string, to: string, adults: number, childSupplements = 0) => {
    const [plan] = await api.database.db.select().from(plans).where(eq(plans.code, planCode));
    const rows = await api.database.db
      .select()
      .from(rates)
      .where(and(eq(rates.planId, plan!.id), gte(rates.stayDate, from), lt(rates.stayDate, to)));
    return rows.reduce(
      (sum, rate) =>
        sum + rate.basePrice + (adults - 1) * rate.adultSupplement + childSupplements * rate.childSupplement,
      0,
    );
  };
  const nights = (count: number) => count; // readability: nights of a stay times a tier's nightly price
  const book = (request: Partial<CreateReservationRequest>, hotel: string) =>
    api.request('POST', `/book/hotels/${hotel}/reservations`, reservationRequest(request));

  describe('children by tier', () => {
    it('prices each child at its tier and gives tier A companions no bed of their own', async () => {
      const reply = await search(
        'demo-seoul',
        'checkin=2026-03-10&checkout=2026-03-12&adults=2&children=2&kids_tiers=A:1,C:1',
      );
      // Three beds (two adults and the tier C child): the two-guest doubles and twins cannot hold them.
      expect(reply.rooms.map((room) => room.room_type_code)).not.toContain('SE-STD-DOUBLE');
      const exec = planOf(reply, 'SE-EXEC-RO')!;
      expect(exec.total_price).toBe(
        (await adultsPrice('SE-EXEC-RO', '2026-03-10', '2026-03-12', 2)) + nights(2) * 50000,
      );
      expect(exec.matched_search_criteria).toEqual({
        adults_count: 2,
        children_count: 2,
        adults_with_companion: 1,
        children_with_kid_tier_A_companion: 1,
      });
      // A companion alone fits a double: two adults and an infant sharing a bed.
      const double = await search(
        'demo-seoul',
        'checkin=2026-03-10&checkout=2026-03-12&adults=2&children=1&kids_tiers=A:1',
      );
      expect(planOf(double, 'SE-STD-DOUBLE-RO')!.total_price).toBe(
        await adultsPrice('SE-STD-DOUBLE-RO', '2026-03-10', '2026-03-12', 2),
      );
    });

    it('prices every searched room for its own tiers', async () => {
      const reply = await search(
        'demo-seoul',
        'checkin=2026-03-10&checkout=2026-03-11&rooms=2-1,1-1&kids_tiers=B:1;C:1',
      );
      const exec = planOf(reply, 'SE-EXEC-RO')!;
      const [first, second] = exec.occupancy_prices!;
      expect(first!.room_price).toBe((await adultsPrice('SE-EXEC-RO', '2026-03-10', '2026-03-11', 2)) + 30000);
      expect(second!.room_price).toBe((await adultsPrice('SE-EXEC-RO', '2026-03-10', '2026-03-11', 1)) + 50000);
      expect(exec.total_price).toBe(first!.room_price + second!.room_price);
    });

    it('refuses children without tiers, unknown tiers, ages, more companions than adults and tiers where none are taken', async () => {
      const base = 'checkin=2026-03-10&checkout=2026-03-12';
      for (const [hotel, query, field] of [
        ['demo-seoul', `${base}&adults=2&children=1`, 'kids_tiers'],
        ['demo-seoul', `${base}&adults=2&children=1&kids_tiers=Z:1`, 'kids_tiers'],
        ['demo-seoul', `${base}&adults=2&children=2&kids_tiers=C:1`, 'kids_tiers'],
        ['demo-seoul', `${base}&adults=1&children=2&kids_tiers=A:2`, 'kids_tiers'],
        ['demo-seoul', `${base}&adults=2&children=1&kids_ages=5`, 'kids_ages'],
        ['demo-seoul', `${base}&rooms=2-1,2-1,2-1&kids_tiers=B:1;B:1`, 'kids_tiers'],
        ['demo-seoul', `${base}&adults=2&children=1&kids_tiers=B1`, 'kids_tiers'],
        ['demo-kyoto', `${base}&adults=2&children=1&kids_tiers=B:1`, 'kids_tiers'],
      ] as const) {
        const reply = await get(hotel, `/rooms?${query}`);
        expect(reply.status, query).toBe(400);
        expect(firstCode(reply.body)).toBe('1000');
        expect(reply.body.errors[0].details[field], query).toBeDefined();
      }
    });

    it('maps kids_ages to tiers in the ages mode', async () => {
      const seoul = (await api.database.db.select().from(hotels).where(eq(hotels.code, 'demo-seoul')))[0]!;
      const saved = (await kidsSettingOf(api.database.db, seoul.id))!;
      await saveKidsSetting(api.database.db, seoul.id, { ...saved, kidsType: 'ages' });
      try {
        const byAge = await search(
          'demo-seoul',
          'checkin=2026-03-10&checkout=2026-03-12&adults=2&children=2&kids_ages=1,8',
        );
        const byTier = planOf(
          await search('demo-seoul', 'checkin=2026-03-10&checkout=2026-03-12&adults=2&children=2&kids_ages=2,12'),
          'SE-EXEC-RO',
        );
        expect(planOf(byAge, 'SE-EXEC-RO')!.total_price).toBe(byTier!.total_price);
        expect(planOf(byAge, 'SE-EXEC-RO')!.matched_search_criteria!.children_with_kid_tier_A_companion).toBe(1);
        const tooOld = await get(
          'demo-seoul',
          '/rooms?checkin=2026-03-10&checkout=2026-03-12&adults=2&children=1&kids_ages=15',
        );
        expect(tooOld.status).toBe(400);
        expect(tooOld.body.errors[0].details.kids_ages[0].text).toContain('15');
        const tiers = kidsSettingReplySchema.parse(
          (await api.request('GET', '/book/hotels/demo-seoul/kids_tiers?locale=ja')).body,
        );
        expect(tiers.kids_type).toBe('ages');
        expect(tiers.tiers[0]).toMatchObject({ code: 'A', companion: true, name: '添い寝の幼児（0〜2歳）' });
      } finally {
        await saveKidsSetting(api.database.db, seoul.id, saved);
      }
    });

    it('quotes children by tier (GET /rooms/price) at the searched price, companions without a bed', async () => {
      const reply = await search(
        'demo-seoul',
        'checkin=2026-03-16&checkout=2026-03-18&rooms=2-2,2-1&kids_tiers=A:1,B:1;C:1',
      );
      const plan = planOf(reply, 'SE-EXEC-RO')!;
      const quote = await get(
        'demo-seoul',
        '/rooms/price?checkin=2026-03-16&checkout=2026-03-18&room_plan_codes=SE-EXEC-RO,SE-EXEC-RO&rooms=2-2,2-1&kids_tiers=A:1,B:1;C:1',
      );
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const quoted = priceQuoteReplySchema.parse(quote.body);
      expect(quoted.price_summary.total_price).toBe(plan.total_price);
      expect(quoted.rooms.map((room) => room.price_summary.total_price).reduce((a, b) => a + b, 0)).toBe(
        plan.total_price,
      );
      // Refused as search refuses it: no tiers given where the hotel tiers children.
      const missing = await get(
        'demo-seoul',
        '/rooms/price?checkin=2026-03-16&checkout=2026-03-18&room_plan_codes=SE-EXEC-RO&rooms=2-1',
      );
      expect([missing.status, firstCode(missing.body)]).toEqual([400, '1000']);
      expect(missing.body.errors[0].details.kids_tiers).toBeDefined();
    });

    it('books children by tier at the searched price and refuses what search refuses', async () => {
      const stay = { checkin_date: '2026-03-16', checkout_date: '2026-03-18' };
      const reply = await search(
        'demo-seoul',
        'checkin=2026-03-16&checkout=2026-03-18&rooms=2-2,2-1&kids_tiers=A:1,B:1;C:1',
      );
      const plan = planOf(reply, 'SE-EXEC-RO')!;
      const rooms = [
        {
          room_type_code: 'SE-EXEC',
          room_plan_code: 'SE-EXEC-RO',
          adults: 2,
          children: 2,
          kids_tiers: [
            { code: 'A', count: 1 },
            { code: 'B', count: 1 },
          ],
        },
        {
          room_type_code: 'SE-EXEC',
          room_plan_code: 'SE-EXEC-RO',
          adults: 2,
          children: 1,
          kids_tiers: [{ code: 'C', count: 1 }],
        },
      ];
      const before = await stockOf(api.database, 'SE-EXEC', '2026-03-16', '2026-03-18');
      const created = await book({ ...stay, rooms }, 'demo-seoul');
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(reservationReplySchema.parse(created.body).total_price).toBe(plan.total_price);
      expect(await stockOf(api.database, 'SE-EXEC', '2026-03-16', '2026-03-18')).toEqual(before.map((n) => n - 2));

      for (const bad of [
        [{ ...rooms[0]!, kids_tiers: undefined }],
        [{ ...rooms[1]!, kids_tiers: [{ code: 'C', count: 2 }] }],
        [{ ...rooms[1]!, kids_ages: [8], kids_tiers: undefined }],
      ]) {
        const refused = await book({ ...stay, rooms: bad }, 'demo-seoul');
        expect(refused.status).toBe(400);
        expect(firstCode(refused.body)).toBe('1000');
      }
      // Four beds in a room of three (the companion aside): search lists no executive room, booking refuses it too.
      const crowded = {
        room_type_code: 'SE-EXEC',
        room_plan_code: 'SE-EXEC-RO',
        adults: 2,
        children: 2,
        kids_tiers: [{ code: 'B', count: 2 }],
      };
      expect(
        planOf(
          await search('demo-seoul', 'checkin=2026-03-16&checkout=2026-03-18&adults=2&children=2&kids_tiers=B:2'),
          'SE-EXEC-RO',
        ),
      ).toBeUndefined();
      expect((await book({ ...stay, rooms: [crowded] }, 'demo-seoul')).status).toBe(422);
      expect(await stockOf(api.database, 'SE-EXEC', '2026-03-16', '2026-03-18')).toEqual(before.map((n) => n - 2));
    });

    it('refuses at booking more children per adult than search allows', async () => {
      // Kyoto: at most 3 children per adult (contract default), the family room holds five.
      const search1 = await get('demo-kyoto', '/rooms?checkin=2026-03-10&checkout=2026-03-11&adults=1&children=4');
      expect(search1.status).toBe(400);
      const booked = await book(
        {
          checkin_date: '2026-03-10',
          checkout_date: '2026-03-11',
          rooms: [{ room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-RO', adults: 1, children: 4 }],
        },
        'demo-kyoto',
      );
      expect(booked.status).toBe(400);
      expect(booked.body.errors[0].details.children).toBeDefined();
    });
  });

  describe('the tiers-mode rule (SPEC.md section 5)', () => {
    it('keeps a plan only if the searched rooms are within its sale limit and stock, unless including occupied', async () => {
      const one = await search('demo-seoul', 'checkin=2026-03-10&checkout=2026-03-11&adults=2');
      expect(planOf(one, 'SE-ROYAL-SUITE-RO')).toMatchObject({ sale_limit: 1, plan_stock_count: 1 });
      expect(planOf(one, 'SE-EXEC-RO')).toMatchObject({ sale_limit: null, plan_stock_count: 5 });
      const two = await search('demo-seoul', 'checkin=2026-03-10&checkout=2026-03-11&adults=2&room_count=2');
      expect(planOf(two, 'SE-ROYAL-SUITE-RO')).toBeUndefined();
      const including = await search(
        'demo-seoul',
        'checkin=2026-03-10&checkout=2026-03-11&adults=2&room_count=2&is_including_occupied=true',
      );
      expect(planOf(including, 'SE-ROYAL-SUITE-RO')).toBeDefined();
      // Booking two rooms of a plan with sale limit 1 is refused.
      const suite = { room_type_code: 'SE-ROYAL-SUITE', room_plan_code: 'SE-ROYAL-SUITE-RO', adults: 2, children: 0 };
      const refused = await book(
        { checkin_date: '2026-03-10', checkout_date: '2026-03-11', rooms: [suite, suite] },
        'demo-seoul',
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].details.rooms).toBeDefined();
    });
  });

  describe('min_nights and day use', () => {
    it('offers a plan only for stays of at least its min_nights, and refuses shorter bookings', async () => {
      expect(
        planOf(await search('demo-kyoto', 'checkin=2026-03-10&checkout=2026-03-11&adults=2'), 'KY-JP-TATAMI-BF'),
      ).toBeUndefined();
      expect(
        planOf(await search('demo-kyoto', 'checkin=2026-03-10&checkout=2026-03-12&adults=2'), 'KY-JP-TATAMI-BF'),
      ).toMatchObject({ min_nights: 2 });
      const short = await book(
        {
          checkin_date: '2026-03-10',
          checkout_date: '2026-03-11',
          rooms: [{ room_type_code: 'KY-JP-TATAMI', room_plan_code: 'KY-JP-TATAMI-BF', adults: 2, children: 0 }],
        },
        'demo-kyoto',
      );
      expect(short.status).toBe(422);
      expect(firstCode(short.body)).toBe('below_minimum_nights');
    });

    it('searches same-day plans with is_day_use and keeps them out of overnight searches', async () => {
      const dayUse = await search('demo-kyoto', 'checkin=2026-03-10&checkout=2026-03-10&adults=2&is_day_use=true');
      expect(dayUse.rooms.flatMap((room) => room.room_plan.map((plan) => plan.room_plan_code))).toEqual([
        'KY-STD-TWIN-DAY',
      ]);
      expect(planOf(dayUse, 'KY-STD-TWIN-DAY')).toMatchObject({
        is_day_use: true,
        total_price: await adultsPrice('KY-STD-TWIN-DAY', '2026-03-10', '2026-03-11', 2),
      });
      expect(
        planOf(await search('demo-kyoto', 'checkin=2026-03-10&checkout=2026-03-11&adults=2'), 'KY-STD-TWIN-DAY'),
      ).toBeUndefined();
      const wrong = await get('demo-kyoto', '/rooms?checkin=2026-03-10&checkout=2026-03-11&adults=2&is_day_use=true');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0].details.checkout).toBeDefined();
      const overnight = await book(
        {
          rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-DAY', adults: 2, children: 0 }],
        },
        'demo-kyoto',
      );
      expect(overnight.status).toBe(422);
      // The calendar's lowest price is an overnight one, never the cheaper day-use rate.
      const calendar = await get('demo-kyoto', '/rooms/availability?from=2026-03-10&to=2026-03-11&adults=2');
      const roomOnly = await search('demo-kyoto', 'checkin=2026-03-10&checkout=2026-03-11&adults=2');
      const cheapest = Math.min(...roomOnly.rooms.flatMap((room) => room.room_plan.map((plan) => plan.total_price)));
      expect(calendar.body.availability[0].lowest_price).toBe(cheapest);
    });
  });

  describe('undated search', () => {
    it('finds the first check-in where the nights and guests find rooms', async () => {
      const first = await search('demo-kyoto', 'search_type=undated&nights=2&adults=2');
      expect(first.booking_start_date).toBe('2026-03-02');
      expect(first.rooms.length).toBeGreaterThan(0);
      // Only the family room holds five: with it full from 05-04 to 05-06, the first stay starts 05-07.
      const [family] = await api.database.db.select().from(roomTypes).where(eq(roomTypes.code, 'KY-FAMILY'));
      await api.database.db
        .update(inventory)
        .set({ available: 0 })
        .where(
          and(
            eq(inventory.roomTypeId, family!.id),
            gte(inventory.stayDate, '2026-05-04'),
            lt(inventory.stayDate, '2026-05-07'),
          ),
        );
      const later = await search('demo-kyoto', 'search_type=undated&nights=1&adults=5&from=2026-05-04');
      expect(later.booking_start_date).toBe('2026-05-07');
      expect(later.rooms.map((room) => room.room_type_code)).toEqual(['KY-FAMILY']);
      expect(planOf(later, 'KY-FAMILY-RO')!.total_price).toBe(
        await adultsPrice('KY-FAMILY-RO', '2026-05-07', '2026-05-08', 5),
      );
    });

    it('is refused when guest counts differ between rooms, and needs nights', async () => {
      for (const [hotel, query] of [
        ['demo-kyoto', 'search_type=undated&nights=2&rooms=2-0,3-1'],
        ['demo-seoul', 'search_type=undated&nights=2&rooms=2-1,2-1&kids_tiers=B:1;C:1'],
      ] as const) {
        const reply = await get(hotel, `/rooms?${query}`);
        expect(reply.status, query).toBe(400);
        expect(reply.body.errors[0].details.rooms, query).toBeDefined();
      }
      expect((await search('demo-kyoto', 'search_type=undated&nights=2&rooms=2-0,2-0')).booking_start_date).toBe(
        '2026-03-02',
      );
      const noNights = await get('demo-kyoto', '/rooms?search_type=undated&adults=2');
      expect(noNights.status).toBe(400);
      expect(noNights.body.errors[0].details.nights).toBeDefined();
    });
  });

  describe('notifications', () => {
    it('shows the notifications for every user within their display dates, in the asked language', async () => {
      const kyoto = (await api.database.db.select().from(hotels).where(eq(hotels.code, 'demo-kyoto')))[0]!;
      await api.database.db.insert(hotelNotifications).values({
        hotelId: kyoto.id,
        title: { en: 'Spring festival', ja: '春祭り' },
        body: { en: 'Road closures.', ja: '交通規制があります。' },
        displayStartDate: '2026-03-20',
        displayEndDate: '2026-03-25',
        labelFilters: ['all_users'],
        sortOrder: 0,
      });
      const titles = async (query: string) =>
        notificationsReplySchema
          .parse((await get('demo-kyoto', `/notifications?${query}`)).body)
          .notifications.map((n) => n.title);
      expect(await titles('checkin=2026-03-19')).toEqual(['Garden illumination']);
      expect(await titles('checkin=2026-03-20')).toEqual(['Spring festival', 'Garden illumination']);
      expect(await titles('checkin=2026-03-25&locale=ja')).toEqual(['春祭り', '庭園ライトアップ']);
      expect(await titles('checkin=2026-03-26')).toEqual(['Garden illumination']);
      // Today without a check-in; the members-only one is not shown to a guest.
      expect(await titles('')).toEqual(['Garden illumination']);
      expect((await get('demo-kyoto', '/notifications?checkin=2026-02-30')).status).toBe(400);
    });
  });

  describe('recommender and facilities', () => {
    it('recommends the first plan of the best-ranked room types for the criteria', async () => {
      const reply = await get('demo-kyoto', '/rooms/recommendation?checkin=2026-03-10&checkout=2026-03-12&adults=2');
      const { recommendations } = recommendationReplySchema.parse(reply.body);
      expect(recommendations.map((r) => r.room_type_code)).toEqual(['KY-DLX-DOUBLE', 'KY-STD-TWIN', 'KY-JP-TATAMI']);
      const found = await search('demo-kyoto', 'checkin=2026-03-10&checkout=2026-03-12&adults=2&order=recommended');
      expect(recommendations[0]!.total_price).toBe(found.rooms[0]!.room_plan[0]!.total_price);
      expect(
        (await get('demo-kyoto', '/rooms/recommendation?checkin=2026-03-10&checkout=2026-03-09&adults=2')).status,
      ).toBe(400);
    });

    it('publishes the availability, inventory and search options routes in the OpenAPI document', async () => {
      const doc = (await api.request('GET', '/api/openapi.json')).body;
      for (const path of [
        '/book/hotels/{h}/rooms/availability',
        '/book/hotels/{h}/rooms/inventory',
        '/book/hotels/{h}/rooms/recommendation',
        '/book/hotels/{h}/kids_tiers',
        '/book/hotels/{h}/notifications',
        '/book/hotel_brands/{brand}/facilities',
      ])
        expect(doc.paths[path]?.get, path).toBeDefined();
      const roomParameters = doc.paths['/book/hotels/{h}/rooms'].get.parameters.map((p: { name: string }) => p.name);
      expect(roomParameters).toEqual(
        expect.arrayContaining(['kids_tiers', 'kids_ages', 'is_day_use', 'is_including_occupied']),
      );
    });

    it('lists the brand facilities page by page with their map position', async () => {
      const page = async (n: number) =>
        facilitiesPageReplySchema.parse(
          (await api.request('GET', `/book/hotel_brands/demo/facilities?page=${n}&per_page=1`)).body,
        );
      const [first, second, beyond] = [await page(1), await page(2), await page(5)];
      expect(first.total_pages).toBe(4);
      expect(first.data.map((f) => f.code)).toEqual(['demo-kyoto']);
      expect(first.data[0]).toMatchObject({ latitude: 35.0036, longitude: 135.778 });
      expect(second.data.map((f) => f.code)).toEqual(['demo-seoul']);
      expect(beyond.data).toEqual([]);
      expect((await api.request('GET', '/book/hotel_brands/nobody/facilities')).status).toBe(404);
      expect((await api.request('GET', '/book/hotel_brands/demo/facilities?per_page=0')).status).toBe(400);
    });
  });
});
