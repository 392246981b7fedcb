import { expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { describeOnTestDatabases, firstCode, reservationRequest, stockOf } from './support/test-api';

/**
 * Stock under a storm of concurrent multi-night, multi-room bookings and cancellations (two of
 * each cancellation at once), on PGlite and PostgreSQL. Afterwards, for every room type and night,
 * the free stock must equal the seeded stock minus the rooms of the reservations still standing,
 * according to the replies the guests got: nothing oversold, nothing lost, nothing returned twice.
 */
const TYPES = [
  { room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-RO', adults: 2, children: 0 },
  { room_type_code: 'KY-JP-TATAMI', room_plan_code: 'KY-JP-TATAMI-RO', adults: 2, children: 0 },
  { room_type_code: 'KY-MACHIYA-SUITE', room_plan_code: 'KY-MACHIYA-SUITE-RO', adults: 2, children: 0 },
];
const WINDOW_START = Temporal.PlainDate.from('2026-07-06');
const WINDOW_NIGHTS = 8;
const WINDOW_END = WINDOW_START.add({ days: WINDOW_NIGHTS }).toString();

/** A small deterministic generator, so a failure can be replayed with the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

interface Booked {
  number: string;
  email: string;
  checkin: string;
  checkout: string;
  rooms: string[];
  fee: number;
}

describeOnTestDatabases('stock under concurrent bookings and cancellations on $name', (api) => {
  it('keeps free stock equal to seeded stock minus standing reservations, never below zero', async () => {
    const random = generator(20261121);
    const initial = new Map<string, number[]>();
    for (const type of TYPES)
      initial.set(
        type.room_type_code,
        await stockOf(api.database, type.room_type_code, WINDOW_START.toString(), WINDOW_END),
      );

    let guest = 0;
    const book = async (): Promise<Booked | null> => {
      const start = random(WINDOW_NIGHTS - 1);
      const nights = 1 + random(Math.min(4, WINDOW_NIGHTS - start));
      const checkin = WINDOW_START.add({ days: start }).toString();
      const checkout = WINDOW_START.add({ days: start + nights }).toString();
      const rooms = Array.from({ length: 1 + random(3) }, () => TYPES[random(TYPES.length)]!);
      const email = `load${guest++}@example.com`;
      const reply = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({
          checkin_date: checkin,
          checkout_date: checkout,
          rooms,
          guest: { first_name: 'Load', last_name: 'Tester', email, phone: '+81300000000' },
        }),
      );
      if (reply.status === 201) {
        return {
          number: reply.body.confirmation_number,
          email,
          checkin,
          checkout,
          rooms: rooms.map((r) => r.room_type_code),
          fee: reply.body.cancellation.fee,
        };
      }
      expect([reply.status, firstCode(reply.body)]).toEqual([409, '1004']);
      return null;
    };
    const cancel = (booking: Booked) =>
      api.request(
        'PUT',
        `/book/hotels/demo-kyoto/reservations/${booking.number}/cancel?email=${encodeURIComponent(booking.email)}`,
        {
          reason: 'change_of_plans',
          details: '',
          cancellation_fee_displayed: booking.fee,
        },
      );

    const firstWave = (await Promise.all(Array.from({ length: 40 }, book))).filter((b): b is Booked => b !== null);
    expect(firstWave.length).toBeGreaterThan(3);
    const toCancel = firstWave.filter((_, i) => i % 2 === 0);
    // Second wave: new bookings race with cancellations, each cancellation sent twice at once.
    const [secondWave, cancelReplies] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, book)),
      Promise.all(toCancel.flatMap((booking) => [cancel(booking), cancel(booking)])),
    ]);
    // Exactly one of each pair of cancellations wins; the other is told it is already cancelled.
    for (let i = 0; i < toCancel.length; i++) {
      const pair = [cancelReplies[2 * i]!, cancelReplies[2 * i + 1]!]
        .map((r) => (r.status === 200 ? 'ok' : `${r.status}/${firstCode(r.body)}`))
        .sort();
      expect(pair).toEqual(['409/1006', 'ok']);
    }

    const standing = [
      ...firstWave.filter((b) => !toCancel.includes(b)),
      ...secondWave.filter((b): b is Booked => b !== null),
    ];
    for (const type of TYPES) {
      const expected = initial.get(type.room_type_code)!.map((free, night) => {
        const date = WINDOW_START.add({ days: night }).toString();
        const taken = standing
          .filter((b) => b.checkin <= date && date < b.checkout)
          .reduce((sum, b) => sum + b.rooms.filter((code) => code === type.room_type_code).length, 0);
        return free - taken;
      });
      const actual = await stockOf(api.database, type.room_type_code, WINDOW_START.toString(), WINDOW_END);
      expect(actual, type.room_type_code).toEqual(expected);
      expect(Math.min(...actual), type.room_type_code).toBeGreaterThanOrEqual(0);
    }
  });
});
