import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_CLIENT_SESSION_TITLE,
  bookingWidgetSettingsReplySchema,
  cancellationPoliciesReplySchema,
  clientSessionReplySchema,
  errorReplySchema,
  hotelReplySchema,
  roomSearchReplySchema,
} from '../../contract';
import type { Database } from '../db/database';
import { testDatabaseTargets } from './support/test-databases';
import { DEMO_KEY, DEMO_SECRET, START, firstCode, startTestApi, type TestApi } from './support/test-api';

// Read-only behaviour of the API on one in-memory PGlite (the writes are in reservations.test.ts).
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

const rooms = (query: string) => api.request('GET', `/book/hotels/demo-kyoto/rooms?${query}`);

describe('client sessions', () => {
  const post = (body: unknown) =>
    api.app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('issues a session for the right secret, valid for 0.75 day', async () => {
    const response = await post({ key: DEMO_KEY, secret: DEMO_SECRET });
    expect(response.status).toBe(201);
    const reply = clientSessionReplySchema.parse(await response.json());
    expect(reply.data.expires_at).toBe('2026-03-02T21:00:00.000Z');
    const hotel = await api.app.request('/book/hotels/demo-kyoto', {
      headers: { 'Client-Session': reply.data.client_session },
    });
    expect(hotel.status).toBe(200);
  });

  it('refuses a wrong secret or key', async () => {
    expect((await post({ key: DEMO_KEY, secret: 'wrong' })).status).toBe(401);
    expect((await post({ key: 'nobody', secret: DEMO_SECRET })).status).toBe(401);
    const missing = await post({ key: DEMO_KEY });
    expect(missing.status).toBe(400);
    expect(firstCode(await missing.json())).toBe('1000');
  });

  it('answers "Invalid Client-Session" (1009) for a missing, unknown or expired session', async () => {
    const check = async (headers: Record<string, string>) => {
      const response = await api.app.request('/book/hotels/demo-kyoto', { headers });
      const body = errorReplySchema.parse(await response.json());
      return { status: response.status, title: body.errors[0]!.title, code: body.errors[0]!.details.base[0]!.code };
    };
    const expected = { status: 401, title: INVALID_CLIENT_SESSION_TITLE, code: '1009' };
    expect(await check({})).toEqual(expected);
    expect(await check({ 'Client-Session': 'made-up' })).toEqual(expected);
    api.clock.set('2026-03-02T21:00:01Z'); // 18 hours and a second after the session was made
    try {
      expect(await check({ 'Client-Session': api.session })).toEqual(expected);
    } finally {
      api.clock.set(START);
    }
    expect(
      (await api.app.request('/book/hotels/demo-kyoto', { headers: { 'Client-Session': api.session } })).status,
    ).toBe(200);
  });
});

describe('hotel and settings', () => {
  it('serves the hotel by code and by id', async () => {
    const byCode = await api.request('GET', '/book/hotels/demo-kyoto');
    expect(byCode.status).toBe(200);
    const hotel = hotelReplySchema.parse(byCode.body);
    expect(hotel).toMatchObject({
      code: 'demo-kyoto',
      currency: 'JPY',
      time_zone: 'Asia/Tokyo',
      book_languages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'],
    });
    const byId = await api.request('GET', `/book/hotels/${hotel.hotel_id}`);
    expect(byId.body.code).toBe('demo-kyoto');
    const seoul = hotelReplySchema.parse((await api.request('GET', '/book/hotels/demo-seoul')).body);
    expect(seoul).toMatchObject({ currency: 'KRW', time_zone: 'Asia/Seoul', book_languages: ['ko', 'en', 'ja'] });
  });

  it("gives the widget settings with the facility's local today", async () => {
    const settings = bookingWidgetSettingsReplySchema.parse(
      (await api.request('GET', '/book/hotels/demo-kyoto/settings/booking_widget')).body,
    );
    expect(settings.today).toBe('2026-03-02');
    expect(settings.max_guests_per_room).toBe(20);
    expect(settings.reservable_period_months).toBe(12);
    expect(settings.default_search_setting).toEqual({
      adults: 2,
      checkin_date_offset: 0,
      yesterday_bookable: false,
      available_rooms_only: true,
    });
    // 2026-03-02T15:30Z is already 2026-03-03 in Tokyo.
    api.clock.set('2026-03-02T15:30:00Z');
    try {
      expect((await api.request('GET', '/book/hotels/demo-kyoto/settings/booking_widget')).body.today).toBe(
        '2026-03-03',
      );
    } finally {
      api.clock.set(START);
    }
  });

  it('lists the cancellation policies', async () => {
    const { status, body } = await api.request('GET', '/book/hotels/demo-kyoto/cancellation_policies');
    expect(status).toBe(200);
    const reply = cancellationPoliciesReplySchema.parse(body);
    expect(reply.cancellation_policies.map((p) => p.name)).toEqual(['Standard', 'Flexible', 'Non-refundable']);
    expect(reply.cancellation_policies[0]!.cancellation_policy_parts).toContainEqual({
      days_before: 1,
      hours_after: 18,
      percentage_of_cost: 50,
    });
  });

  it('answers 1001 for an unknown hotel and 1013 for an unknown route', async () => {
    const hotel = await api.request('GET', '/book/hotels/nowhere');
    expect([hotel.status, firstCode(hotel.body)]).toEqual([404, '1001']);
    const route = await api.request('GET', '/api/nothing-here');
    expect([route.status, firstCode(route.body)]).toEqual([404, '1013']);
  });
});

describe('room search', () => {
  it('lists room types with free rooms and prices for the stay', async () => {
    const { status, body } = await rooms('checkin=2026-03-10&checkout=2026-03-12&adults=2');
    expect(status).toBe(200);
    const reply = roomSearchReplySchema.parse(body);
    // Every Kyoto type holds two; the suite has a single room.
    expect(reply.rooms.map((r) => [r.room_type_code, r.room_count]).sort()).toEqual([
      ['KY-DLX-DOUBLE', 6],
      ['KY-FAMILY', 3],
      ['KY-JP-TATAMI', 5],
      ['KY-MACHIYA-SUITE', 1],
      ['KY-STD-TWIN', 8],
    ]);
    const twin = reply.rooms.find((r) => r.room_type_code === 'KY-STD-TWIN')!;
    const roomOnly = twin.room_plan.find((p) => p.room_plan_code === 'KY-STD-TWIN-RO')!;
    // Tuesday and Wednesday nights: 14000 + 4200 for the second adult, each night taxed at 10 %.
    expect(roomOnly).toMatchObject({
      total_price: 36400,
      tax: 3310,
      currency: 'JPY',
      refundable: true,
      hotel_plan_code: 'ROOM_ONLY',
    });
    // One room searched: the price of one room is the total.
    expect(roomOnly).toMatchObject({ room_price: 36400, room_tax: 3310 });
    expect(twin.room_plan).toHaveLength(3);
  });

  it('multiplies by room_count and drops types without enough rooms or capacity', async () => {
    const reply = roomSearchReplySchema.parse(
      (await rooms('checkin=2026-03-10&checkout=2026-03-12&adults=2&room_count=2')).body,
    );
    expect(reply.rooms.some((r) => r.room_type_code === 'KY-MACHIYA-SUITE')).toBe(false);
    const twin = reply.rooms.find((r) => r.room_type_code === 'KY-STD-TWIN')!;
    expect(twin.room_plan.find((p) => p.room_plan_code === 'KY-STD-TWIN-RO')!.total_price).toBe(72800);
    // Adults are per room: two rooms of two adults each; each plan's one-room price times the rooms is its total.
    for (const room of reply.rooms) {
      for (const plan of room.room_plan) {
        expect(plan.room_price * 2, plan.room_plan_code).toBe(plan.total_price);
        expect(plan.room_tax * 2, plan.room_plan_code).toBe(plan.tax);
      }
    }
    expect(twin.room_plan.find((p) => p.room_plan_code === 'KY-STD-TWIN-RO')).toMatchObject({
      room_price: 36400,
      room_tax: 3310,
    });
    const four = roomSearchReplySchema.parse(
      (await rooms('checkin=2026-03-10&checkout=2026-03-12&adults=3&children=1')).body,
    );
    expect(four.rooms.map((r) => r.room_type_code).sort()).toEqual(['KY-FAMILY', 'KY-JP-TATAMI']);
    const none = await rooms('checkin=2026-03-10&checkout=2026-03-12&adults=6');
    expect(none).toEqual({ status: 200, body: { rooms: [] } });
  });

  it('sorts by price both ways and by recommendation', async () => {
    const cheapest = (r: { room_plan: { total_price: number }[] }) =>
      Math.min(...r.room_plan.map((p) => p.total_price));
    const low = roomSearchReplySchema.parse(
      (await rooms('checkin=2026-03-10&checkout=2026-03-11&adults=1')).body,
    ).rooms;
    expect(low.map(cheapest)).toEqual([...low.map(cheapest)].sort((a, b) => a - b));
    expect(low[0]!.room_type_code).toBe('KY-STD-TWIN');
    expect(low[0]!.room_plan.map((p) => p.hotel_plan_code)).toEqual(['NON_REFUNDABLE', 'ROOM_ONLY', 'BREAKFAST']);
    const high = roomSearchReplySchema.parse(
      (await rooms('checkin=2026-03-10&checkout=2026-03-11&adults=1&order=price_high_to_low')).body,
    ).rooms;
    expect(high[0]!.room_type_code).toBe('KY-MACHIYA-SUITE');
    expect(high[0]!.room_plan.map((p) => p.hotel_plan_code)).toEqual(['BREAKFAST', 'ROOM_ONLY', 'NON_REFUNDABLE']);
    const recommended = roomSearchReplySchema.parse(
      (await rooms('checkin=2026-03-10&checkout=2026-03-11&adults=1&order=recommended')).body,
    ).rooms;
    expect(recommended.map((r) => r.room_type_code)).toEqual([
      'KY-DLX-DOUBLE',
      'KY-STD-TWIN',
      'KY-JP-TATAMI',
      'KY-FAMILY',
      'KY-MACHIYA-SUITE',
    ]);
  });

  it.each([
    ['past check-in', 'checkin=2026-03-01&checkout=2026-03-03&adults=2', 400, '1000', 'checkin'],
    ['checkout before checkin', 'checkin=2026-03-10&checkout=2026-03-09&adults=2', 400, '1000', 'checkout'],
    ['checkout equal to checkin', 'checkin=2026-03-10&checkout=2026-03-10&adults=2', 400, '1000', 'checkout'],
    ['zero adults', 'checkin=2026-03-10&checkout=2026-03-11&adults=0', 400, '1000', 'adults'],
    ['adults not a number', 'checkin=2026-03-10&checkout=2026-03-11&adults=two', 400, '1000', 'adults'],
    ['missing checkin', 'checkout=2026-03-11&adults=2', 400, '1000', 'checkin'],
    ['not a real date', 'checkin=2026-02-30&checkout=2026-03-02&adults=2', 400, '1000', 'checkin'],
    ['unknown order', 'checkin=2026-03-10&checkout=2026-03-11&adults=2&order=cheapest', 400, '1000', 'order'],
    ['more than 30 nights', 'checkin=2026-03-10&checkout=2026-04-10&adults=2', 400, '1000', 'checkout'],
    [
      'more guests than max_guests_per_room',
      'checkin=2026-03-10&checkout=2026-03-11&adults=15&children=6',
      400,
      '1000',
      'adults',
    ],
    ['beyond the reservable period', 'checkin=2027-03-05&checkout=2027-03-06&adults=2', 422, '1903', null],
  ])('refuses %s', async (_name, query, status, code, field) => {
    const response = await rooms(query);
    expect(response.status).toBe(status);
    const reply = errorReplySchema.parse(response.body);
    expect(firstCode(reply)).toBe(code);
    if (field) expect(reply.errors[0]!.details[field]?.[0]?.code).toBe('1000');
  });

  it('accepts today as check-in in the facility time zone', async () => {
    // 16:00 on 2026-03-02 in UTC is already 01:00 on the 3rd in Seoul: the 2nd is then in the past there.
    api.clock.set('2026-03-02T16:00:00Z');
    try {
      expect(
        (await api.request('GET', '/book/hotels/demo-seoul/rooms?checkin=2026-03-03&checkout=2026-03-04&adults=2'))
          .status,
      ).toBe(200);
      expect(
        (await api.request('GET', '/book/hotels/demo-seoul/rooms?checkin=2026-03-02&checkout=2026-03-04&adults=2'))
          .status,
      ).toBe(400);
    } finally {
      api.clock.set(START);
    }
  });
});

describe('request bodies and the OpenAPI document', () => {
  it('answers malformed JSON and wrong content types with 400 code 1000', async () => {
    const malformed = await api.request('POST', '/book/hotels/demo-kyoto/reservations', '{"checkin_date": ');
    expect([malformed.status, firstCode(malformed.body)]).toEqual([400, '1000']);
    const text = await api.request('POST', '/book/hotels/demo-kyoto/reservations', 'hello', {
      'content-type': 'text/plain',
    });
    expect([text.status, firstCode(text.body)]).toEqual([400, '1000']);
    const session = await api.app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,',
    });
    expect(session.status).toBe(400);
  });

  it('publishes OpenAPI 3.1 built from the contract', async () => {
    const response = await api.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as any;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/book/hotels/{h}/reservations/{confirmation_number}/cancel');
    expect(document.components.schemas.CreateReservationRequest.properties.payment_type).toBeDefined();
    const checkin = document.paths['/book/hotels/{h}/rooms'].get.parameters.find((p: any) => p.name === 'checkin');
    expect(checkin.required).toBe(true);
    const order = document.paths['/book/hotels/{h}/rooms'].get.parameters.find((p: any) => p.name === 'order');
    expect(order.required).toBe(false);
  });

  it('publishes a document that is valid OpenAPI 3.1, every reference resolving', async () => {
    const document = await (await api.app.request('/api/openapi.json')).json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(references.length).toBeGreaterThan(100);
    expect([...new Set(references)].filter((name) => !(name in document.components.schemas))).toEqual([]);
  });

  it('generates the operations of declared routes from their declarations', async () => {
    const document = (await (await api.app.request('/api/openapi.json')).json()) as any;
    const quote = document.paths['/book/hotels/{h}/rooms/price'].get;
    expect(quote.parameters.map((p: any) => `${p.in} ${p.name} ${p.required}`)).toEqual(
      expect.arrayContaining(['header Client-Session true', 'path h true', 'query checkin true']),
    );
    expect(quote.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PriceQuoteReply',
    });
    expect(quote.responses['422'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorReply',
    });
    // A declared query is checked before the handler, in the spec's error shape with the field as the key.
    const refused = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/rooms/price?checkin=2026-13-01&checkout=2026-03-04&room_plan_codes=x&rooms=2-0',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ details: { checkin: [{ code: '1000' }] } }] });
  });

  it('documents every route the API registers in /api/openapi.json', async () => {
    const document = (await (await api.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Path parameters compared by position: hono's :number{regex} and OpenAPI's {confirmation_number} alike.
    const shape = (path: string) =>
      path.replace(/:[A-Za-z_]+(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{}').replace(/\{[A-Za-z_]+\}/g, '{}');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${shape(path)}`),
      ),
    );
    const registered = [
      ...new Set(
        api.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${shape(route.path)}`),
      ),
    ];
    expect(registered.length).toBeGreaterThan(90);
    expect(registered).toContain('GET /book/hotels/{}/extras');
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
    // The extras module's operations carry their reply schemas.
    expect(document.paths['/book/hotels/{h}/file_attachments']!.post).toMatchObject({
      responses: {
        '201': { content: { 'application/json': { schema: { $ref: '#/components/schemas/AttachmentReply' } } } },
      },
    });
    expect((document as any).components.schemas.ExtrasReply.properties.extras).toBeDefined();
  });
});
