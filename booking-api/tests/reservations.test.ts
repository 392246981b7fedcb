import { expect, it } from 'vitest';
import { errorReplySchema, reservationReplySchema, roomSearchReplySchema } from '../../contract';
import { describeOnTestDatabases, firstCode, reservationRequest, stockOf } from './support/test-api';

// Reservation create, look-up and cancel against a real database: PGlite always, PostgreSQL when
// DATABASE_URL is set. Each test books its own dates or room types so the stock counts are exact.
describeOnTestDatabases('reservations on $name', (api) => {
  const book = (body: unknown, headers: Record<string, string> = {}, hotel = 'demo-kyoto') =>
    api.request('POST', `/book/hotels/${hotel}/reservations`, body, headers);
  const lookup = (number: string, query: string) =>
    api.request('GET', `/book/hotels/demo-kyoto/reservations/${number}?${query}`);
  const cancel = (number: string, query: string, fee: number) =>
    api.request('PUT', `/book/hotels/demo-kyoto/reservations/${number}/cancel?${query}`, {
      reason: 'change_of_plans',
      details: 'dates moved',
      cancellation_fee_displayed: fee,
    });
  const stock = (type: string, checkin: string, checkout: string) => stockOf(api.database, type, checkin, checkout);

  it('books, takes the stock and is found by e-mail (any case) or bypass token only', async () => {
    const stay = { checkin_date: '2026-04-06', checkout_date: '2026-04-08' };
    const rooms = [{ room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-BF', adults: 2, children: 0 }];
    const search = roomSearchReplySchema.parse(
      (await api.request('GET', '/book/hotels/demo-kyoto/rooms?checkin=2026-04-06&checkout=2026-04-08&adults=2')).body,
    );
    const quoted = search.rooms
      .find((r) => r.room_type_code === 'KY-DLX-DOUBLE')!
      .room_plan.find((p) => p.room_plan_code === 'KY-DLX-DOUBLE-BF')!;

    const created = await book(reservationRequest({ ...stay, rooms }));
    expect(created.status).toBe(201);
    const reservation = reservationReplySchema.parse(created.body);
    expect(reservation.confirmation_number).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(reservation).toMatchObject({
      status: 'done',
      nights: 2,
      currency: 'JPY',
      total_price: quoted.total_price,
      tax: quoted.tax,
      payment_type: 'on_site',
    });
    expect(reservation.cancellation).toEqual({ fee: 0, cancellable: true, refusal_code: null });
    expect(await stock('KY-DLX-DOUBLE', '2026-04-06', '2026-04-08')).toEqual([5, 5]);
    expect(await stock('KY-DLX-DOUBLE', '2026-04-08', '2026-04-09')).toEqual([6]);

    const number = reservation.confirmation_number;
    const byEmail = await lookup(number, 'email=HANAKO.yamada%40EXAMPLE.com');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.confirmation_number).toBe(number);
    expect((await lookup(number, `bypass_token=${reservation.bypass_token}`)).status).toBe(200);

    const misses = [
      await lookup(number, 'email=someone%40example.com'),
      await lookup(number, 'bypass_token=not-the-token'),
      await lookup('ZZZZZZZZZZ', 'email=hanako.yamada%40example.com'),
    ];
    // Identical replies, so a stranger cannot tell an existing number from a wrong e-mail.
    for (const miss of misses) expect(miss).toEqual(misses[2]);
    expect([misses[0]!.status, firstCode(misses[0]!.body)]).toEqual([404, '1005']);
    expect((await lookup(number, '')).status).toBe(400);
  });

  it('replays an Idempotency-Key retry without booking twice and rejects the key with another body', async () => {
    const request = reservationRequest({ checkin_date: '2026-04-13', checkout_date: '2026-04-14' });
    const first = await book(request, { 'Idempotency-Key': 'retry-1' });
    const retry = await book({ ...request }, { 'Idempotency-Key': 'retry-1' });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.confirmation_number).toBe(first.body.confirmation_number);
    expect(await stock('KY-STD-TWIN', '2026-04-13', '2026-04-14')).toEqual([7]);

    const other = await book(
      { ...request, guest: { ...request.guest, first_name: 'Taro' } },
      { 'Idempotency-Key': 'retry-1' },
    );
    expect([other.status, firstCode(other.body)]).toEqual([422, '1008']);
    expect(await stock('KY-STD-TWIN', '2026-04-13', '2026-04-14')).toEqual([7]);
  });

  it('books once when requests with the same Idempotency-Key arrive together', async () => {
    const request = reservationRequest({ checkin_date: '2026-04-15', checkout_date: '2026-04-17' });
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => book(request, { 'Idempotency-Key': 'together-1' })),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.confirmation_number)).size).toBe(1);
    expect(await stock('KY-STD-TWIN', '2026-04-15', '2026-04-17')).toEqual([7, 7]);
  });

  it('takes phone numbers as people type them and keeps them in E.164; refuses what is not a phone number', async () => {
    const stay = { checkin_date: '2026-05-11', checkout_date: '2026-05-12' };
    const withPhone = (phone: string) => {
      const request = reservationRequest(stay);
      return { ...request, guest: { ...request.guest, phone } };
    };
    const phoneOf = async (phone: string) => {
      const reply = await book(withPhone(phone));
      expect(reply.status, phone).toBe(201);
      return reservationReplySchema.parse(reply.body).guest.phone;
    };
    expect(await phoneOf('+81 75-123-4567')).toBe('+81751234567');
    expect(await phoneOf('+1 (415) 555-2671')).toBe('+14155552671');
    expect(await phoneOf('+82 2-312-3456')).toBe('+8223123456');
    // Without a country code (digits only): a number of the hotel's country (Kyoto, JP) is kept in E.164.
    expect(await phoneOf('0751234567')).toBe('+81751234567');
    for (const phone of ['+81 75', 'call me', '075-123-4567 ext. 2', '075-123-4567']) {
      const reply = await book(withPhone(phone));
      expect([reply.status, firstCode(reply.body)], phone).toEqual([400, '1000']);
      expect(errorReplySchema.parse(reply.body).errors[0]!.details['guest.phone']?.[0]?.code, phone).toBe('1000');
    }
  });

  it('refuses unknown codes (1002), too many guests (1011), a payment type the plan refuses (1012) and bad bodies', async () => {
    const stay = { checkin_date: '2026-04-20', checkout_date: '2026-04-21' };
    const room = (room_type_code: string, room_plan_code: string, adults = 2) => [
      { room_type_code, room_plan_code, adults, children: 0 },
    ];
    const cases: [unknown, number, string, string?][] = [
      [reservationRequest({ ...stay, rooms: room('KY-NOPE', 'KY-STD-TWIN-RO') }), 422, '1002'],
      [reservationRequest({ ...stay, rooms: room('KY-STD-TWIN', 'KY-NOPE-RO') }), 422, '1002'],
      [reservationRequest({ ...stay, rooms: room('KY-STD-TWIN', 'KY-FAMILY-RO') }), 422, '1002'],
      [reservationRequest({ ...stay, rooms: room('KY-STD-TWIN', 'KY-STD-TWIN-RO', 3) }), 422, '1011'],
      // Card methods need a provider token (contract/payments.ts); without one the field is named.
      [{ ...reservationRequest(stay), payment_type: 'credit_card' }, 400, '1000', 'card_token'],
      [{ ...reservationRequest(stay), payment_type: 'cash_on_arrival' }, 400, '1000', 'payment_type'],
      // Every method of SPEC.md section 9 is known; one the plan does not take is 1012 (payment-methods.test.ts has their rules).
      [{ ...reservationRequest(stay), payment_type: 'bank_transfer' }, 422, '1012'],
      [
        {
          ...reservationRequest(stay),
          guest: { first_name: 'A', last_name: 'B', email: 'not-an-email', phone: '12-34' },
        },
        400,
        '1000',
        'guest.email',
      ],
      [{ ...reservationRequest(stay), rooms: [] }, 400, '1000', 'rooms'],
      [
        {
          ...reservationRequest(stay),
          rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: '2' }],
        },
        400,
        '1000',
        'rooms.0.adults',
      ],
      [reservationRequest({ checkin_date: '2026-03-01', checkout_date: '2026-03-03' }), 400, '1000', 'checkin'],
    ];
    for (const [body, status, code, field] of cases) {
      const reply = await book(body);
      expect([reply.status, firstCode(reply.body)], JSON.stringify(body)).toEqual([status, code]);
      if (field) expect(errorReplySchema.parse(reply.body).errors[0]!.details[field]?.[0]?.code).toBe('1000');
    }
    const seoulSaver = await book(
      reservationRequest({ ...stay, rooms: room('SE-STD-DOUBLE', 'SE-STD-DOUBLE-NR') }),
      {},
      'demo-seoul',
    );
    expect([seoulSaver.status, firstCode(seoulSaver.body)]).toEqual([422, '1012']);
    const seoulRoomOnly = await book(
      reservationRequest({ ...stay, rooms: room('SE-STD-DOUBLE', 'SE-STD-DOUBLE-RO') }),
      {},
      'demo-seoul',
    );
    expect(seoulRoomOnly.status).toBe(201);
    expect(seoulRoomOnly.body.currency).toBe('KRW');
    expect(await stock('KY-STD-TWIN', '2026-04-20', '2026-04-21')).toEqual([8]);
  });

  it('writes nothing when a later room of the request is sold out', async () => {
    const stay = { checkin_date: '2026-04-27', checkout_date: '2026-04-30' };
    // Take the only suite for the middle night.
    const suiteNight = await book(
      reservationRequest({
        checkin_date: '2026-04-28',
        checkout_date: '2026-04-29',
        rooms: [{ room_type_code: 'KY-MACHIYA-SUITE', room_plan_code: 'KY-MACHIYA-SUITE-RO', adults: 2, children: 0 }],
      }),
    );
    expect(suiteNight.status).toBe(201);
    const failed = await book(
      reservationRequest({
        ...stay,
        rooms: [
          { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 },
          { room_type_code: 'KY-MACHIYA-SUITE', room_plan_code: 'KY-MACHIYA-SUITE-RO', adults: 2, children: 0 },
        ],
      }),
      { 'Idempotency-Key': 'sold-out-1' },
    );
    expect([failed.status, firstCode(failed.body)]).toEqual([409, '1004']);
    expect(await stock('KY-STD-TWIN', '2026-04-27', '2026-04-30')).toEqual([8, 8, 8]);
    expect(await stock('KY-MACHIYA-SUITE', '2026-04-27', '2026-04-30')).toEqual([1, 0, 1]);
    // Two suites in one request when only one exists: also sold out, also nothing taken.
    const twoSuites = await book(
      reservationRequest({
        checkin_date: '2026-04-27',
        checkout_date: '2026-04-28',
        rooms: [1, 2].map(() => ({
          room_type_code: 'KY-MACHIYA-SUITE',
          room_plan_code: 'KY-MACHIYA-SUITE-BF',
          adults: 1,
          children: 0,
        })),
      }),
    );
    expect([twoSuites.status, firstCode(twoSuites.body)]).toEqual([409, '1004']);
    expect(await stock('KY-MACHIYA-SUITE', '2026-04-27', '2026-04-28')).toEqual([1]);
    // The failed attempt left no stored reply: the same key may book once the request can succeed.
  });

  it('charges the cancellation tier in force in Kyoto time: 17:59 vs 18:00 the day before', async () => {
    const request = reservationRequest({
      checkin_date: '2026-03-20',
      checkout_date: '2026-03-21',
      rooms: [{ room_type_code: 'KY-JP-TATAMI', room_plan_code: 'KY-JP-TATAMI-RO', adults: 2, children: 0 }],
    });
    const a = reservationReplySchema.parse((await book(request)).body);
    const b = reservationReplySchema.parse((await book(request)).body);
    const c = reservationReplySchema.parse((await book(request)).body);
    expect(await stock('KY-JP-TATAMI', '2026-03-20', '2026-03-21')).toEqual([2]);
    const total = a.total_price;
    const email = 'email=hanako.yamada%40example.com';

    await api.travelTo('2026-03-19T08:59:00Z'); // 17:59 in Kyoto the day before
    const quoted = await lookup(a.confirmation_number, email);
    expect(quoted.body.cancellation).toEqual({
      fee: Math.floor((total * 30) / 100),
      cancellable: true,
      refusal_code: null,
    });
    const wrongFee = await cancel(a.confirmation_number, email, Math.floor((total * 50) / 100));
    expect([wrongFee.status, firstCode(wrongFee.body)]).toEqual([409, '1010']);
    expect((await lookup(a.confirmation_number, email)).body.status).toBe('done');
    expect(await stock('KY-JP-TATAMI', '2026-03-20', '2026-03-21')).toEqual([2]);

    const cancelledA = await cancel(
      a.confirmation_number,
      `bypass_token=${a.bypass_token}`,
      Math.floor((total * 30) / 100),
    );
    expect(cancelledA.status).toBe(200);
    expect(reservationReplySchema.parse(cancelledA.body)).toMatchObject({
      status: 'cancelled',
      cancellation_fee: Math.floor((total * 30) / 100),
      cancel_reason: 'change_of_plans',
      cancelled_at: '2026-03-19T08:59:00.000Z',
    });
    expect(cancelledA.body.cancellation).toMatchObject({ cancellable: false, refusal_code: '1006' });
    expect(await stock('KY-JP-TATAMI', '2026-03-20', '2026-03-21')).toEqual([3]);
    const again = await cancel(a.confirmation_number, email, Math.floor((total * 30) / 100));
    expect([again.status, firstCode(again.body)]).toEqual([409, '1006']);
    expect(await stock('KY-JP-TATAMI', '2026-03-20', '2026-03-21')).toEqual([3]);

    await api.travelTo('2026-03-19T09:00:00Z'); // 18:00 in Kyoto
    const cancelledB = await cancel(b.confirmation_number, email, Math.floor((total * 50) / 100));
    expect([cancelledB.status, cancelledB.body.cancellation_fee]).toEqual([200, Math.floor((total * 50) / 100)]);
    expect(await stock('KY-JP-TATAMI', '2026-03-20', '2026-03-21')).toEqual([4]);

    await api.travelTo('2026-03-19T15:00:00Z'); // midnight: the check-in day has begun in Kyoto
    expect((await lookup(c.confirmation_number, email)).body.cancellation).toEqual({
      fee: total,
      cancellable: false,
      refusal_code: '1007',
    });
    const sameDay = await cancel(c.confirmation_number, email, total);
    expect([sameDay.status, firstCode(sameDay.body)]).toEqual([422, '1007']);
    expect(await stock('KY-JP-TATAMI', '2026-03-20', '2026-03-21')).toEqual([4]);
  });

  it('quotes 100 % at once for the non-refundable plan and nothing for a wrong e-mail', async () => {
    const created = reservationReplySchema.parse(
      (
        await book(
          reservationRequest({
            checkin_date: '2026-05-11',
            checkout_date: '2026-05-13',
            rooms: [{ room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-NR', adults: 4, children: 1 }],
          }),
        )
      ).body,
    );
    expect(created.cancellation).toEqual({ fee: created.total_price, cancellable: true, refusal_code: null });
    const stranger = await cancel(created.confirmation_number, 'email=someone%40example.com', created.total_price);
    expect([stranger.status, firstCode(stranger.body)]).toEqual([404, '1005']);
    expect(await stock('KY-FAMILY', '2026-05-11', '2026-05-13')).toEqual([2, 2]);
  });

  it('cancels once when two cancels race, returning the stock once', async () => {
    const created = reservationReplySchema.parse(
      (
        await book(
          reservationRequest({
            checkin_date: '2026-05-18',
            checkout_date: '2026-05-21',
            rooms: [
              { room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-BF', adults: 2, children: 2 },
              { room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-RO', adults: 2, children: 0 },
            ],
          }),
        )
      ).body,
    );
    expect(await stock('KY-FAMILY', '2026-05-18', '2026-05-21')).toEqual([1, 1, 1]);
    const query = 'email=hanako.yamada%40example.com';
    const replies = await Promise.all([
      cancel(created.confirmation_number, query, 0),
      cancel(created.confirmation_number, query, 0),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(firstCode(replies.find((r) => r.status === 409)!.body)).toBe('1006');
    expect(await stock('KY-FAMILY', '2026-05-18', '2026-05-21')).toEqual([3, 3, 3]);
  });
});
