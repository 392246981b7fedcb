import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { temporaryStorages } from '../db/schema';
import { ErrorCode, TEMPORARY_STORAGE_LIFETIME_SECONDS } from '../../contract';
import {
  AGENCY_KEY,
  AGENCY_SECRET,
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
  stockOf,
  tokenizeCard,
} from './support/test-api';

// The widget's hand-over to the travel agency site: demo-hakone is a JPY hotel on a GMO gateway with
// the default payment hub (booking-api/agency/seed-hand-over.ts); demo-kyoto is on the sandbox.
// "Today" is 2026-03-02.

const RYOKAN_GUEST = {
  ...reservationRequest().guest,
  postal_code: '2500408',
  prefecture_or_state: 'Kanagawa',
  street_address: '1300 Gora',
  building_name_and_number: 'Annex 2',
};
const booking = (overrides: Record<string, unknown> = {}) => ({
  checkin_date: '2026-03-10',
  checkout_date: '2026-03-12',
  rooms: [{ room_type_code: 'HK-GARDEN', room_plan_code: 'HK-GARDEN-RO', adults: 2, children: 0 }],
  guest: RYOKAN_GUEST,
  locale: 'en',
  ...overrides,
});
const storeRequest = (overrides: Record<string, unknown> = {}, hotelCode = 'demo-hakone') => ({
  data: {
    hotel_code: hotelCode,
    search: 'code=demo-hakone&checkin=2026-03-10&checkout=2026-03-12&adults=2',
    booking: booking(overrides),
  },
});

describeOnTestDatabases('the hand-over to the travel agency ($name)', (api) => {
  const store = async (body: unknown = storeRequest()) => api.request('POST', '/api/ota/v1/temporary_storages', body);
  const stored = async () => {
    const reply = await store();
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.data.id as string;
  };
  const book = async (id: string, number = '5555555555554444') =>
    api.request('POST', `/api/ota/v1/temporary_storages/${id}/reservation`, {
      card_token: await tokenizeCard(api, number),
    });

  it('tells the widget where the agency button is offered, with its colours', async () => {
    const hakone = await api.request('GET', '/api/ota/v1/hotels/demo-hakone/hand_over');
    expect(hakone.body).toEqual({ data: { enabled: true, button_colour: '#c21e58', button_text_colour: '#ffffff' } });
    expect((await api.request('GET', '/api/ota/v1/hotels/demo-kyoto/hand_over')).body.data.enabled).toBe(false);
    // A test case forces it either way (SPEC.md section 9 "ota_enabled").
    expect(
      (await api.request('GET', '/api/ota/v1/hotels/demo-kyoto/hand_over?ota_enabled=true')).body.data.enabled,
    ).toBe(true);
    expect(
      (await api.request('GET', '/api/ota/v1/hotels/demo-hakone/hand_over?ota_enabled=false')).body.data.enabled,
    ).toBe(false);
  });

  it('stores the booking under an unguessable id and gives it back with names from the catalogue', async () => {
    const created = await store();
    expect(created.status).toBe(201);
    const { id, confirm_path, expires_at } = created.body.data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(confirm_path).toBe(`/confirm-reservation?id=${id}&code=demo-hakone`);
    expect(Date.parse(expires_at) - Date.parse('2026-03-02T03:00:00Z')).toBe(TEMPORARY_STORAGE_LIFETIME_SECONDS * 1000);
    const other = await stored();
    expect(other).not.toBe(id);

    const read = await api.request('GET', `/api/ota/v1/temporary_storages/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id,
      hotel: { code: 'demo-hakone', hotel_name: 'Demo Ryokan Hakone Gora', currency: 'JPY' },
      search: 'code=demo-hakone&checkin=2026-03-10&checkout=2026-03-12&adults=2',
      booking: booking(),
      rooms: [
        {
          room_type_code: 'HK-GARDEN',
          room_type_name: 'Garden Room',
          room_plan_code: 'HK-GARDEN-RO',
          adults: 2,
          children: 0,
        },
      ],
      reservation_number: null,
      // The agency's own gateway takes the card: the agency page tokenizes with its browser half.
      card_provider: 'sandbox',
    });
    // The names follow the reader's language.
    const ja = await api.request('GET', `/api/ota/v1/temporary_storages/${id}`, undefined, { Locale: 'ja' });
    expect(ja.body.data.rooms[0].room_type_name).toBe('庭園側のお部屋');
  });

  it('refuses a hotel that does not hand over, unless a test case forces it', async () => {
    const kyoto = storeRequest(
      { rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 }] },
      'demo-kyoto',
    );
    const refused = await store(kyoto);
    expect([refused.status, firstCode(refused.body)]).toEqual([422, 'agency_hand_over_not_available']);
    expect((await store({ ...kyoto, ota_enabled: true })).status).toBe(201);
    const off = await store({ ...storeRequest(), ota_enabled: false });
    expect(firstCode(off.body)).toBe('agency_hand_over_not_available');
  });

  it('refuses malformed, unknown and past bookings with the catalogue shape, storing nothing', async () => {
    const count = async () => (await api.database.db.select().from(temporaryStorages)).length;
    const before = await count();
    const missingGuest = await store(storeRequest({ guest: undefined }));
    expect(missingGuest.status).toBe(400);
    expect(firstCode(missingGuest.body)).toBe(ErrorCode.invalid);
    expect(missingGuest.body.errors[0].details['data.booking.guest']).toBeDefined();
    // A payment or anything else the hand-over does not carry is refused, not silently dropped.
    expect((await store(storeRequest({ payment_type: 'credit_card', card_token: 'tok_1234567890' }))).status).toBe(400);
    expect((await store(storeRequest({ rooms: [] }))).status).toBe(400);
    const wrongPlan = await store(
      storeRequest({ rooms: [{ room_type_code: 'HK-GARDEN', room_plan_code: 'HK-SUITE-RO', adults: 2, children: 0 }] }),
    );
    expect(firstCode(wrongPlan.body), JSON.stringify(wrongPlan.body)).toBe(ErrorCode.unknownRoomOrPlan);
    const past = await store(storeRequest({ checkin_date: '2026-02-27', checkout_date: '2026-02-28' }));
    expect([past.status, firstCode(past.body)], JSON.stringify(past.body)).toEqual([400, ErrorCode.invalid]);
    expect(past.body.errors[0].details.checkin).toBeDefined();
    expect(firstCode((await store(storeRequest({}, 'no-such-hotel'))).body)).toBe('1001');
    expect((await api.request('POST', '/api/ota/v1/temporary_storages', '{"data":')).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown id, and for a stored booking once its time is over', async () => {
    const unknown = await api.request(
      'GET',
      '/api/ota/v1/temporary_storages/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect([unknown.status, firstCode(unknown.body)]).toEqual([404, 'handed_over_booking_not_found']);
    expect((await api.request('GET', '/api/ota/v1/temporary_storages/x')).status).toBe(404);
    const id = await stored();
    await api.travelTo(
      new Date(Date.parse('2026-03-02T03:00:00Z') + TEMPORARY_STORAGE_LIFETIME_SECONDS * 1000 - 1000).toISOString(),
    );
    expect((await api.request('GET', `/api/ota/v1/temporary_storages/${id}`)).status).toBe(200);
    await api.travelTo(
      new Date(Date.parse('2026-03-02T03:00:00Z') + TEMPORARY_STORAGE_LIFETIME_SECONDS * 1000).toISOString(),
    );
    const expired = await api.request('GET', `/api/ota/v1/temporary_storages/${id}`);
    expect([expired.status, firstCode(expired.body)]).toEqual([404, 'handed_over_booking_not_found']);
    const tooLate = await book(id);
    expect([tooLate.status, firstCode(tooLate.body)]).toEqual([404, 'handed_over_booking_not_found']);
  });

  it('books the stored booking once, paid by card with the agency gateway, as booking_widget_to_tripla_ota', async () => {
    const id = await stored();
    const before = await stockOf(api.database, 'HK-GARDEN', '2026-03-10', '2026-03-12');
    const first = await book(id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      status: 'done',
      payment_type: 'credit_card',
      traffic_source: 'booking_widget_to_tripla_ota',
      hotel: { code: 'demo-hakone' },
      guest: { email: RYOKAN_GUEST.email, postal_code: '2500408' },
      payment: { status: 'captured' },
    });
    // The second submit (double click, retry) gets the same reservation and books nothing more.
    const second = await book(id);
    expect(second.status).toBe(200);
    expect(second.body.confirmation_number).toBe(first.body.confirmation_number);
    expect(await stockOf(api.database, 'HK-GARDEN', '2026-03-10', '2026-03-12')).toEqual(before.map((n) => n - 1));
    const read = await api.request('GET', `/api/ota/v1/temporary_storages/${id}`);
    expect(read.body.data.reservation_number).toBe(first.body.confirmation_number);
    // Even after its time is over, the storage shows the reservation it became.
    await api.travelTo('2026-03-03T03:00:00Z');
    expect((await api.request('GET', `/api/ota/v1/temporary_storages/${id}`)).body.data.reservation_number).toBe(
      first.body.confirmation_number,
    );
  });

  it('books once when two submits race', async () => {
    const id = await stored();
    const [a, b] = await Promise.all([book(id), book(id, '4111111111111111')]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.confirmation_number).toBe(b.body.confirmation_number);
    const [row] = await api.database.db.select().from(temporaryStorages).where(eq(temporaryStorages.id, id));
    expect(row!.attempts).toBe(1);
  });

  it('lets a declined card be replaced: the failed reservation is cancelled and the next card books', async () => {
    const id = await stored();
    const declined = await book(id, '4000000000003006');
    expect([declined.status, firstCode(declined.body)]).toEqual([402, '3002']);
    expect((await api.request('GET', `/api/ota/v1/temporary_storages/${id}`)).body.data.reservation_number).toBeNull();
    const paid = await book(id);
    expect(paid.status).toBe(201);
    expect(paid.body.status).toBe('done');
  });

  it('shows the agency its reservation only with the guest e-mail or the bypass token', async () => {
    const id = await stored();
    const { body: reservation } = await book(id);
    const number = reservation.confirmation_number as string;
    const byEmail = await api.request(
      'GET',
      `/api/ota/v1/reservations/${number}?email=${encodeURIComponent(RYOKAN_GUEST.email.toUpperCase())}`,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({
      confirmation_number: number,
      traffic_source: 'booking_widget_to_tripla_ota',
      status: 'done',
    });
    const byToken = await api.request(
      'GET',
      `/api/ota/v1/reservations/${number}?bypass_token=${reservation.bypass_token}`,
    );
    expect(byToken.status).toBe(200);

    const wrongEmail = await api.request('GET', `/api/ota/v1/reservations/${number}?email=someone.else@example.com`);
    expect([wrongEmail.status, firstCode(wrongEmail.body)]).toEqual([404, '1005']);
    expect((await api.request('GET', `/api/ota/v1/reservations/${number}?bypass_token=wrong-token`)).status).toBe(404);
    expect((await api.request('GET', `/api/ota/v1/reservations/${number}`)).status).toBe(400);
    const stranger = await api.app.request(
      `/api/ota/v1/reservations/${number}?email=${encodeURIComponent(RYOKAN_GUEST.email)}`,
    );
    expect(stranger.status).toBe(401);
    // A reservation made on the hotel's own widget is not the agency's.
    const direct = await api.request('POST', '/book/hotels/demo-kyoto/reservations', reservationRequest());
    expect(direct.body.traffic_source).toBe('booking_widget');
    const notAgency = await api.request(
      'GET',
      `/api/ota/v1/reservations/${direct.body.confirmation_number}?email=${encodeURIComponent(direct.body.guest.email)}`,
    );
    expect(notAgency.status).toBe(404);
  });

  it("records a booking made on the agency site itself as tripla_ota, a room alone or a package, and finds it as the agency's", async () => {
    const started = await api.request('POST', '/api/client_sessions', { key: AGENCY_KEY, secret: AGENCY_SECRET });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const asAgency = { 'Client-Session': started.body.data.client_session as string };

    const room = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ checkin_date: '2026-03-20', checkout_date: '2026-03-21' }),
      asAgency,
    );
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    expect(room.body.traffic_source).toBe('tripla_ota');
    const email = encodeURIComponent(room.body.guest.email);
    const found = await api.request(
      'GET',
      `/api/ota/v1/reservations/${room.body.confirmation_number}?email=${email}`,
      undefined,
      asAgency,
    );
    expect(found.body.data).toMatchObject({
      confirmation_number: room.body.confirmation_number,
      traffic_source: 'tripla_ota',
    });

    const flights = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/packages/flights?origin=HND&checkin=2026-03-23&checkout=2026-03-24&rooms=2-0',
      undefined,
      asAgency,
    );
    expect(flights.status, JSON.stringify(flights.body)).toBe(200);
    const packaged = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      {
        outbound_flight_id: flights.body.outbound[0].flight_id,
        return_flight_id: flights.body.return[0].flight_id,
        reservation: reservationRequest({ checkin_date: '2026-03-23', checkout_date: '2026-03-24' }),
      },
      asAgency,
    );
    expect(packaged.status, JSON.stringify(packaged.body)).toBe(201);
    expect(packaged.body.traffic_source).toBe('tripla_ota');

    // The hotel's own widget session still books as booking_widget, a package too.
    const widgetFlights = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/packages/flights?origin=HND&checkin=2026-03-25&checkout=2026-03-26&rooms=2-0',
    );
    const widgetPackage = await api.request('POST', '/book/hotels/demo-kyoto/packages', {
      outbound_flight_id: widgetFlights.body.outbound[0].flight_id,
      return_flight_id: widgetFlights.body.return[0].flight_id,
      reservation: reservationRequest({ checkin_date: '2026-03-25', checkout_date: '2026-03-26' }),
    });
    expect(widgetPackage.status, JSON.stringify(widgetPackage.body)).toBe(201);
    expect(widgetPackage.body.traffic_source).toBe('booking_widget');
  });
});
