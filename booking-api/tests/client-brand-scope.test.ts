import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { testDatabaseTargets } from './support/test-databases';
import { hashSecret } from '../security/secrets';
import { firstCode, startTestApi, type TestApi } from './support/test-api';

// A widget's client session belongs to one brand: another brand's hotels look unknown to it.
describe('client sessions are scoped to their brand', () => {
  let database: Database;
  let api: TestApi;
  let otherSession: string;
  beforeAll(async () => {
    // A copy of the seeded test template (support/test-databases.ts) rather than migrating again.
    database = (await testDatabaseTargets[0]!.openSeeded()).database;
    api = await startTestApi(database);
    const secretHash = await hashSecret('other-secret');
    await database.db.execute(sql`insert into hotel_brands (code, name) values ('other', 'Other Brand')`);
    await database.db.execute(sql`insert into api_clients (brand_id, key, secret_hash)
      select id, 'other-widget', ${secretHash} from hotel_brands where code = 'other'`);
    const created = await api.app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'other-widget', secret: 'other-secret' }),
    });
    otherSession = ((await created.json()) as { data: { client_session: string } }).data.client_session;
  });
  afterAll(() => database.close());

  it("answers another brand's hotel exactly like an unknown hotel", async () => {
    for (const path of [
      '/book/hotels/demo-kyoto',
      '/book/hotels/demo-kyoto/settings/booking_widget',
      '/book/hotels/demo-kyoto/cancellation_policies',
      // Hotel plus flight packages sell the hotels the client sells (agency/sellable-hotel.ts).
      '/book/hotels/demo-kyoto/packages/flights?origin=HND&checkin=2026-03-10&checkout=2026-03-11',
    ]) {
      const foreign = await api.request('GET', path, undefined, { 'Client-Session': otherSession });
      const unknown = await api.request('GET', path.replace('demo-kyoto', 'no-such-hotel'), undefined, {
        'Client-Session': otherSession,
      });
      expect([foreign.status, firstCode(foreign.body)], path).toEqual([404, '1001']);
      expect(foreign.body).toEqual(unknown.body);
    }
  });

  it("refuses a booking at another brand's hotel and leaves the demo brand's widget unaffected", async () => {
    const rooms = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-11&adults=2',
      undefined,
      { 'Client-Session': otherSession },
    );
    expect([rooms.status, firstCode(rooms.body)]).toEqual([404, '1001']);
    const flights = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/packages/flights?origin=HND&checkin=2026-03-10&checkout=2026-03-11',
    );
    const outbound = flights.body.outbound[0].flight_id as number;
    const inbound = flights.body.return[0].flight_id as number;
    const foreignPackage = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      {
        outbound_flight_id: outbound,
        return_flight_id: inbound,
        reservation: {
          checkin_date: '2026-03-10',
          checkout_date: '2026-03-11',
          rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
          guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
          payment_type: 'on_site',
        },
      },
      { 'Client-Session': otherSession },
    );
    expect([foreignPackage.status, firstCode(foreignPackage.body)]).toEqual([404, '1001']);
    const own = await api.request('GET', '/book/hotels/demo-kyoto');
    expect(own.status).toBe(200);
    expect(own.body.code).toBe('demo-kyoto');
  });
});
