import { expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { reservationRooms, roomTypes } from '../db/schema';
import { describeOnTestDatabases, firstCode, racerName, reservationRequest, stockOf } from './support/test-api';

// Many guests racing for the last rooms of a type over a stay of several nights. On PostgreSQL
// the requests run on a pool of several connections, so the conditional updates really contend.
describeOnTestDatabases('race for the last rooms on $name', (api) => {
  it('lets exactly as many bookings through as rooms were left, never below zero', async () => {
    const stay = { checkin_date: '2026-06-08', checkout_date: '2026-06-12' }; // four nights
    const family = { room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-RO', adults: 3, children: 0 };
    // The family room has 3 rooms; take one on the third night only, so 2 are left for the stay.
    const earlier = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: '2026-06-10',
        checkout_date: '2026-06-11',
        rooms: [family],
      }),
    );
    expect(earlier.status).toBe(201);
    expect(await stockOf(api.database, 'KY-FAMILY', '2026-06-08', '2026-06-12')).toEqual([3, 3, 2, 3]);

    const contenders = 30;
    const replies = await Promise.all(
      Array.from({ length: contenders }, (_, i) =>
        api.request(
          'POST',
          '/book/hotels/demo-kyoto/reservations',
          reservationRequest({
            ...stay,
            rooms: [family],
            guest: {
              first_name: 'Guest',
              last_name: racerName(i),
              email: `guest${i}@example.com`,
              phone: '+81300000000',
            },
          }),
        ),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status !== 201);
    expect(won).toHaveLength(2);
    expect(lost).toHaveLength(contenders - 2);
    for (const reply of lost) expect([reply.status, firstCode(reply.body)]).toEqual([409, '1004']);
    expect(new Set(won.map((r) => r.body.confirmation_number)).size).toBe(2);

    expect(await stockOf(api.database, 'KY-FAMILY', '2026-06-08', '2026-06-12')).toEqual([1, 1, 0, 1]);
    const [booked] = await api.database.db
      .select({ rooms: count() })
      .from(reservationRooms)
      .innerJoin(roomTypes, eq(roomTypes.id, reservationRooms.roomTypeId))
      .where(eq(roomTypes.code, 'KY-FAMILY'));
    expect(booked!.rooms).toBe(3);
  });
});
