import { expect, it } from 'vitest';
import { priceQuoteReplySchema, reservationReplySchema, roomSearchReplySchema } from '../../contract';
import { reservationRequest, describeOnTestDatabases, stockOf } from './support/test-api';

// Day-use booking (SPEC.md `is_day_use`) through the real routes and database: a same-day stay books
// a day-use plan on the check-in day's stock and rate, is quoted and cancelled like any stay, and
// same-day stays stay refused for overnight plans. "Today" is 2026-03-02 (12:00 in Kyoto).
describeOnTestDatabases('day-use booking on $name', (api) => {
  const email = 'email=hanako.yamada@example.com';
  const dayUseRoom = { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-DAY', adults: 2, children: 0 };
  const book = (checkin: string, checkout: string, rooms = [dayUseRoom]) =>
    api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ checkin_date: checkin, checkout_date: checkout, rooms }),
    );
  const dayUsePrice = async (day: string) => {
    const reply = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/rooms?checkin=${day}&checkout=${day}&adults=2&is_day_use=true`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const plan = roomSearchReplySchema
      .parse(reply.body)
      .rooms.flatMap((room) => room.room_plan)
      .find((p) => p.room_plan_code === 'KY-STD-TWIN-DAY');
    return plan!.total_price;
  };

  it("books a day-use plan for the same day at the searched price, taking only that day's stock", async () => {
    const day = '2026-03-20';
    const before = await stockOf(api.database, 'KY-STD-TWIN', day, '2026-03-22');
    const price = await dayUsePrice(day);
    const quote = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/rooms/price?checkin=${day}&checkout=${day}&room_plan_codes=KY-STD-TWIN-DAY&rooms=2-0`,
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(priceQuoteReplySchema.parse(quote.body).price_summary.total_price).toBe(price);
    const created = await book(day, day);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = reservationReplySchema.parse(created.body);
    expect(body).toMatchObject({ checkin_date: day, checkout_date: day, total_price: price });
    // Only the check-in day's stock is taken, never the next night's.
    expect(await stockOf(api.database, 'KY-STD-TWIN', day, '2026-03-22')).toEqual([before[0]! - 1, before[1]!]);

    // Cancellation uses the fee in force (local time) and gives the day's room back.
    const lookup = reservationReplySchema.parse(
      (await api.request('GET', `/book/hotels/demo-kyoto/reservations/${body.confirmation_number}?${email}`)).body,
    );
    expect(lookup.cancellation).toMatchObject({ cancellable: true });
    const fee = lookup.cancellation!.fee ?? 0;
    const cancelled = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${body.confirmation_number}/cancel?${email}`,
      {
        reason: 'change_of_plans',
        cancellation_fee_displayed: fee,
      },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(api.database, 'KY-STD-TWIN', day, '2026-03-22')).toEqual(before);
  });

  it('refuses same-day stays for overnight plans, day-use plans overnight, and past days', async () => {
    const overnightSameDay = await book('2026-03-20', '2026-03-20', [
      { ...dayUseRoom, room_plan_code: 'KY-STD-TWIN-RO' },
    ]);
    expect(overnightSameDay.status).toBe(400);
    expect(overnightSameDay.body.errors[0].details.checkout).toBeDefined();
    const quote = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/rooms/price?checkin=2026-03-20&checkout=2026-03-20&room_plan_codes=KY-STD-TWIN-RO&rooms=2-0',
    );
    expect(quote.status).toBe(400);
    expect((await book('2026-03-20', '2026-03-21')).status).toBe(422);
    const past = await book('2026-03-01', '2026-03-01');
    expect(past.status).toBe(400);
    expect(past.body.errors[0].details.checkin).toBeDefined();
    // Mixing a day-use room with an overnight one on a same-day stay is refused as a whole.
    expect(
      (await book('2026-03-20', '2026-03-20', [dayUseRoom, { ...dayUseRoom, room_plan_code: 'KY-STD-TWIN-RO' }]))
        .status,
    ).toBe(400);
  });

  it('never sells the last day-use room twice to concurrent bookings', async () => {
    const day = '2026-03-25';
    const [free] = await stockOf(api.database, 'KY-STD-TWIN', day, '2026-03-26');
    const replies = await Promise.all(Array.from({ length: free! + 2 }, () => book(day, day)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(free!);
    expect(await stockOf(api.database, 'KY-STD-TWIN', day, '2026-03-26')).toEqual([0]);
  });
});
