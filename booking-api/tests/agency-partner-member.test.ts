import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hotelBrands, hotels, memberSessions, members, reservations } from '../db/schema';
import { sellBrands } from '../repositories/client-sessions';
import {
  AGENCY_KEY,
  AGENCY_SECRET,
  DEMO_KEY,
  DEMO_SECRET,
  LOOPBACK_CALLER,
  describeOnTestDatabases,
  firstCode,
  memberWithSession,
  reservationRequest,
  type TestApi,
} from './support/test-api';

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

// A member signed in on the travel-agency site (a member of the agency client's own brand, demo)
// booking a facility of a partner brand the agency sells: membership is the brand's, so at the
// partner's facility the member is a guest: the booking goes through at guest prices, is not linked
// to the member, and is managed by number and e-mail; the member's session is untouched.
describeOnTestDatabases('a member of the agency brand booking a partner brand facility ($name)', (api) => {
  // demo-hakone moved into a partner brand the agency sells (its flights from Haneda come along).
  beforeAll(async () => {
    await api.database.db.transaction(async (tx) => {
      const [partner] = await tx
        .insert(hotelBrands)
        .values({ code: 'partner-inns', name: 'Partner Inns' })
        .returning({ id: hotelBrands.id });
      await tx.update(hotels).set({ brandId: partner!.id }).where(eq(hotels.code, 'demo-hakone'));
      expect(await sellBrands(tx, AGENCY_KEY, ['partner-inns'])).toBe(1);
      await tx.insert(hotelBrands).values({ code: 'elsewhere', name: 'Elsewhere Hotels' });
    });
  });
  const hakoneRoom = async (checkin: string, checkout: string) => {
    const rooms = await api.request(
      'GET',
      `/book/hotels/demo-hakone/rooms?checkin=${checkin}&checkout=${checkout}&adults=2`,
    );
    expect(rooms.status, JSON.stringify(rooms.body)).toBe(200);
    const room = rooms.body.rooms[0];
    const plan = room.room_plan.find((p: { payment_method: { code: string }[] }) =>
      p.payment_method.some((m) => m.code === 'on_site'),
    );
    return { room_type_code: room.room_type_code, room_plan_code: plan.room_plan_code, adults: 2, children: 0 };
  };
  /** demo-hakone asks the guest's address. */
  const guest = {
    first_name: 'Hanako',
    last_name: 'Yamada',
    email: 'Hanako.Yamada@example.com',
    phone: '+819012345678',
    postal_code: '2500631',
    prefecture_or_state: 'Kanagawa',
    street_address: 'Sengokuhara 1-2',
  };
  const memberOfReservation = async (number: string) =>
    (
      await api.database.db
        .select({ memberId: reservations.memberId })
        .from(reservations)
        .where(eq(reservations.confirmationNumber, number))
    )[0]!.memberId;

  it('books the partner facility as a guest: not linked to the member, managed by number and e-mail, still signed in', async () => {
    api.session = await clientSessionOf(api);
    const member = await memberWithSession(api, 'agency-partner');
    const room = await hakoneRoom('2026-04-20', '2026-04-21');
    // The facility's page reads notices and extras with the member's session: a guest's, not 3402.
    for (const path of ['notifications?checkin=2026-04-20', 'extras?checkin=2026-04-20&checkout=2026-04-21']) {
      const asMember = await api.request('GET', `/book/hotels/demo-hakone/${path}`, undefined, member.headers);
      const asGuest = await api.request('GET', `/book/hotels/demo-hakone/${path}`);
      expect([asMember.status, asMember.body], `${path} ${JSON.stringify(asMember.body)}`).toEqual([200, asGuest.body]);
    }
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-hakone/reservations',
      reservationRequest({ checkin_date: '2026-04-20', checkout_date: '2026-04-21', rooms: [room], guest }),
      member.headers,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.traffic_source).toBe('tripla_ota');
    expect(await memberOfReservation(booked.body.confirmation_number)).toBeNull();
    const shown = await api.request(
      'GET',
      `/book/hotels/demo-hakone/reservations/${booked.body.confirmation_number}?email=hanako.yamada%40example.com`,
    );
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    // The member's own reservations (their brand's) do not list it; the session still works.
    const mine = await api.request('GET', '/book/user/reservations', undefined, member.headers);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(booked.body.confirmation_number);

    // At the agency brand's own facility the same member books as the member.
    const own = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ checkin_date: '2026-04-20', checkout_date: '2026-04-21' }),
      member.headers,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(await memberOfReservation(own.body.confirmation_number)).toBe(member.id);
  });

  it('a package at the partner facility is a guest booking too', async () => {
    api.session = await clientSessionOf(api);
    const member = await memberWithSession(api, 'agency-partner-package');
    const flights = await api.request(
      'GET',
      '/book/hotels/demo-hakone/packages/flights?origin=CTS&checkin=2026-04-22&checkout=2026-04-23&rooms=2-0',
    );
    expect(flights.status, JSON.stringify(flights.body)).toBe(200);
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-hakone/packages',
      {
        outbound_flight_id: flights.body.outbound[0].flight_id,
        return_flight_id: flights.body.return[0].flight_id,
        reservation: reservationRequest({
          checkin_date: '2026-04-22',
          checkout_date: '2026-04-23',
          rooms: [await hakoneRoom('2026-04-22', '2026-04-23')],
          guest,
        }),
      },
      member.headers,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.flights).toHaveLength(2);
    expect(await memberOfReservation(booked.body.confirmation_number)).toBeNull();
  });

  it("still refuses another brand's session (3402), at the widget and at the agency, and a dead session (1400)", async () => {
    const member = await memberWithSession(api, 'elsewhere');
    const [elsewhere] = await api.database.db.select().from(hotelBrands).where(eq(hotelBrands.code, 'elsewhere'));
    await api.database.db.update(members).set({ brandId: elsewhere!.id }).where(eq(members.id, member.id));
    await api.database.db
      .update(memberSessions)
      .set({ brandId: elsewhere!.id })
      .where(eq(memberSessions.memberId, member.id));
    const request = reservationRequest({ checkin_date: '2026-04-24', checkout_date: '2026-04-25' });
    const atWidget = await api.request('POST', '/book/hotels/demo-kyoto/reservations', request, member.headers);
    expect([atWidget.status, firstCode(atWidget.body)]).toEqual([401, '3402']);
    api.session = await clientSessionOf(api);
    const atAgency = await api.request('POST', '/book/hotels/demo-kyoto/reservations', request, member.headers);
    expect([atAgency.status, firstCode(atAgency.body)]).toEqual([401, '3402']);
    const dead = await api.request('POST', '/book/hotels/demo-hakone/reservations', request, {
      Authorization: 'Bearer no-such-session',
    });
    expect([dead.status, firstCode(dead.body)]).toEqual([401, '1400']);
    // The demo brand's widget does not reach the partner's facility at all.
    api.session = await clientSessionOf(api, DEMO_KEY, DEMO_SECRET);
    const demoMember = await memberWithSession(api, 'widget');
    const fromWidget = await api.request('POST', '/book/hotels/demo-hakone/reservations', request, demoMember.headers);
    expect([fromWidget.status, firstCode(fromWidget.body)]).toEqual([404, '1001']);
  });
});
