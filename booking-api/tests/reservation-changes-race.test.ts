import { expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { reservationReplySchema, updateItineraryReplySchema, type ReservationReply } from '../../contract';
import { describeOnTestDatabases, firstCode, reservationRequest, stockOf } from './support/test-api';

/**
 * Shorter stays, removed rooms and cancellations of the same reservations racing each other (each
 * twice, as a double click would send it), next to new bookings taking the stock they free. After
 * the storm, for every room type and night the free stock must equal the seeded stock minus the
 * rooms of the reservations still standing as the database has them: nothing returned twice,
 * nothing lost, never below zero. PGlite always, PostgreSQL when DATABASE_URL is set.
 */
const CHECKIN = '2026-06-08';
const CHECKOUT = '2026-06-12';
const ROOMS = [
  { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 },
  { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-RO', adults: 2, children: 0 },
];
const SEEDED = { 'KY-STD-TWIN': 8, 'KY-DLX-DOUBLE': 6 } as Record<string, number>;
const BOOKINGS = 5;

describeOnTestDatabases('reservation changes racing cancellations on $name', (api) => {
  it('keeps free stock equal to seeded stock minus what still stands', async () => {
    const booked: { number: string; email: string }[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const email = `race-${i}@example.com`;
      const reply = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({
          checkin_date: CHECKIN,
          checkout_date: CHECKOUT,
          rooms: ROOMS,
          guest: { first_name: 'Race', last_name: 'Guest', email, phone: '+8100000000' },
        }),
      );
      expect(reply.status).toBe(201);
      booked.push({ number: reply.body.confirmation_number, email });
    }
    const query = (email: string) => `email=${encodeURIComponent(email)}`;
    const shorter = { checkin_date: '2026-06-09', checkout_date: '2026-06-11' };
    const removeFirst = { checkin_date: CHECKIN, checkout_date: CHECKOUT, remove_room_positions: [0] };
    const quotes = await Promise.all(
      booked.map(async ({ number, email }) => {
        const dry = (body: object) =>
          api.request('PUT', `/book/hotels/demo-kyoto/reservations/${number}?${query(email)}&dry_run=true`, body);
        return {
          shorter: updateItineraryReplySchema.parse((await dry(shorter)).body).quote.new_total_price,
          removeFirst: updateItineraryReplySchema.parse((await dry(removeFirst)).body).quote.new_total_price,
        };
      }),
    );

    const storm: Promise<{ kind: string; status: number; code: string | undefined }>[] = [];
    const send = (kind: string, run: () => Promise<{ status: number; body: any }>) =>
      storm.push(
        run().then((reply) => ({
          kind,
          status: reply.status,
          code: reply.status === 200 ? undefined : firstCode(reply.body),
        })),
      );
    booked.forEach(({ number, email }, i) => {
      const path = `/book/hotels/demo-kyoto/reservations/${number}?${query(email)}`;
      for (let copy = 0; copy < 2; copy += 1) {
        send('shorter', () => api.request('PUT', path, { ...shorter, quoted_total_price: quotes[i]!.shorter }));
        send('remove', () => api.request('PUT', path, { ...removeFirst, quoted_total_price: quotes[i]!.removeFirst }));
        // Every other reservation is also cancelled (twice) in the middle of it.
        if (i % 2 === 0) {
          send('cancel', () =>
            api.request('PUT', `/book/hotels/demo-kyoto/reservations/${number}/cancel?${query(email)}`, {
              reason: 'change_of_plans',
              cancellation_fee_displayed: 0,
            }),
          );
        }
      }
      // A stranger books a room for the same nights while the stock moves.
      send('book', () =>
        api.request(
          'POST',
          '/book/hotels/demo-kyoto/reservations',
          reservationRequest({ checkin_date: CHECKIN, checkout_date: CHECKOUT, rooms: [ROOMS[1]!] }),
        ),
      );
    });
    const outcomes = await Promise.all(storm);

    // Every refusal is one of the expected codes, never a 500.
    const allowed = new Set(['update_total_changed', '1006', '1000', '1004']);
    for (const outcome of outcomes) {
      if (outcome.status !== 200 && outcome.status !== 201)
        expect(allowed.has(outcome.code!), JSON.stringify(outcome)).toBe(true);
    }

    const standing: ReservationReply[] = [];
    for (const { number, email } of booked) {
      const reply = reservationReplySchema.parse(
        (await api.request('GET', `/book/hotels/demo-kyoto/reservations/${number}?${query(email)}`)).body,
      );
      // A cancelled one was cancelled once; a standing one took at most one of the two changes per kind.
      if (reply.status !== 'cancelled') standing.push(reply);
    }
    const strangers = outcomes.filter((o) => o.kind === 'book' && o.status === 201).length;
    const nights = Array.from({ length: 4 }, (_, i) => Temporal.PlainDate.from(CHECKIN).add({ days: i }).toString());
    for (const type of Object.keys(SEEDED)) {
      const expected = nights.map((night) => {
        let used = type === 'KY-DLX-DOUBLE' ? strangers : 0;
        for (const r of standing) {
          if (r.checkin_date <= night && night < r.checkout_date)
            used += r.rooms.filter((room) => room.room_type_code === type).length;
        }
        return SEEDED[type]! - used;
      });
      const actual = await stockOf(api.database, type, CHECKIN, CHECKOUT);
      expect({ type, actual }).toEqual({ type, actual: expected });
      for (const free of actual) expect(free).toBeGreaterThanOrEqual(0);
    }
    // Each double-clicked change succeeded at most once per reservation.
    const successes = (kind: string) => outcomes.filter((o) => o.kind === kind && o.status === 200).length;
    expect(successes('shorter')).toBeLessThanOrEqual(BOOKINGS);
    expect(successes('remove')).toBeLessThanOrEqual(BOOKINGS);
    expect(successes('cancel')).toBeLessThanOrEqual(Math.ceil(BOOKINGS / 2));
    expect(successes('shorter') + successes('remove')).toBeGreaterThan(0);
  });
});
