import { expect, it } from 'vitest';
import { extras } from '../db/schema';
import { describeOnTestDatabases, firstCode, reservationRequest } from './support/test-api';

// the quote prices the selected extras exactly as the booking charges them, so the
// summary the guest sees on the extras screen is the API's, and its total is the booking's price check.
const STAY = { checkin: '2026-03-10', checkout: '2026-03-12' };
const QUOTE = `/book/hotels/demo-kyoto/rooms/price?checkin=${STAY.checkin}&checkout=${STAY.checkout}&room_plan_codes=KY-STD-TWIN-RO&rooms=2-0`;

describeOnTestDatabases('price quote with extras on $name', (api) => {
  const idsOf = async () =>
    Object.fromEntries((await api.database.db.select().from(extras)).map((row) => [row.code, row.id] as const));

  it('adds generic and dated extras to the total and the tax, and the booking takes that total as its price check', async () => {
    const ids = await idsOf();
    const plain = await api.request('GET', QUOTE);
    expect(plain.status).toBe(200);
    const selection = `${ids['KY-CHAMPAGNE']}:2,${ids['KY-KAISEKI']}:1:2026-03-11`;
    const quoted = await api.request('GET', `${QUOTE}&extras=${encodeURIComponent(selection)}`);
    expect(quoted.status).toBe(200);
    const before = plain.body.price_summary;
    const after = quoted.body.price_summary;
    // Champagne 5,500 (5,000 without tax) twice, the dinner 12,000 (10,909 without tax) once.
    expect(after.total_extra_price).toBe(2 * 5500 + 12000);
    expect(after.extra_price_without_tax).toBe(2 * 5000 + 10909);
    expect(after.total_price).toBe(before.total_price + 23000);
    expect(after.total_price_without_tax).toBe(before.total_price_without_tax + 20909);
    expect(after.tax).toBe(before.tax + (23000 - 20909));
    // Extras belong to the reservation, not to a room.
    expect(quoted.body.rooms[0].price_summary.total_extra_price).toBe(0);

    const booked = await api.request('POST', '/book/hotels/demo-kyoto/reservations', {
      ...reservationRequest({ checkin_date: STAY.checkin, checkout_date: STAY.checkout }),
      extras: [
        { extra_id: ids['KY-CHAMPAGNE']!, quantity: 2 },
        { extra_id: ids['KY-KAISEKI']!, quantity: 1, date: '2026-03-11' },
      ],
      total_extra_price: after.total_extra_price,
      expected_total_price: after.total_price,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.total_price).toBe(after.total_price);
    expect(booked.body.price_summary.total_extra_price).toBe(after.total_extra_price);
    expect(booked.body.price_summary.tax).toBe(after.tax);
  });

  it('refuses extras the booking would refuse, with the same codes', async () => {
    const ids = await idsOf();
    const unknown = await api.request('GET', `${QUOTE}&extras=999999:1`);
    expect([unknown.status, firstCode(unknown.body)]).toEqual([422, '1100']);
    // A dated extra needs a date of the stay; the checkout day is not one.
    const outside = await api.request('GET', `${QUOTE}&extras=${ids['KY-KAISEKI']}:1:2026-03-12`);
    expect([outside.status, firstCode(outside.body)]).toEqual([422, '1100']);
    const tooMany = await api.request('GET', `${QUOTE}&extras=${ids['KY-CHAMPAGNE']}:99`);
    expect([tooMany.status, firstCode(tooMany.body)]).toEqual([422, '1102']);
    const malformed = await api.request('GET', `${QUOTE}&extras=champagne`);
    expect([malformed.status, firstCode(malformed.body)]).toEqual([400, '1000']);
  });
});
