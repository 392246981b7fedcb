import { expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  exchangeRates,
  flights,
  hotels,
  reservationFlights,
  reservationRooms,
  reservations,
  roomTypes,
} from '../db/schema';
import { listOutbox } from '../outbox/outbox-repository';
import {
  describeOnTestDatabases,
  firstCode,
  racerName,
  reservationRequest,
  stockOf,
  tokenizeCard,
} from './support/test-api';

// Hotel plus flight packages: flights from the guest's airport into the airports serving the
// hotel (Kyoto: Itami and Kansai), booked with the rooms in one transaction.
describeOnTestDatabases('hotel plus flight packages on $name', (api) => {
  const flightsFor = (query: string) => api.request('GET', `/book/hotels/demo-kyoto/packages/flights?${query}`);
  const seatsOf = async (flightId: number) => {
    const [row] = await api.database.db
      .select({ seats: flights.seatsAvailable })
      .from(flights)
      .where(eq(flights.id, flightId));
    return row!.seats;
  };
  const setSeats = (flightId: number, seats: number) =>
    api.database.db.update(flights).set({ seatsTotal: seats, seatsAvailable: seats }).where(eq(flights.id, flightId));
  const heldSeats = async (flightId: number) => {
    const [row] = await api.database.db
      .select({ seats: sql<number>`coalesce(sum(${reservationFlights.seats}), 0)`.mapWith(Number) })
      .from(reservationFlights)
      .where(and(eq(reservationFlights.flightId, flightId), sql`${reservationFlights.seatsReturnedAt} is null`));
    return row!.seats;
  };
  /** The first outbound and return flight of a stay from Haneda for the given guests. */
  const chooseFlights = async (checkin: string, checkout: string, rooms = '2-0') => {
    const reply = await flightsFor(`origin=HND&checkin=${checkin}&checkout=${checkout}&rooms=${rooms}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { outbound: reply.body.outbound[0], inbound: reply.body.return[0] };
  };
  const packageRequest = (
    checkin: string,
    checkout: string,
    outbound: number,
    inbound: number,
    overrides: Record<string, unknown> = {},
  ) => ({
    outbound_flight_id: outbound,
    return_flight_id: inbound,
    reservation: reservationRequest({ checkin_date: checkin, checkout_date: checkout, ...overrides }),
  });
  const reservationCount = async () => (await api.database.db.select({ n: count() }).from(reservations))[0]!.n;

  it('lists the departure airports with their names in the asked language', async () => {
    const reply = await api.request('GET', '/book/packages/airports', undefined, { Locale: 'ja' });
    expect(reply.status).toBe(200);
    const codes = reply.body.airports.map((airport: { code: string }) => airport.code);
    expect(codes).toEqual(expect.arrayContaining(['HND', 'ITM', 'KIX', 'CTS', 'OKA', 'ICN']));
    expect(reply.body.airports.find((airport: { code: string }) => airport.code === 'HND')).toMatchObject({
      name: '東京 羽田',
      city: '東京',
      area_code: 'tokyo',
    });
  });

  it('finds the flights of a stay: out on the check-in day to Itami or Kansai, back on the check-out day, a seat per guest', async () => {
    const reply = await flightsFor('origin=HND&checkin=2026-03-10&checkout=2026-03-12&rooms=2-0,2-1');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ passengers: 5, room_count: 2, currency: 'JPY', origin: { code: 'HND' } });
    expect(reply.body.destinations.map((airport: { code: string }) => airport.code)).toEqual(['ITM', 'KIX']);
    expect(reply.body.outbound.map((f: { flight_number: string }) => f.flight_number)).toEqual([
      'JL225',
      'NH15',
      'NH31',
    ]);
    expect(reply.body.return.map((f: { flight_number: string }) => f.flight_number)).toEqual(['NH16', 'JL226', 'NH38']);
    for (const flight of reply.body.outbound) {
      expect(flight).toMatchObject({
        departure_date: '2026-03-10',
        origin: { code: 'HND' },
        currency: 'JPY',
        bookable: true,
      });
      expect(flight.total_fare).toBe(flight.fare_per_seat * 5);
      expect(flight.arrival_time > flight.departure_time).toBe(true);
    }
    for (const flight of reply.body.return)
      expect(flight).toMatchObject({ departure_date: '2026-03-12', destination: { code: 'HND' } });
    // The same search gives the same flights and fares (the seed is deterministic).
    expect((await flightsFor('origin=HND&checkin=2026-03-10&checkout=2026-03-12&rooms=2-0,2-1')).body).toEqual(
      reply.body,
    );
  });

  it('refuses more than five rooms, an undated search, an unknown airport and a hotel without packages', async () => {
    const six = await flightsFor('origin=HND&checkin=2026-03-10&checkout=2026-03-12&rooms=1-0,1-0,1-0,1-0,1-0,1-0');
    expect([six.status, firstCode(six.body)]).toEqual([422, 'package_room_limit']);
    const sixPlain = await flightsFor('origin=HND&checkin=2026-03-10&checkout=2026-03-12&adults=1&room_count=6');
    expect([sixPlain.status, firstCode(sixPlain.body)]).toEqual([422, 'package_room_limit']);
    const five = await flightsFor('origin=HND&checkin=2026-03-10&checkout=2026-03-12&adults=1&room_count=5');
    expect(five.status).toBe(200);
    const undated = await flightsFor('origin=HND&checkin=2026-03-10&checkout=2026-03-12&search_type=undated');
    expect([undated.status, firstCode(undated.body)]).toEqual([422, 'package_undated']);
    expect(undated.body.errors[0].details.base[0].text).toMatch(/undated/);
    const unknown = await flightsFor('origin=XYZ&checkin=2026-03-10&checkout=2026-03-12');
    expect([unknown.status, firstCode(unknown.body)]).toEqual([400, '1000']);
    const malformed = await flightsFor('origin=HANEDA&checkin=2026-03-10&checkout=2026-03-12');
    expect([malformed.status, firstCode(malformed.body)]).toEqual([400, '1000']);
    const backwards = await flightsFor('origin=HND&checkin=2026-03-12&checkout=2026-03-10');
    expect([backwards.status, firstCode(backwards.body)]).toEqual([400, '1000']);
    const bali = await api.request(
      'GET',
      '/book/hotels/demo-bali/packages/flights?origin=HND&checkin=2026-03-10&checkout=2026-03-12',
    );
    expect([bali.status, firstCode(bali.body)]).toEqual([422, 'package_not_offered']);
    expect(bali.body.errors[0].details.base[0].text).toMatch(/airport/);
  });

  it('books rooms and seats together, shows both on the reservation, and cancelling returns both', async () => {
    const { outbound, inbound } = await chooseFlights('2026-03-16', '2026-03-18', '2-1');
    const seatsBefore = [await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)];
    const roomsBefore = await stockOf(api.database, 'KY-FAMILY', '2026-03-16', '2026-03-18');
    const rooms = [{ room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-RO', adults: 2, children: 1 }];
    const guest = {
      first_name: 'Hanako',
      last_name: 'Yamada',
      email: 'package.mail@example.com',
      phone: '+819012345678',
    };
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-16', '2026-03-18', outbound.flight_id, inbound.flight_id, { rooms, guest, locale: 'ja' }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const fares = (outbound.fare_per_seat + inbound.fare_per_seat) * 3;
    expect(booked.body.flight_total_price).toBe(fares);
    expect(booked.body.total_price).toBe(booked.body.rooms[0].total_price + fares);
    expect(
      booked.body.flights.map((f: { direction: string; flight_number: string; seats: number }) => [
        f.direction,
        f.flight_number,
        f.seats,
      ]),
    ).toEqual([
      ['outbound', outbound.flight_number, 3],
      ['return', inbound.flight_number, 3],
    ]);
    expect([await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)]).toEqual([
      seatsBefore[0]! - 3,
      seatsBefore[1]! - 3,
    ]);
    expect(await stockOf(api.database, 'KY-FAMILY', '2026-03-16', '2026-03-18')).toEqual(roomsBefore.map((n) => n - 1));

    const number = booked.body.confirmation_number;
    const email = encodeURIComponent(guest.email);
    // The e-mails name both flights in the language booked in: number, date and times, airports, seats.
    const mailed = async (kind: string) =>
      (await listOutbox(api.database.db, { to: guest.email })).find((mail) => mail.kind === kind)!;
    // Japanese e-mails write the hour without a leading zero (7:45), as the date module does.
    const clock = (time: string) => time.replace(/^0(?=\d:)/, '');
    const mentionsFlights = (body: string) => {
      expect(body).toContain('往路の航空便');
      expect(body).toContain('復路の航空便');
      expect(body).toContain(`${clock(outbound.departure_time)} 東京 羽田 (HND) → ${clock(outbound.arrival_time)}`);
      expect(body).toContain(`(${outbound.destination.code})`);
      expect(body).toContain(` ${outbound.flight_number} · 3席`);
      expect(body).toContain(`${clock(inbound.departure_time)} `);
      expect(body).toContain(` ${inbound.flight_number} · 3席`);
      expect(body).toContain('2026年3月16日');
    };
    const confirmation = await mailed('reservation_booked');
    for (const body of [confirmation.bodyText, confirmation.bodyHtml!]) mentionsFlights(body);
    const shown = await api.request('GET', `/book/hotels/demo-kyoto/reservations/${number}?email=${email}`, undefined, {
      Locale: 'ja',
    });
    expect(shown.status).toBe(200);
    expect(shown.body.flights[0]).toMatchObject({
      direction: 'outbound',
      origin: { code: 'HND', name: '東京 羽田' },
      departure_date: '2026-03-16',
      fare_per_seat: outbound.fare_per_seat,
    });
    expect(shown.body.flights[1]).toMatchObject({
      direction: 'return',
      destination: { code: 'HND' },
      departure_date: '2026-03-18',
    });

    // Guest details stay editable; the dates and rooms go with the flights.
    expect(shown.body.update_setting).toMatchObject({
      updatable: true,
      itinerary_updatable: false,
      itinerary_reason: 'update_package',
    });
    const shorter = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${number}?email=${email}&dry_run=true`,
      { checkin_date: '2026-03-16', checkout_date: '2026-03-17' },
    );
    expect([shorter.status, firstCode(shorter.body)]).toEqual([422, 'update_package']);

    const edited = await api.request('PUT', `/book/hotels/demo-kyoto/reservations/${number}/guests?email=${email}`, {
      ...guest,
      phone: '+819087654321',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const change = await mailed('reservation_changed');
    for (const body of [change.bodyText, change.bodyHtml!]) mentionsFlights(body);

    const cancelled = await api.request('PUT', `/book/hotels/demo-kyoto/reservations/${number}/cancel?email=${email}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: shown.body.cancellation.fee,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const cancellation = await mailed('reservation_cancelled');
    for (const body of [cancellation.bodyText, cancellation.bodyHtml!]) mentionsFlights(body);
    expect([await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)]).toEqual(seatsBefore);
    expect(await stockOf(api.database, 'KY-FAMILY', '2026-03-16', '2026-03-18')).toEqual(roomsBefore);
    expect(await heldSeats(outbound.flight_id)).toBe(0);
    // A second cancel is refused and gives nothing back twice.
    const again = await api.request('PUT', `/book/hotels/demo-kyoto/reservations/${number}/cancel?email=${email}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: 0,
    });
    expect([again.status, firstCode(again.body)]).toEqual([409, '1006']);
    expect([await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)]).toEqual(seatsBefore);
  });

  it('sells packages at a hotel selling in won: yen fares converted at its yen rate, rooms and flights charged together in won', async () => {
    const seoulFlights = (query: string) =>
      api.request('GET', `/book/hotels/demo-seoul/packages/flights?${query}`, undefined, { Locale: 'ko' });
    const reply = await seoulFlights('origin=HND&checkin=2026-03-10&checkout=2026-03-12&rooms=2-0');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ currency: 'KRW', passengers: 2, origin: { code: 'HND' } });
    expect(reply.body.destinations.map((airport: { code: string }) => airport.code)).toEqual(['ICN', 'GMP']);
    expect(reply.body.outbound.map((f: { flight_number: string }) => f.flight_number)).toEqual(['KE720', 'OZ1075']);
    expect(reply.body.return.map((f: { flight_number: string }) => f.flight_number)).toEqual(['KE719', 'OZ1085']);
    // The seeded yen rate of demo-seoul: one won buys 1 / 9.21 yen (0.108577633 to ten digits).
    const [seoul] = await api.database.db.select().from(hotels).where(eq(hotels.code, 'demo-seoul'));
    const [yenRate] = await api.database.db
      .select({ rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.hotelId, seoul!.id), eq(exchangeRates.currency, 'JPY')));
    expect(Number(yenRate!.rate)).toBeCloseTo(0.108577633, 9);
    const yenFareOf = async (flightId: number) =>
      (await api.database.db.select({ fare: flights.farePerSeat }).from(flights).where(eq(flights.id, flightId)))[0]!
        .fare;
    for (const flight of [...reply.body.outbound, ...reply.body.return]) {
      const yen = await yenFareOf(flight.flight_id);
      expect(flight.currency).toBe('KRW');
      expect(flight.fare_per_seat).toBe(Math.round(yen / Number(yenRate!.rate)));
      expect(flight.fare_per_seat).toBeGreaterThan(yen * 9);
      expect(flight.total_fare).toBe(flight.fare_per_seat * 2);
    }

    const [outbound, inbound] = [reply.body.outbound[0], reply.body.return[0]];
    const seatsBefore = [await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)];
    const roomsBefore = await stockOf(api.database, 'SE-STD-DOUBLE', '2026-03-10', '2026-03-12');
    const guest = { first_name: 'Minji', last_name: 'Kim', email: 'seoul.package@example.com', phone: '+821012345678' };
    const booked = await api.request('POST', '/book/hotels/demo-seoul/packages', {
      outbound_flight_id: outbound.flight_id,
      return_flight_id: inbound.flight_id,
      reservation: reservationRequest({
        checkin_date: '2026-03-10',
        checkout_date: '2026-03-12',
        rooms: [{ room_type_code: 'SE-STD-DOUBLE', room_plan_code: 'SE-STD-DOUBLE-RO', adults: 2, children: 0 }],
        guest,
        locale: 'ko',
        payment_type: 'credit_card',
        card_token: await tokenizeCard(api, '4111111111111111'),
      }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const fares = (outbound.fare_per_seat + inbound.fare_per_seat) * 2;
    expect(booked.body.currency).toBe('KRW');
    expect(booked.body.flight_total_price).toBe(fares);
    expect(booked.body.total_price).toBe(booked.body.rooms[0].total_price + fares);
    expect(booked.body.payment).toMatchObject({ status: 'captured', currency: 'KRW', amount: booked.body.total_price });
    expect(
      booked.body.flights.map((f: { flight_number: string; fare_per_seat: number; currency: string }) => [
        f.flight_number,
        f.fare_per_seat,
        f.currency,
      ]),
    ).toEqual([
      [outbound.flight_number, outbound.fare_per_seat, 'KRW'],
      [inbound.flight_number, inbound.fare_per_seat, 'KRW'],
    ]);
    expect([await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)]).toEqual([
      seatsBefore[0]! - 2,
      seatsBefore[1]! - 2,
    ]);

    // The manage page's reply shows the same flights in won; cancelling gives rooms and seats back.
    const number = booked.body.confirmation_number;
    const email = encodeURIComponent(guest.email);
    const shown = await api.request('GET', `/book/hotels/demo-seoul/reservations/${number}?email=${email}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ currency: 'KRW', flight_total_price: fares });
    expect(shown.body.flights[0]).toMatchObject({
      direction: 'outbound',
      currency: 'KRW',
      total_fare: outbound.total_fare,
    });
    const cancelled = await api.request('PUT', `/book/hotels/demo-seoul/reservations/${number}/cancel?email=${email}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: shown.body.cancellation.fee,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect([await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)]).toEqual(seatsBefore);
    expect(await stockOf(api.database, 'SE-STD-DOUBLE', '2026-03-10', '2026-03-12')).toEqual(roomsBefore);

    // Without a yen rate the hotel cannot price the fares: refused in the spec's error shape, nothing sold.
    await api.database.db
      .delete(exchangeRates)
      .where(and(eq(exchangeRates.hotelId, seoul!.id), eq(exchangeRates.currency, 'JPY')));
    try {
      const unpriced = await seoulFlights('origin=HND&checkin=2026-03-10&checkout=2026-03-12&rooms=2-0');
      expect([unpriced.status, firstCode(unpriced.body)]).toEqual([422, 'package_not_offered']);
      expect(unpriced.body.errors[0].details.base[0].text).toMatch(/KRW.*JPY exchange rate/);
      const refused = await api.request('POST', '/book/hotels/demo-seoul/packages', {
        outbound_flight_id: outbound.flight_id,
        return_flight_id: inbound.flight_id,
        reservation: reservationRequest({ checkin_date: '2026-03-10', checkout_date: '2026-03-12' }),
      });
      expect([refused.status, firstCode(refused.body)]).toEqual([422, 'package_not_offered']);
      expect([await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)]).toEqual(seatsBefore);
    } finally {
      await api.database.db
        .insert(exchangeRates)
        .values({ hotelId: seoul!.id, currency: 'JPY', rate: yenRate!.rate, updatedAt: new Date() });
    }
  });

  it('charges the card for rooms and flights together', async () => {
    const { outbound, inbound } = await chooseFlights('2026-03-19', '2026-03-20');
    const token = await tokenizeCard(api, '4111111111111111');
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-19', '2026-03-20', outbound.flight_id, inbound.flight_id, {
        payment_type: 'credit_card',
        card_token: token,
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.flight_total_price).toBe((outbound.fare_per_seat + inbound.fare_per_seat) * 2);
    expect(reply.body.payment).toMatchObject({ status: 'captured', amount: reply.body.total_price, currency: 'JPY' });
    expect(reply.body.total_price).toBe(reply.body.rooms[0].total_price + reply.body.flight_total_price);
  });

  it('refuses six rooms, a same-day stay, flights of another stay, and writes nothing', async () => {
    const { outbound, inbound } = await chooseFlights('2026-03-23', '2026-03-24', '1-0');
    const before = await reservationCount();
    const seats = await seatsOf(outbound.flight_id);
    const room = { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 1, children: 0 };
    const six = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-23', '2026-03-24', outbound.flight_id, inbound.flight_id, { rooms: Array(6).fill(room) }),
    );
    expect([six.status, firstCode(six.body)]).toEqual([422, 'package_room_limit']);
    const sameDay = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-23', '2026-03-23', outbound.flight_id, inbound.flight_id),
    );
    expect([sameDay.status, firstCode(sameDay.body)]).toEqual([400, '1000']);
    // The return flight offered for the 24th does not fit a stay ending on the 25th.
    const wrongDay = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-23', '2026-03-25', outbound.flight_id, inbound.flight_id),
    );
    expect([wrongDay.status, firstCode(wrongDay.body)]).toEqual([422, 'flight_not_for_stay']);
    // Swapped flights fly the wrong way.
    const swapped = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-23', '2026-03-24', inbound.flight_id, outbound.flight_id),
    );
    expect([swapped.status, firstCode(swapped.body)]).toEqual([422, 'flight_not_for_stay']);
    const missing = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-23', '2026-03-24', 99_999_999, inbound.flight_id),
    );
    expect([missing.status, firstCode(missing.body)]).toEqual([422, 'flight_not_for_stay']);
    const malformed = await api.request('POST', '/book/hotels/demo-kyoto/packages', {
      outbound_flight_id: 'first',
      reservation: {},
    });
    expect([malformed.status, firstCode(malformed.body)]).toEqual([400, '1000']);
    // A room the rules refuse (unknown plan) takes no seat either.
    const badRoom = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest('2026-03-23', '2026-03-24', outbound.flight_id, inbound.flight_id, {
        rooms: [{ ...room, room_plan_code: 'NO-SUCH-PLAN' }],
      }),
    );
    expect([badRoom.status, firstCode(badRoom.body)]).toEqual([422, '1002']);
    expect(await reservationCount()).toBe(before);
    expect(await seatsOf(outbound.flight_id)).toBe(seats);
  });

  it('a retry with the same Idempotency-Key books once; the key with other flights is refused', async () => {
    const { outbound, inbound } = await chooseFlights('2026-03-25', '2026-03-26');
    const seats = await seatsOf(outbound.flight_id);
    const body = packageRequest('2026-03-25', '2026-03-26', outbound.flight_id, inbound.flight_id);
    const first = await api.request('POST', '/book/hotels/demo-kyoto/packages', body, {
      'Idempotency-Key': 'package-retry-1',
    });
    const retry = await api.request('POST', '/book/hotels/demo-kyoto/packages', body, {
      'Idempotency-Key': 'package-retry-1',
    });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.confirmation_number).toBe(first.body.confirmation_number);
    expect(await seatsOf(outbound.flight_id)).toBe(seats - 2);
    const another = (await flightsFor('origin=HND&checkin=2026-03-25&checkout=2026-03-26&rooms=2-0')).body.outbound[1]
      .flight_id;
    const changed = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      { ...body, outbound_flight_id: another },
      { 'Idempotency-Key': 'package-retry-1' },
    );
    expect([changed.status, firstCode(changed.body)]).toEqual([422, '1008']);
  });

  it('racing packages for the last seats: exactly as many win as seats allow, never below zero', async () => {
    const { outbound, inbound } = await chooseFlights('2026-04-06', '2026-04-08');
    await setSeats(outbound.flight_id, 5); // two packages of two guests fit, the third does not
    const contenders = 24;
    const replies = await Promise.all(
      Array.from({ length: contenders }, (_, i) =>
        api.request(
          'POST',
          '/book/hotels/demo-kyoto/packages',
          packageRequest('2026-04-06', '2026-04-08', outbound.flight_id, inbound.flight_id, {
            rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
            guest: {
              first_name: 'Guest',
              last_name: racerName(i),
              email: `seat${i}@example.com`,
              phone: '+81300000000',
            },
          }),
        ),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(2);
    for (const lost of replies.filter((r) => r.status !== 201))
      expect([lost.status, firstCode(lost.body)]).toEqual([409, 'flight_sold_out']);
    expect(await seatsOf(outbound.flight_id)).toBe(1);
    expect(await heldSeats(outbound.flight_id)).toBe(4);
    // The losers took no rooms and no return seats either.
    const [rooms] = await api.database.db
      .select({ n: count() })
      .from(reservationRooms)
      .innerJoin(reservations, eq(reservations.id, reservationRooms.reservationId))
      .where(and(eq(reservations.checkinDate, '2026-04-06'), eq(reservations.checkoutDate, '2026-04-08')));
    expect(rooms!.n).toBe(2);
    expect(await heldSeats(inbound.flight_id)).toBe(4);
  });

  it('racing packages for the last rooms: exactly as many win as rooms are left, seats taken only by them', async () => {
    const { outbound, inbound } = await chooseFlights('2026-04-13', '2026-04-16', '3-0');
    await setSeats(outbound.flight_id, 200);
    await setSeats(inbound.flight_id, 200);
    // The family room has 3 rooms; take one, so 2 are left for the stay.
    const family = { room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-RO', adults: 3, children: 0 };
    const earlier = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ checkin_date: '2026-04-14', checkout_date: '2026-04-15', rooms: [family] }),
    );
    expect(earlier.status).toBe(201);
    const contenders = 24;
    const replies = await Promise.all(
      Array.from({ length: contenders }, (_, i) =>
        api.request(
          'POST',
          '/book/hotels/demo-kyoto/packages',
          packageRequest('2026-04-13', '2026-04-16', outbound.flight_id, inbound.flight_id, {
            rooms: [family],
            guest: {
              first_name: 'Guest',
              last_name: racerName(i),
              email: `room${i}@example.com`,
              phone: '+81300000000',
            },
          }),
        ),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(2);
    for (const lost of replies.filter((r) => r.status !== 201))
      expect([lost.status, firstCode(lost.body)]).toEqual([409, '1004']);
    expect(await stockOf(api.database, 'KY-FAMILY', '2026-04-13', '2026-04-16')).toEqual([1, 0, 1]);
    expect([await seatsOf(outbound.flight_id), await seatsOf(inbound.flight_id)]).toEqual([194, 194]);
    expect([await heldSeats(outbound.flight_id), await heldSeats(inbound.flight_id)]).toEqual([6, 6]);
    const [familyRooms] = await api.database.db
      .select({ n: count() })
      .from(reservationRooms)
      .innerJoin(roomTypes, eq(roomTypes.id, reservationRooms.roomTypeId))
      .innerJoin(reservations, eq(reservations.id, reservationRooms.reservationId))
      .where(and(eq(roomTypes.code, 'KY-FAMILY'), eq(reservations.checkinDate, '2026-04-13')));
    expect(familyRooms!.n).toBe(2);
  });
});
