import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  DEMO_KEY,
  DEMO_SECRET,
  basicAuth as basic,
  describeOnTestDatabases,
  firstCode,
  staffOfAnotherBrand,
  type TestApi,
} from './support/test-api';
const staff = basic(DEMO_KEY, DEMO_SECRET);
const FACTS = '/api/staff/hotels/demo-kyoto/room_types/KY-DLX-DOUBLE/facts';

async function searchedRoom(api: TestApi, code: string, locale: string) {
  const reply = await api.request(
    'GET',
    '/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-11&adults=2',
    undefined,
    { Locale: locale },
  );
  expect(reply.status).toBe(200);
  return reply.body.rooms.find((room: { room_type_code: string }) => room.room_type_code === code);
}

/** The texts of a 400 reply: its base text and the texts of each field in error. */
const fieldErrors = (body: any): string => JSON.stringify(body.errors[0].details);

describeOnTestDatabases('room facts for staff ($name)', (api) => {
  let otherBrand: Record<string, string>;
  beforeAll(async () => {
    otherBrand = await staffOfAnotherBrand(api, 'facts-brand');
  });

  it('reads the facts the room card shows: size, beds, the view in every language written, capacity', async () => {
    const reply = await api.request(
      'GET',
      '/api/staff/hotels/demo-kyoto/room_types/KY-STD-TWIN/facts',
      undefined,
      staff,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      room_type_code: 'KY-STD-TWIN',
      size_sqm: 22,
      beds: [{ kind: 'single', count: 2 }],
      max_occupancy: 2,
    });
    expect(Object.keys(reply.body.view)).toEqual(expect.arrayContaining(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant']));
  });

  it('changes the facts sent and keeps the others; the guest sees them with the room, in the language asked', async () => {
    const changed = await api.request(
      'PATCH',
      FACTS,
      {
        size_sqm: 31,
        beds: [
          { kind: 'king', count: 1 },
          { kind: 'sofa_bed', count: 1 },
        ],
        view: { en: 'Moss garden', ja: '苔庭の眺め' },
        max_occupancy: 3,
      },
      staff,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      room_type_code: 'KY-DLX-DOUBLE',
      size_sqm: 31,
      beds: [
        { kind: 'king', count: 1 },
        { kind: 'sofa_bed', count: 1 },
      ],
      view: { en: 'Moss garden', ja: '苔庭の眺め' },
      max_occupancy: 3,
    });
    expect(await searchedRoom(api, 'KY-DLX-DOUBLE', 'ja')).toMatchObject({
      size_sqm: 31,
      beds: changed.body.beds,
      view: '苔庭の眺め',
      max_occupancy: 3,
    });
    // Korean is not written: the hotel's own language (ja) stands in.
    expect((await searchedRoom(api, 'KY-DLX-DOUBLE', 'ko')).view).toBe('苔庭の眺め');

    // A plain text is the hotel's own language; null removes the size; the beds and capacity stay.
    const again = await api.request('PATCH', FACTS, { view: '枯山水の庭', size_sqm: null }, staff);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      size_sqm: null,
      view: { ja: '枯山水の庭' },
      beds: changed.body.beds,
      max_occupancy: 3,
    });
    expect(await searchedRoom(api, 'KY-DLX-DOUBLE', 'en')).toMatchObject({ size_sqm: null, view: '枯山水の庭' });
    expect((await api.request('GET', FACTS, undefined, staff)).body).toEqual(again.body);
  });

  it('refuses bad facts in the error shape, naming the field, and changes nothing', async () => {
    const before = (await api.request('GET', FACTS, undefined, staff)).body;
    const refused: [unknown, RegExp][] = [
      [{}, /at least one of size_sqm, beds, view, max_occupancy/],
      [{ size_sqm: 0 }, /size_sqm/],
      [{ size_sqm: 12.5 }, /size_sqm/],
      [
        {
          beds: [
            { kind: 'single', count: 1 },
            { kind: 'single', count: 1 },
          ],
        },
        /each kind of bed once/,
      ],
      [{ beds: [{ kind: 'hammock', count: 1 }] }, /beds/],
      [{ beds: [{ kind: 'double', count: 0 }] }, /beds/],
      [{ view: { jp: 'Garden' } }, /view/],
      [{ view: '' }, /view/],
      [{ view: 'x'.repeat(121) }, /view/],
      [{ max_occupancy: 0 }, /max_occupancy/],
      [{ max_occupancy: 21 }, /max_occupancy/],
      [{ size_sqm: 30, colour: 'red' }, /colour/],
      ['not json', /JSON/],
    ];
    for (const [body, text] of refused) {
      const reply = await api.request('PATCH', FACTS, body, staff);
      expect([reply.status, firstCode(reply.body)], JSON.stringify(body)).toEqual([400, '1000']);
      expect(reply.body.errors[0].title, JSON.stringify(body)).toBeTruthy();
      expect(fieldErrors(reply.body), JSON.stringify(body)).toMatch(text);
    }
    // More guests than the hotel lets one room hold (its max_guests_per_room).
    await api.database.db.execute(sql`update hotels set max_guests_per_room = 4 where code = 'demo-kyoto'`);
    try {
      const tooMany = await api.request('PATCH', FACTS, { max_occupancy: 5, size_sqm: 40 }, staff);
      expect([tooMany.status, firstCode(tooMany.body)]).toEqual([400, '1000']);
      expect(tooMany.body.errors[0].details.max_occupancy[0].text).toMatch(/at most 4/);
    } finally {
      await api.database.db.execute(sql`update hotels set max_guests_per_room = 20 where code = 'demo-kyoto'`);
    }
    expect((await api.request('GET', FACTS, undefined, staff)).body).toEqual(before);
  });

  it('answers only staff of the hotel’s brand, and only for its own room types', async () => {
    for (const method of ['GET', 'PATCH']) {
      const body = method === 'PATCH' ? { size_sqm: 99 } : undefined;
      expect((await api.request(method, FACTS, body)).status, method).toBe(401);
      expect((await api.request(method, FACTS, body, basic(DEMO_KEY, 'wrong'))).status, method).toBe(401);
      const foreign = await api.request(method, FACTS, body, otherBrand);
      expect([foreign.status, firstCode(foreign.body)], method).toEqual([404, '1001']);
      const unknown = await api.request(method, '/api/staff/hotels/demo-kyoto/room_types/NO-SUCH/facts', body, staff);
      expect([unknown.status, firstCode(unknown.body)], method).toEqual([404, '1013']);
      // A room type of another hotel of the brand is not this hotel's.
      const seoulType = await api.request(
        method,
        `/api/staff/hotels/demo-seoul/room_types/KY-DLX-DOUBLE/facts`,
        body,
        staff,
      );
      expect([seoulType.status, firstCode(seoulType.body)], method).toEqual([404, '1013']);
    }
    expect((await api.request('GET', FACTS, undefined, staff)).body.size_sqm).not.toBe(99);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await api.request('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths['/api/staff/hotels/{h}/room_types/{code}/facts'])).toEqual(['get', 'patch']);
    expect(doc.body.components.schemas.UpdateRoomFactsRequest.properties).toHaveProperty('beds');
    expect(doc.body.components.schemas.StaffRoomFacts.required).toEqual(
      expect.arrayContaining(['size_sqm', 'beds', 'view', 'max_occupancy']),
    );
  });
});
