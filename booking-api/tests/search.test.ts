import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityReplySchema,
  bookingWidgetSettingsReplySchema,
  inventoryReplySchema,
  roomSearchReplySchema,
} from '../../contract';
import type { Database } from '../db/database';
import { testDatabaseTargets } from './support/test-databases';
import { inventory, roomTypes } from '../db/schema';
import { saveSearchSettings } from '../repositories/search-settings';
import { firstCode, reservationRequest, startTestApi, type TestApi } from './support/test-api';

// Multi-room search, search settings, availability calendar, inventory and the next available date.
// "Today" is 2026-03-02 in Kyoto (support/test-api.ts).
let database: Database;
let api: TestApi;

beforeAll(async () => {
  // A copy of the seeded test template (support/test-databases.ts) rather than migrating again.
  database = (await testDatabaseTargets[0]!.openSeeded()).database;
  api = await startTestApi(database);
});
afterAll(async () => {
  await database.close();
});

const get = (path: string) => api.request('GET', `/book/hotels/demo-kyoto${path}`);
const search = async (query: string) => roomSearchReplySchema.parse((await get(`/rooms?${query}`)).body);

async function setStock(code: string, from: string, to: string, available: number) {
  const [type] = await database.db.select().from(roomTypes).where(eq(roomTypes.code, code));
  await database.db
    .update(inventory)
    .set({ available })
    .where(and(eq(inventory.roomTypeId, type!.id), gte(inventory.stayDate, from), lt(inventory.stayDate, to)));
}

describe('multi-room search with guests per room', () => {
  it('prices each searched room for its own guests and lists only types holding the largest room', async () => {
    // Tuesday and Wednesday nights: tatami room only 24000 + 7200 per further adult + 3600 per child.
    const reply = await search('checkin=2026-03-10&checkout=2026-03-12&rooms=2-0,3-1');
    expect(reply.rooms.map((room) => room.room_type_code).sort()).toEqual(['KY-FAMILY', 'KY-JP-TATAMI']);
    const tatami = reply.rooms.find((room) => room.room_type_code === 'KY-JP-TATAMI')!;
    const roomOnly = tatami.room_plan.find((plan) => plan.hotel_plan_code === 'ROOM_ONLY')!;
    expect(
      roomOnly.occupancy_prices!.map(({ adults, children, room_price }) => ({ adults, children, room_price })),
    ).toEqual([
      { adults: 2, children: 0, room_price: 2 * 31200 },
      { adults: 3, children: 1, room_price: 2 * 42000 },
    ]);
    expect(roomOnly.total_price).toBe(62400 + 84000);
    expect(roomOnly.tax).toBe(roomOnly.occupancy_prices![0]!.room_tax + roomOnly.occupancy_prices![1]!.room_tax);
    // room_price is the first searched room.
    expect(roomOnly).toMatchObject({ room_price: 62400, room_tax: roomOnly.occupancy_prices![0]!.room_tax });
  });

  it('answers a per-room search of identical rooms exactly like room_count', async () => {
    const listed = await search('checkin=2026-03-10&checkout=2026-03-12&rooms=2-0,2-0');
    const counted = await search('checkin=2026-03-10&checkout=2026-03-12&adults=2&room_count=2');
    expect(listed).toEqual(counted);
    expect(counted.rooms[0]!.room_plan[0]!.occupancy_prices).toHaveLength(2);
  });

  it('needs as many free rooms of a type as rooms were searched', async () => {
    // The family room (5 guests) has 3 rooms; four rooms of five guests find nothing.
    const reply = await search('checkin=2026-03-10&checkout=2026-03-12&rooms=5-0,1-0,1-0,1-0');
    expect(reply.rooms).toEqual([]);
  });

  it.each([
    ['more rooms than multi_rooms_search_limit (5 by default)', 'rooms=2-0,2-0,2-0,2-0,2-0,2-0', 'rooms'],
    ['a room without adults', 'rooms=2-0,0-1', 'rooms'],
    ['a malformed rooms list', 'rooms=2,3', 'rooms'],
    ['more children than 3 per adult', 'rooms=2-0,1-4', 'children'],
    ['more guests than max_guests_per_room', 'rooms=15-6', 'adults'],
    ['neither adults nor rooms', 'children=1', 'adults'],
  ])('refuses %s with 1000 on the field', async (_name, query, field) => {
    const { status, body } = await get(`/rooms?checkin=2026-03-10&checkout=2026-03-12&${query}`);
    expect([status, firstCode(body)]).toEqual([400, '1000']);
    expect(body.errors[0].details[field]).toBeDefined();
  });

  it('takes the limits from the hotel search settings, which the booking-widget settings publish', async () => {
    const before = bookingWidgetSettingsReplySchema.parse((await get('/settings/booking_widget')).body);
    expect(before).toMatchObject({ multi_rooms_search_limit: 5, max_children_per_adult: 3 });
    const [hotelRow] = await database.db.select().from(roomTypes).where(eq(roomTypes.code, 'KY-STD-TWIN'));
    await saveSearchSettings(database.db, hotelRow!.hotelId, { multiRoomsSearchLimit: 2, maxChildrenPerAdult: 1 });
    try {
      const after = bookingWidgetSettingsReplySchema.parse((await get('/settings/booking_widget')).body);
      expect(after).toMatchObject({ multi_rooms_search_limit: 2, max_children_per_adult: 1 });
      expect((await get('/rooms?checkin=2026-03-10&checkout=2026-03-12&rooms=2-0,2-0,2-0')).status).toBe(400);
      expect((await get('/rooms?checkin=2026-03-10&checkout=2026-03-12&rooms=2-0,2-0')).status).toBe(200);
      expect((await get('/rooms?checkin=2026-03-10&checkout=2026-03-12&adults=1&children=2')).status).toBe(400);
      expect((await get('/rooms?checkin=2026-03-10&checkout=2026-03-12&adults=2&children=2')).status).toBe(200);
    } finally {
      await saveSearchSettings(database.db, hotelRow!.hotelId, { multiRoomsSearchLimit: 5, maxChildrenPerAdult: 3 });
    }
  });

  it('books two rooms of one search with different guests at the searched prices', async () => {
    const reply = await search('checkin=2026-03-16&checkout=2026-03-17&rooms=2-0,3-1');
    const plan = reply.rooms
      .find((room) => room.room_type_code === 'KY-JP-TATAMI')!
      .room_plan.find((p) => p.hotel_plan_code === 'ROOM_ONLY')!;
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: '2026-03-16',
        checkout_date: '2026-03-17',
        rooms: [
          { room_type_code: 'KY-JP-TATAMI', room_plan_code: plan.room_plan_code, adults: 2, children: 0 },
          { room_type_code: 'KY-JP-TATAMI', room_plan_code: plan.room_plan_code, adults: 3, children: 1 },
        ],
      }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.total_price).toBe(plan.total_price);
    expect(
      booked.body.rooms.map((room: { adults: number; children: number; total_price: number }) => [
        room.adults,
        room.children,
        room.total_price,
      ]),
    ).toEqual(plan.occupancy_prices!.map((room) => [room.adults, room.children, room.room_price]));
  });
});

describe('what a room card shows', () => {
  it("gives each room's size, beds and view in the guest's language, and each plan's meals and cancellation terms for the searched dates", async () => {
    // Today is 2026-03-02 in Kyoto; check-in 10 March.
    const reply = roomSearchReplySchema.parse(
      (
        await api.request(
          'GET',
          '/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-12&adults=2',
          undefined,
          { 'accept-language': 'ja' },
        )
      ).body,
    );
    const deluxe = reply.rooms.find((room) => room.room_type_code === 'KY-DLX-DOUBLE')!;
    expect(deluxe).toMatchObject({ size_sqm: 28, beds: [{ kind: 'queen', count: 1 }], view: '庭園の眺め' });
    const plan = (suffix: string) => deluxe.room_plan.find((p) => p.room_plan_code === `KY-DLX-DOUBLE-${suffix}`)!;
    // Flexible: free until 18:00 Kyoto time the day before check-in (09:00 UTC), 50 % after that.
    expect(plan('BF')).toMatchObject({
      meals: ['breakfast'],
      cancellation_terms: { kind: 'free', free_until: '2026-03-09T09:00:00Z', fee_percentage: 50 },
    });
    // Standard: the 30 % tier three days before check-in (00:00 on 7 March in Kyoto) ends the free period.
    expect(plan('RO')).toMatchObject({
      meals: [],
      cancellation_terms: { kind: 'free', free_until: '2026-03-06T15:00:00Z', fee_percentage: 30 },
    });
    expect(plan('NR').cancellation_terms).toEqual({ kind: 'non_refundable', free_until: null, fee_percentage: 100 });
  });

  it("keeps on the reservation each room's terms as the search showed them, and drops them once cancelled", async () => {
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        rooms: [
          { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-BF', adults: 2, children: 0 },
          { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-NR', adults: 2, children: 0 },
        ],
      }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.rooms.map((room: { cancellation_terms: unknown }) => room.cancellation_terms)).toEqual([
      { kind: 'free', free_until: '2026-03-09T09:00:00Z', fee_percentage: 50 },
      { kind: 'non_refundable', free_until: null, fee_percentage: 100 },
    ]);
    const path = `/book/hotels/demo-kyoto/reservations/${booked.body.confirmation_number}`;
    const access = `bypass_token=${booked.body.bypass_token}`;
    const cancelled = await api.request('PUT', `${path}/cancel?${access}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: booked.body.cancellation.fee,
    });
    expect(cancelled.status).toBe(200);
    const found = await api.request('GET', `${path}?${access}`);
    expect(found.body.status).toBe('cancelled');
    expect(found.body.rooms.map((room: { cancellation_terms: unknown }) => room.cancellation_terms)).toEqual([
      null,
      null,
    ]);
  });

  it('says a fee is in force when the stay is searched inside a fee tier', async () => {
    // Check-in 4 March: the standard policy's 30 % tier began on 1 March.
    const reply = await search('checkin=2026-03-04&checkout=2026-03-05&adults=2');
    const roomOnly = reply.rooms.flatMap((room) => room.room_plan).find((p) => p.hotel_plan_code === 'ROOM_ONLY')!;
    expect(roomOnly.cancellation_terms).toEqual({ kind: 'fee', free_until: null, fee_percentage: 30 });
  });

  it('publishes in the widget settings whether the hotel sells extras, so the stepper numbers its steps from the first visit', async () => {
    const settings = bookingWidgetSettingsReplySchema.parse((await get('/settings/booking_widget')).body);
    expect(settings.sells_extras).toBe(true);
    const seoul = bookingWidgetSettingsReplySchema.parse(
      (await api.request('GET', '/book/hotels/demo-seoul/settings/booking_widget')).body,
    );
    expect(typeof seoul.sells_extras).toBe('boolean');
  });
});

describe('next available date', () => {
  it('is the first later check-in where the same nights and guests find rooms, only when asked', async () => {
    // Only the family room holds five; sell it out for the nights of 03-20 and 03-21.
    await setStock('KY-FAMILY', '2026-03-20', '2026-03-22', 0);
    const asked = await search(
      'checkin=2026-03-20&checkout=2026-03-22&adults=5&search_next_available_date_if_no_result=true',
    );
    // A check-in on 03-21 still needs the night of 03-21; 03-22 is the first free two-night stay.
    expect(asked).toEqual({ rooms: [], next_available_date: '2026-03-22' });
    const notAsked = await search('checkin=2026-03-20&checkout=2026-03-22&adults=5');
    expect(notAsked).toEqual({ rooms: [] });
    const found = await search(
      'checkin=2026-03-22&checkout=2026-03-24&adults=5&search_next_available_date_if_no_result=true',
    );
    expect(found.rooms.length).toBe(1);
    expect(found.next_available_date).toBeUndefined();
  });

  it('is null when nothing is free up to the end of the reservable window', async () => {
    // Six guests fit no room type at all.
    const reply = await search(
      'checkin=2026-03-10&checkout=2026-03-11&rooms=5-1&search_next_available_date_if_no_result=true',
    );
    expect(reply).toEqual({ rooms: [], next_available_date: null });
  });
});

describe('availability calendar', () => {
  it('gives rooms left and the lowest one-night price per date, matching the search', async () => {
    const reply = availabilityReplySchema.parse(
      (await get('/rooms/availability?from=2026-03-01&to=2026-03-04&adults=2')).body,
    );
    expect(reply.currency).toBe('JPY');
    expect(reply.few_rooms_threshold).toBe(10);
    expect(reply.availability.map((day) => day.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    // Yesterday is not bookable.
    expect(reply.availability[0]).toEqual({ date: '2026-03-01', bookable: false, rooms_left: 0, lowest_price: null });
    const today = reply.availability[1]!;
    // Every Kyoto type holds two: 8 + 6 + 5 + 3 + 1 rooms.
    expect(today).toMatchObject({ bookable: true, rooms_left: 23 });
    const oneNight = await search('checkin=2026-03-02&checkout=2026-03-03&adults=2');
    const cheapest = Math.min(...oneNight.rooms.flatMap((room) => room.room_plan.map((plan) => plan.total_price)));
    expect(today.lowest_price).toBe(cheapest);
  });

  it('counts only the room types that hold the guests, and only rooms that are free', async () => {
    await setStock('KY-FAMILY', '2026-04-14', '2026-04-15', 1);
    await setStock('KY-JP-TATAMI', '2026-04-14', '2026-04-15', 0);
    const reply = availabilityReplySchema.parse(
      (await get('/rooms/availability?from=2026-04-14&to=2026-04-16&adults=3&children=1')).body,
    );
    expect(reply.availability[0]).toMatchObject({ date: '2026-04-14', rooms_left: 1 });
    // 04-15: tatami 5 + family 3, below the threshold of 10 that the calendar notes.
    expect(reply.availability[1]).toMatchObject({ date: '2026-04-15', rooms_left: 8 });
    const family = await search('checkin=2026-04-14&checkout=2026-04-15&adults=3&children=1');
    expect(reply.availability[0]!.lowest_price).toBe(
      Math.min(...family.rooms[0]!.room_plan.map((plan) => plan.total_price)),
    );
  });

  it('marks nights past the reservable window (12 months) as not bookable', async () => {
    const reply = availabilityReplySchema.parse(
      (await get('/rooms/availability?from=2027-03-01&to=2027-03-04&adults=2')).body,
    );
    expect(reply.availability.map((day) => [day.date, day.bookable])).toEqual([
      ['2027-03-01', true],
      ['2027-03-02', true],
      ['2027-03-03', false],
    ]);
  });

  it.each([
    ['to not after from', 'from=2026-03-10&to=2026-03-10&adults=2', 'to'],
    ['more than 62 days', 'from=2026-03-10&to=2026-05-12&adults=2', 'to'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-10&adults=2', 'from'],
    ['too many children per adult', 'from=2026-03-10&to=2026-03-12&adults=1&children=4', 'children'],
  ])('refuses %s with 1000', async (_name, query, field) => {
    const { status, body } = await get(`/rooms/availability?${query}`);
    expect([status, firstCode(body)]).toEqual([400, '1000']);
    expect(body.errors[0].details[field]).toBeDefined();
  });
});

describe('inventory', () => {
  it('lists free and total rooms per room type per date, and follows bookings', async () => {
    const read = async () =>
      inventoryReplySchema
        .parse((await get('/rooms/inventory?from=2026-05-11&to=2026-05-13')).body)
        .inventory.find((type) => type.room_type_code === 'KY-STD-TWIN')!;
    expect((await read()).dates).toEqual([
      { date: '2026-05-11', available: 8, total: 8 },
      { date: '2026-05-12', available: 8, total: 8 },
    ]);
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: '2026-05-12',
        checkout_date: '2026-05-13',
      }),
    );
    expect(booked.status).toBe(201);
    expect((await read()).dates.map((day) => day.available)).toEqual([8, 7]);
  });

  it('refuses a range of more than 62 days', async () => {
    const { status, body } = await get('/rooms/inventory?from=2026-03-10&to=2026-06-10');
    expect([status, firstCode(body)]).toEqual([400, '1000']);
  });
});
