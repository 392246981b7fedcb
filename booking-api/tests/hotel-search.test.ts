import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER, reservationReplySchema, roomSearchReplySchema } from '../../contract';
import { HOTEL_RATINGS_ROUTE, HOTEL_SEARCH_ROUTE } from '../agency/hotel-search-routes';
import { atReferenceRate } from '../agency/hotel-search';
import { PARTNER_BRAND_CODE, seedPartnerFacilities } from '../agency/seed-agency-hotels';
import { hotelReviews, hotels, inventory, plans, rates, reservations, roomTypes } from '../db/schema';
import { nightlyPrice } from '../domain/pricing';
import { sellBrands } from '../repositories/client-sessions';
import { hashSecret } from '../security/secrets';
import {
  AGENCY_KEY,
  AGENCY_SECRET,
  DEMO_KEY,
  DEMO_SECRET,
  LOOPBACK_CALLER,
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
  type TestApi,
} from './support/test-api';

// The test clock stands at Monday 2026-03-02 (support/test-api.ts START).
const STAY = 'checkin=2026-03-10&checkout=2026-03-12';

const PARTNER = 'agency-gion-01';
/** A second travel-agency client of the demo brand that sells no other brand. */
const OTHER_AGENCY = { key: 'other-agency', secret: 'other-agency-secret' };

/** A client session of the API client `key` (the travel-agency site's by default). */
async function clientSessionOf(api: TestApi, key = AGENCY_KEY, secret = AGENCY_SECRET): Promise<string> {
  const created = await api.app.request(
    '/api/client_sessions',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key, secret }) },
    LOOPBACK_CALLER,
  );
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { client_session: string } }).data.client_session;
}

const search = (query: string) => `${HOTEL_SEARCH_ROUTE}?${query}`;

describeOnTestDatabases(
  'the agency site: GET /api/ota/v1/hotels/search, /hotels/ratings and the hotels of the brands it sells ($name)',
  (api) => {
    beforeAll(async () => {
      await api.database.db.transaction(async (tx) => {
        await seedPartnerFacilities(tx, api.clock);
        // The demo's travel-agency client sells the partner brand, as the demo start seeds it.
        expect(await sellBrands(tx, AGENCY_KEY, [PARTNER_BRAND_CODE, 'demo', 'no-such-brand'])).toBe(1);
        // Selling again adds nothing; the client's own brand needs no row.
        expect(await sellBrands(tx, AGENCY_KEY, [PARTNER_BRAND_CODE])).toBe(0);
        const secretHash = await hashSecret(OTHER_AGENCY.secret);
        await tx.execute(sql`insert into api_clients (brand_id, key, secret_hash, site)
        select id, ${OTHER_AGENCY.key}, ${secretHash}, 'agency' from hotel_brands where code = 'demo'`);
      });
    });
    // Every search below is the travel-agency site's (its own brand and the partner brand it sells).
    beforeEach(async () => {
      api.session = await clientSessionOf(api);
    });

    /** Every page of a search, merged in order. */
    async function allPages(query: string, perPage: number) {
      const first = await api.request('GET', search(`${query}&per_page=${perPage}&page=1`));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const pages = [first.body];
      for (let page = 2; page <= first.body.total_pages; page += 1) {
        const next = await api.request('GET', search(`${query}&per_page=${perPage}&page=${page}`));
        expect(next.status).toBe(200);
        pages.push(next.body);
      }
      return { pages, data: pages.flatMap((body) => body.data) };
    }

    /**
     * The cheapest stay of a partner facility computed from the stored stock and rates alone (the
     * partner facilities have no discounts): plans of room types that hold the guests, have the rooms
     * free every night and a rate every night.
     */
    async function cheapestFromTables(
      code: string,
      checkin: string,
      checkout: string,
      rooms: { adults: number; children: number }[],
    ) {
      const db = api.database.db;
      const [hotel] = await db.select().from(hotels).where(eq(hotels.code, code));
      const types = await db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel!.id));
      const nights = Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000);
      let best: number | null = null;
      for (const type of types) {
        if (type.maxOccupancy < Math.max(...rooms.map((room) => room.adults + room.children))) continue;
        const stock = await db
          .select()
          .from(inventory)
          .where(
            and(eq(inventory.roomTypeId, type.id), gte(inventory.stayDate, checkin), lt(inventory.stayDate, checkout)),
          );
        if (stock.length !== nights || stock.some((night) => night.available < rooms.length)) continue;
        for (const plan of await db.select().from(plans).where(eq(plans.roomTypeId, type.id))) {
          const nightly = await db
            .select()
            .from(rates)
            .where(and(eq(rates.planId, plan.id), gte(rates.stayDate, checkin), lt(rates.stayDate, checkout)));
          if (nightly.length !== nights) continue;
          const total = rooms.reduce(
            (sum, room) => sum + nightly.reduce((stay, rate) => stay + nightlyPrice(rate, room), 0),
            0,
          );
          if (best === null || total < best) best = total;
        }
      }
      return best;
    }

    it('answers each facility of an area with the lowest price the room search gives for the dates and guests', async () => {
      const { data, pages } = await allPages(`area=hakone&${STAY}&adults=2`, 50);
      expect(pages).toHaveLength(1);
      const codes = data.map((facility: any) => facility.code);
      expect(codes).toContain('demo-hakone');
      expect(codes.filter((code: string) => code.startsWith('agency-hakone-'))).toHaveLength(10);
      expect(data.every((facility: any) => facility.area.code === 'hakone')).toBe(true);

      // The demo brand's ryokan, through its own room search: the cheapest plan of the reply.
      const rooms = await api.request('GET', `/book/hotels/demo-hakone/rooms?${STAY}&adults=2`);
      expect(rooms.status).toBe(200);
      const cheapest = Math.min(
        ...rooms.body.rooms.flatMap((room: any) => room.room_plan.map((plan: any) => plan.total_price)),
      );
      const hakone = data.find((facility: any) => facility.code === 'demo-hakone');
      expect(hakone.sold_out).toBe(false);
      expect(hakone.lowest_price).toEqual({ total: cheapest, per_night: Math.round(cheapest / 2), currency: 'JPY' });
      expect(hakone.display_price).toEqual(hakone.lowest_price);

      // The partner facilities, against their stored stock and rates.
      for (const facility of data.filter((f: any) => f.code.startsWith('agency-'))) {
        const expected = await cheapestFromTables(facility.code, '2026-03-10', '2026-03-12', [
          { adults: 2, children: 0 },
        ]);
        expect(expected, facility.code).not.toBeNull();
        expect(facility.lowest_price.total, facility.code).toBe(expected);
        expect(facility.photo?.variants.length, facility.code).toBeGreaterThan(0);
        expect(facility.latitude).toBeGreaterThan(35);
        expect(facility.rating.count).toBeGreaterThan(0);
      }
    });

    it('prices guests per room (rooms=2-0,3-1) like the room search, and a plain search of room_count rooms', async () => {
      const multi = await api.request('GET', search(`area=hakone&${STAY}&rooms=2-0,3-1&per_page=50`));
      expect(multi.status).toBe(200);
      // The demo ryokan prices children by tier: without their ages it is listed with the reason, unpriced.
      const withoutAges = multi.body.data.find((facility: any) => facility.code === 'demo-hakone');
      expect(withoutAges).toMatchObject({ sold_out: false, lowest_price: null });
      expect(withoutAges.party_refusal.reason).toBe('children_ages_required');
      expect(multi.body.total_entries).toBe(11);
      const adultsOnly = await api.request('GET', search(`area=hakone&${STAY}&rooms=2-0,3-0&per_page=50`));
      const rooms = await api.request('GET', `/book/hotels/demo-hakone/rooms?${STAY}&rooms=2-0,3-0`);
      expect(rooms.status, JSON.stringify(rooms.body)).toBe(200);
      const cheapest = Math.min(
        ...rooms.body.rooms.flatMap((room: any) => room.room_plan.map((plan: any) => plan.total_price)),
      );
      expect(adultsOnly.body.data.find((facility: any) => facility.code === 'demo-hakone').lowest_price.total).toBe(
        cheapest,
      );
      const partner = multi.body.data.find((facility: any) => facility.code === 'agency-hakone-01');
      expect(partner.lowest_price.total).toBe(
        await cheapestFromTables('agency-hakone-01', '2026-03-10', '2026-03-12', [
          { adults: 2, children: 0 },
          { adults: 3, children: 1 },
        ]),
      );

      const plain = await api.request(
        'GET',
        search(`area=hakone&${STAY}&adults=1&children=1&room_count=2&per_page=50`),
      );
      const partnerPlain = plain.body.data.find((facility: any) => facility.code === 'agency-hakone-01');
      expect(partnerPlain.lowest_price.total).toBe(
        await cheapestFromTables('agency-hakone-01', '2026-03-10', '2026-03-12', [
          { adults: 1, children: 1 },
          { adults: 1, children: 1 },
        ]),
      );
    });

    it("maps the children's ages to each facility's own tiers, so the facilities pricing children by tier are priced", async () => {
      const cheapestOf = async (code: string, query: string) => {
        const rooms = await api.request('GET', `/book/hotels/${code}/rooms?${STAY}&${query}`);
        expect(rooms.status, JSON.stringify(rooms.body)).toBe(200);
        return Math.min(
          ...rooms.body.rooms.flatMap((room: any) => room.room_plan.map((plan: any) => plan.total_price)),
        );
      };
      // A 4-year-old at the ryokan (tiers with meal and bed options): tier B, with a bed of its own and no meal.
      const hakone = await api.request('GET', search(`area=hakone&${STAY}&rooms=2-1&kids_ages=4&per_page=50`));
      expect(hakone.status, JSON.stringify(hakone.body)).toBe(200);
      const ryokan = hakone.body.data.find((facility: any) => facility.code === 'demo-hakone');
      expect(ryokan).toMatchObject({ sold_out: false, party_refusal: null });
      expect(ryokan.lowest_price.total).toBe(
        await cheapestOf('demo-hakone', 'rooms=2-1&kids_tiers=B:1&kids_meal_bed=meal_no_bedding'),
      );
      // A facility without children's tiers prices the child with the plan's child supplement.
      const partner = hakone.body.data.find((facility: any) => facility.code === 'agency-hakone-01');
      expect(partner.lowest_price.total).toBe(
        await cheapestFromTables('agency-hakone-01', '2026-03-10', '2026-03-12', [{ adults: 2, children: 1 }]),
      );
      expect(hakone.body.total_entries).toBe(11);

      // Two rooms in Seoul (tiers mode): an infant sharing a bed (A) and an 8-year-old (C); a 5-year-old (B).
      const seoul = await api.request(
        'GET',
        search(`area=seoul&${STAY}&rooms=2-2,1-1&kids_ages=${encodeURIComponent('1,8;5')}&per_page=50`),
      );
      expect(seoul.status, JSON.stringify(seoul.body)).toBe(200);
      const tiered = seoul.body.data.find((facility: any) => facility.code === 'demo-seoul');
      expect(tiered).toMatchObject({ sold_out: false, party_refusal: null });
      expect(tiered.lowest_price.total).toBe(
        await cheapestOf('demo-seoul', `rooms=2-2,1-1&kids_tiers=${encodeURIComponent('A:1,C:1;B:1')}`),
      );
      // One list of ages applies to every room of a room_count search.
      const plain = await api.request(
        'GET',
        search(`area=seoul&${STAY}&adults=2&children=1&room_count=2&kids_ages=8&per_page=50`),
      );
      expect(plain.body.data.find((facility: any) => facility.code === 'demo-seoul').lowest_price.total).toBe(
        await cheapestOf('demo-seoul', `rooms=2-1,2-1&kids_tiers=C:1`),
      );
    });

    it('lists a facility that cannot take the party with the reason, after the priced ones, and refuses ages that do not fit', async () => {
      const reasonAt = async (query: string, code = 'demo-hakone') => {
        const reply = await api.request('GET', search(`area=hakone&${STAY}&${query}&per_page=50`));
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        const facility = reply.body.data.find((f: any) => f.code === code);
        expect(facility, query).toBeDefined();
        if (facility.party_refusal) {
          expect(facility).toMatchObject({
            sold_out: false,
            lowest_price: null,
            display_price: null,
            next_available: [],
          });
          // Those without a price come after every priced one.
          const rest = reply.body.data.slice(reply.body.data.indexOf(facility));
          expect(rest.every((f: any) => f.lowest_price === null)).toBe(true);
        }
        return facility.party_refusal?.reason ?? null;
      };
      expect(await reasonAt('rooms=2-1')).toBe('children_ages_required');
      expect(await reasonAt('rooms=2-1&kids_ages=15')).toBe('child_age_not_accepted');
      // Two infants sharing the bed of one adult.
      expect(await reasonAt(`rooms=1-2&kids_ages=${encodeURIComponent('0,1')}`)).toBe('party_not_accepted');
      // Nine adults in one room: no room type of any facility sleeps them.
      const large = await api.request('GET', search(`area=hakone&${STAY}&rooms=9-0&per_page=50`));
      expect(large.body.total_entries).toBe(11);
      expect(large.body.data.every((f: any) => f.party_refusal?.reason === 'party_too_large')).toBe(true);
      // The partners take any child without tiers.
      expect(await reasonAt('rooms=2-1', 'agency-hakone-01')).toBeNull();
      // A price range leaves out what has no price.
      const ranged = await api.request('GET', search(`area=hakone&${STAY}&rooms=2-1&min_price=0&per_page=50`));
      expect(ranged.body.data.map((f: any) => f.code)).not.toContain('demo-hakone');

      for (const query of [
        'rooms=2-1&kids_ages=4,5',
        'rooms=2-1,2-0&kids_ages=4;5',
        'adults=2&children=1&kids_ages=18',
        'rooms=2-1&kids_ages=four',
        'adults=2&children=2&room_count=2&kids_ages=4;5;6',
      ]) {
        const reply = await api.request('GET', search(`${STAY}&${query}`));
        expect(reply.status, query).toBe(400);
        expect(firstCode(reply.body), query).toBe('1000');
        expect(Object.keys(reply.body.errors[0].details), query).toContain('kids_ages');
      }
    });

    it('marks a facility with nothing free sold out, with the next check-ins of the same stay that the room search sells', async () => {
      const db = api.database.db;
      const [hotel] = await db.select().from(hotels).where(eq(hotels.code, 'demo-hakone'));
      const typeIds = (await db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel!.id))).map(
        (type) => type.id,
      );
      // Staff close the ryokan's rooms on the nights of 20 and 21 March.
      await db
        .update(inventory)
        .set({ available: 0 })
        .where(
          and(
            inArray(inventory.roomTypeId, typeIds),
            gte(inventory.stayDate, '2026-03-20'),
            lt(inventory.stayDate, '2026-03-22'),
          ),
        );
      try {
        const reply = await api.request(
          'GET',
          search('area=hakone&checkin=2026-03-20&checkout=2026-03-22&adults=2&per_page=50&order=price_low_to_high'),
        );
        expect(reply.status).toBe(200);
        const closed = reply.body.data.find((facility: any) => facility.code === 'demo-hakone');
        expect(closed.sold_out).toBe(true);
        expect(closed.lowest_price).toBeNull();
        // A stay starting on the 21st still needs the 21st; the 22nd is the first that works.
        expect(closed.next_available.map((next: any) => next.checkin)).toEqual([
          '2026-03-22',
          '2026-03-23',
          '2026-03-24',
        ]);
        expect(closed.next_available[0].checkout).toBe('2026-03-24');
        const then = await api.request(
          'GET',
          '/book/hotels/demo-hakone/rooms?checkin=2026-03-22&checkout=2026-03-24&adults=2',
        );
        const cheapest = Math.min(
          ...then.body.rooms.flatMap((room: any) => room.room_plan.map((plan: any) => plan.total_price)),
        );
        expect(closed.next_available[0].display_price.total).toBe(cheapest);
        // Sold-out facilities come after every one with a price.
        expect(reply.body.data.at(-1).code).toBe('demo-hakone');
      } finally {
        await db
          .update(inventory)
          .set({ available: sql`${inventory.total}` })
          .where(
            and(
              inArray(inventory.roomTypeId, typeIds),
              gte(inventory.stayDate, '2026-03-20'),
              lt(inventory.stayDate, '2026-03-22'),
            ),
          );
      }
    });

    it('pages through the results without repeating or losing a facility, in every order', async () => {
      for (const order of ['recommended', 'price_low_to_high', 'price_high_to_low', 'rating']) {
        const whole = await api.request('GET', search(`area=kyoto&${STAY}&adults=2&order=${order}&per_page=50`));
        const { pages, data } = await allPages(`area=kyoto&${STAY}&adults=2&order=${order}`, 4);
        expect(whole.body.total_entries).toBe(13); // demo-kyoto and twelve partner facilities in Kyoto's areas
        expect(pages).toHaveLength(4);
        expect(pages.every((page: any) => page.total_pages === 4 && page.total_entries === 13)).toBe(true);
        expect(data.map((facility: any) => facility.code)).toEqual(
          whole.body.data.map((facility: any) => facility.code),
        );
        expect(new Set(data.map((facility: any) => facility.code)).size).toBe(13);
      }
      const byPrice = await api.request(
        'GET',
        search(`area=kyoto&${STAY}&adults=2&order=price_low_to_high&per_page=50`),
      );
      const totals = byPrice.body.data.filter((f: any) => !f.sold_out).map((f: any) => f.display_price.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      const byRating = await api.request('GET', search(`area=kyoto&${STAY}&adults=2&order=rating&per_page=50`));
      const averages = byRating.body.data.map((f: any) => f.rating.average);
      expect(averages).toEqual([...averages].sort((a, b) => b - a));
      const beyond = await api.request('GET', search(`area=kyoto&${STAY}&adults=2&per_page=4&page=9`));
      expect(beyond.status).toBe(200);
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.total_pages).toBe(4);
    });

    it('filters by features, meal, a price range in a currency and a keyword', async () => {
      const onsen = await api.request('GET', search(`${STAY}&adults=2&features=onsen,parking&per_page=50`));
      expect(onsen.status).toBe(200);
      expect(onsen.body.total_entries).toBeGreaterThan(3);
      expect(onsen.body.data.every((f: any) => f.features.includes('onsen') && f.features.includes('parking'))).toBe(
        true,
      );

      const halfBoard = await api.request(
        'GET',
        search(`area=hakone&${STAY}&adults=2&meal=breakfast_and_dinner&per_page=50`),
      );
      expect(halfBoard.body.total_entries).toBeGreaterThan(0);
      // Only ryokans serve dinner: the demo ryokan's plans are room only and breakfast.
      expect(halfBoard.body.data.map((f: any) => f.code)).not.toContain('demo-hakone');
      for (const facility of halfBoard.body.data) {
        expect(facility.lowest_plan.meal).toBe('breakfast_and_dinner');
        const anyPlan = await api.request('GET', search(`area=hakone&${STAY}&adults=2&per_page=50`));
        const same = anyPlan.body.data.find((f: any) => f.code === facility.code);
        expect(facility.lowest_price.total).toBeGreaterThan(same.lowest_price.total);
      }

      const free = await api.request(
        'GET',
        search(`area=kyoto&${STAY}&adults=2&features=free_cancellation&per_page=50`),
      );
      expect(free.body.data.every((f: any) => f.lowest_plan.refundable)).toBe(true);

      const all = await api.request('GET', search(`area=kyoto&${STAY}&adults=2&currency=USD&per_page=50`));
      const nightly = all.body.data
        .map((f: any) => f.display_price.per_night / 100)
        .sort((a: number, b: number) => a - b);
      const [low, high] = [nightly[3], nightly[8]];
      const ranged = await api.request(
        'GET',
        search(`area=kyoto&${STAY}&adults=2&currency=USD&min_price=${low}&max_price=${high}&per_page=50`),
      );
      expect(ranged.body.total_entries).toBe(nightly.filter((n: number) => n >= low && n <= high).length);
      for (const facility of ranged.body.data) {
        expect(facility.display_price.currency).toBe('USD');
        expect(facility.display_price.total).toBe(
          atReferenceRate(facility.lowest_price.total, facility.lowest_price.currency, 'USD'),
        );
        expect(facility.display_price.per_night / 100).toBeGreaterThanOrEqual(low);
        expect(facility.display_price.per_night / 100).toBeLessThanOrEqual(high);
      }

      const seoul = await api.request(
        'GET',
        search(`keyword=${encodeURIComponent('명동')}&${STAY}&adults=2&per_page=50`),
      );
      expect(seoul.body.total_entries).toBeGreaterThan(0);
      expect(seoul.body.data.every((f: any) => f.area.code === 'myeongdong')).toBe(true);
      const byName = await api.request('GET', search(`keyword=Ryokan&${STAY}&adults=2&per_page=50`));
      expect(byName.body.total_entries).toBeGreaterThan(0);
      expect(byName.body.data.every((f: any) => f.name.includes('Ryokan') || f.name.includes('旅館'))).toBe(true);
      const ja = await api.request('GET', search(`area=gion&${STAY}&adults=2&per_page=50`), undefined, {
        Locale: 'ja',
      });
      expect(ja.body.data.every((f: any) => f.area.name === '祇園')).toBe(true);
    });

    it('refuses malformed searches with the error shape and the field named', async () => {
      const cases: [string, string][] = [
        ['checkin=2026-03-12&checkout=2026-03-10&adults=2', 'checkout'],
        ['checkin=2026-03-10&checkout=2026-05-10&adults=2', 'checkout'],
        ['checkin=2026-02-30&checkout=2026-03-10&adults=2', 'checkin'],
        [`area=atlantis&${STAY}`, 'area'],
        [`${STAY}&features=onsen,jacuzzi`, 'features'],
        [`${STAY}&rooms=2-0,0-1`, 'rooms'],
        [`${STAY}&min_price=30000&max_price=10000`, 'max_price'],
        [`${STAY}&currency=XYZ`, 'currency'],
        [`${STAY}&order=cheapest`, 'order'],
        [`${STAY}&per_page=500`, 'per_page'],
        [`${STAY}&page=0`, 'page'],
      ];
      for (const [query, field] of cases) {
        const reply = await api.request('GET', search(query));
        expect(reply.status, query).toBe(400);
        expect(firstCode(reply.body), query).toBe('1000');
        expect(
          Object.keys(reply.body.errors[0].details).some((key) => key === field || key.startsWith(`${field}.`)),
          query,
        ).toBe(true);
      }
      const anonymous = await api.app.request(search(`area=kyoto&${STAY}`), {}, LOOPBACK_CALLER);
      expect(anonymous.status).toBe(401);
      const wrongSession = await api.app.request(
        search(`area=kyoto&${STAY}`),
        { headers: { [CLIENT_SESSION_HEADER]: 'made-up' } },
        LOOPBACK_CALLER,
      );
      expect(wrongSession.status).toBe(401);
    });

    it('answers the review ratings of listed facilities: average, count and the count of each score', async () => {
      const reply = await api.request(
        'GET',
        `${HOTEL_RATINGS_ROUTE}?hotel_codes=demo-kyoto,agency-gion-01,nowhere,demo-bali`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.data.map((rating: any) => rating.code)).toEqual(['demo-kyoto', 'agency-gion-01']);
      for (const rating of reply.body.data) {
        const [hotel] = await api.database.db.select().from(hotels).where(eq(hotels.code, rating.code));
        const [stored] = await api.database.db
          .select({
            count: sql<number>`count(*)`.mapWith(Number),
            average: sql<string>`round(avg(${hotelReviews.score}), 1)`,
          })
          .from(hotelReviews)
          .where(eq(hotelReviews.hotelId, hotel!.id));
        expect(rating.count).toBe(stored!.count);
        expect(rating.average).toBe(Number(stored!.average));
        expect(rating.distribution.reduce((sum: number, n: number) => sum + n, 0)).toBe(stored!.count);
      }
      const inSearch = await api.request('GET', search(`area=gion&${STAY}&adults=2&per_page=50`));
      const kyoto = inSearch.body.data.find((f: any) => f.code === 'demo-kyoto');
      expect(kyoto.rating).toEqual({ average: reply.body.data[0].average, count: reply.body.data[0].count });

      const none = await api.request('GET', `${HOTEL_RATINGS_ROUTE}?hotel_codes=`);
      expect(none.status).toBe(400);
      expect(firstCode(none.body)).toBe('1000');
    });

    // A travel-agency client sells brands besides its own (agency_client_brands): its sessions open,
    // search and book their hotels; every other client is answered as if they did not exist.
    const as = (session: string) => ({ [CLIENT_SESSION_HEADER]: session });
    const stayQuery = STAY;

    /** Books the partner facility's cheapest plan paid at the hotel through `session`; the reservation reply. */
    async function bookAtPartner(session: string, email: string) {
      const rooms = await api.request(
        'GET',
        `/book/hotels/${PARTNER}/rooms?${stayQuery}&adults=2`,
        undefined,
        as(session),
      );
      expect(rooms.status, JSON.stringify(rooms.body)).toBe(200);
      const search = roomSearchReplySchema.parse(rooms.body);
      const offers = search.rooms.flatMap((room) =>
        room.room_plan
          .filter((plan) => plan.payment_method.some((method) => method.code === 'on_site'))
          .map((plan) => ({ room, plan })),
      );
      const cheapest = offers.sort((a, b) => a.plan.total_price - b.plan.total_price)[0]!;
      const created = await api.request(
        'POST',
        `/book/hotels/${PARTNER}/reservations`,
        reservationRequest({
          checkin_date: '2026-03-10',
          checkout_date: '2026-03-12',
          rooms: [
            {
              room_type_code: cheapest.room.room_type_code,
              room_plan_code: cheapest.plan.room_plan_code,
              adults: 2,
              children: 0,
            },
          ],
          guest: { first_name: 'Hanako', last_name: 'Yamada', email, phone: '+819012345678' },
        }),
        as(session),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return { reservation: reservationReplySchema.parse(created.body), quoted: cheapest.plan.total_price };
    }

    it('opens, searches and books a hotel of a sold brand through the agency, and shows its confirmation', async () => {
      const agency = await clientSessionOf(api);
      const searched = await api.request(
        'GET',
        `${HOTEL_SEARCH_ROUTE}?area=gion&${stayQuery}&adults=2&per_page=50`,
        undefined,
        as(agency),
      );
      expect(searched.status).toBe(200);
      const listed = searched.body.data.find((facility: any) => facility.code === PARTNER);
      expect(listed).toMatchObject({ brand_code: PARTNER_BRAND_CODE, sold_out: false });

      const hotel = await api.request('GET', `/book/hotels/${PARTNER}`, undefined, as(agency));
      expect(hotel.status).toBe(200);
      expect(hotel.body.code).toBe(PARTNER);
      const settings = await api.request(
        'GET',
        `/book/hotels/${PARTNER}/settings/booking_widget`,
        undefined,
        as(agency),
      );
      expect(settings.status).toBe(200);

      const { reservation, quoted } = await bookAtPartner(agency, 'agency.guest@example.com');
      // The hotel search's lowest price is the price booked.
      expect(reservation.total_price).toBe(quoted);
      expect(listed.lowest_price.total).toBe(quoted);
      const [stored] = await api.database.db
        .select({ trafficSource: reservations.trafficSource })
        .from(reservations)
        .where(eq(reservations.confirmationNumber, reservation.confirmation_number));
      expect(stored!.trafficSource).toBe('tripla_ota');

      // The confirmation page's look-ups, through the agency's session.
      const number = reservation.confirmation_number;
      const confirmation = await api.request(
        'GET',
        `/book/hotels/${PARTNER}/reservations/${number}?email=agency.guest%40example.com`,
        undefined,
        as(agency),
      );
      expect(confirmation.status).toBe(200);
      expect(confirmation.body.confirmation_number).toBe(number);
      const viaAgency = await api.request(
        'GET',
        `/api/ota/v1/reservations/${number}?email=agency.guest%40example.com`,
        undefined,
        as(agency),
      );
      expect(viaAgency.status).toBe(200);
      expect(viaAgency.body.data.confirmation_number).toBe(number);
      // The brand's facility list is open to it too.
      const facilities = await api.request(
        'GET',
        `/book/hotel_brands/${PARTNER_BRAND_CODE}/facilities?per_page=50`,
        undefined,
        as(agency),
      );
      expect(facilities.status).toBe(200);
      expect(facilities.body.data.map((facility: any) => facility.code)).toContain(PARTNER);
    });

    it('refuses a hotel of a brand the client does not sell exactly like an unknown hotel, and writes nothing', async () => {
      const agency = await clientSessionOf(api);
      const { reservation } = await bookAtPartner(agency, 'sold.elsewhere@example.com');
      const number = reservation.confirmation_number;
      const [before] = await api.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(reservations);

      // Another agency client (selling no brand but its own) and the demo brand's own widget.
      const otherAgency = await clientSessionOf(api, OTHER_AGENCY.key, OTHER_AGENCY.secret);
      const widget = await clientSessionOf(api, DEMO_KEY, DEMO_SECRET);
      for (const session of [otherAgency, widget]) {
        const unknown = await api.request('GET', '/book/hotels/no-such-hotel', undefined, as(session));
        expect([unknown.status, firstCode(unknown.body)]).toEqual([404, '1001']);
        for (const [method, path, body] of [
          ['GET', `/book/hotels/${PARTNER}`],
          ['GET', `/book/hotels/${PARTNER}/settings/booking_widget`],
          ['GET', `/book/hotels/${PARTNER}/rooms?${stayQuery}&adults=2`],
          ['GET', `/book/hotels/${PARTNER}/reservations/${number}?email=sold.elsewhere%40example.com`],
          [
            'POST',
            `/book/hotels/${PARTNER}/reservations`,
            reservationRequest({
              checkin_date: '2026-03-10',
              checkout_date: '2026-03-12',
              rooms: [{ room_type_code: 'STD-DOUBLE', room_plan_code: 'STD-DOUBLE-RO', adults: 2, children: 0 }],
            }),
          ],
        ] as const) {
          const refused = await api.request(method, path, body, as(session));
          expect([refused.status, refused.body], path).toEqual([unknown.status, unknown.body]);
        }
        const brand = await api.request(
          'GET',
          `/book/hotel_brands/${PARTNER_BRAND_CODE}/facilities`,
          undefined,
          as(session),
        );
        expect([brand.status, firstCode(brand.body)]).toEqual([404, '1001']);
        const lookup = await api.request(
          'GET',
          `/api/ota/v1/reservations/${number}?email=sold.elsewhere%40example.com`,
          undefined,
          as(session),
        );
        expect([lookup.status, firstCode(lookup.body)]).toEqual([404, '1005']);

        // Its hotel search and ratings list only what it may open: the demo brand's facilities.
        const searched = await api.request(
          'GET',
          `${HOTEL_SEARCH_ROUTE}?area=kyoto&${stayQuery}&adults=2&per_page=50`,
          undefined,
          as(session),
        );
        expect(searched.status).toBe(200);
        expect(searched.body.data.map((facility: any) => facility.code)).toEqual(['demo-kyoto']);
        const ratings = await api.request(
          'GET',
          `${HOTEL_RATINGS_ROUTE}?hotel_codes=demo-kyoto,${PARTNER}`,
          undefined,
          as(session),
        );
        expect(ratings.body.data.map((rating: any) => rating.code)).toEqual(['demo-kyoto']);
      }
      const [after] = await api.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(reservations);
      expect(after!.n).toBe(before!.n);
    });

    it('refuses malformed hotel codes with the error shape, like an unknown hotel', async () => {
      const agency = await clientSessionOf(api);
      const unknown = await api.request(
        'GET',
        `/book/hotels/no-such-hotel/rooms?${stayQuery}&adults=2`,
        undefined,
        as(agency),
      );
      expect([unknown.status, firstCode(unknown.body)]).toEqual([404, '1001']);
      expect(unknown.body.errors[0]).toMatchObject({ title: 'Hotel not found' });
      for (const code of [
        'x'.repeat(65),
        encodeURIComponent('agency gion 01'),
        encodeURIComponent(`${PARTNER};`),
        encodeURIComponent('<script>'),
        encodeURIComponent('京都ホテル'),
        '-agency-gion-01',
        '%E2%80%AE',
        '1234567890123',
      ]) {
        for (const path of [`/book/hotels/${code}`, `/book/hotels/${code}/rooms?${stayQuery}&adults=2`]) {
          const refused = await api.request('GET', path, undefined, as(agency));
          expect([refused.status, refused.body], path).toEqual([404, unknown.body]);
        }
      }
      // A NUL in the address is refused before any route (400, 1000).
      const nul = await api.app.request(`/book/hotels/agency%00gion`, { headers: as(agency) }, LOOPBACK_CALLER);
      expect(nul.status).toBe(400);
      expect(firstCode(await nul.json())).toBe('1000');
    });
  },
);
