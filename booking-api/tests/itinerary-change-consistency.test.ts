import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  convertMinorUnits,
  priceQuoteReplySchema,
  reservationReplySchema,
  updateItineraryReplySchema,
  type CreateReservationRequest,
} from '../../contract';
import { extras } from '../db/schema';
import { DEMO_KEY, DEMO_SECRET, describeOnTestDatabases, firstCode, reservationRequest } from './support/test-api';

// Issues 3+4: a shorter stay keeps everything consistent: dated extras of the dropped nights, the
// stored price summary, deposits and their refunds, and the currency the card was charged in.
describeOnTestDatabases('itinerary changes keep the reservation consistent on $name', (api) => {
  const byEmail = 'email=hanako.yamada%40example.com';
  const path = (number: string) => `/book/hotels/demo-kyoto/reservations/${number}`;
  const staff = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
  const book = async (overrides: Partial<CreateReservationRequest>, headers: Record<string, string> = {}) => {
    const created = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest(overrides),
      headers,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return reservationReplySchema.parse(created.body);
  };
  const quote = async (number: string, change: object, headers: Record<string, string> = {}) => {
    const reply = await api.request('PUT', `${path(number)}?${byEmail}&dry_run=true`, change, headers);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return updateItineraryReplySchema.parse(reply.body).quote;
  };
  const commit = async (number: string, change: object, quoted: number, headers: Record<string, string> = {}) => {
    const reply = await api.request(
      'PUT',
      `${path(number)}?${byEmail}`,
      { ...change, quoted_total_price: quoted },
      headers,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return updateItineraryReplySchema.parse(reply.body);
  };
  const lookup = async (number: string) =>
    reservationReplySchema.parse((await api.request('GET', `${path(number)}?${byEmail}`)).body);
  const tokenize = async (number = '4111111111111111') => {
    const reply = await api.request('POST', '/api/sandbox/tokens', {
      number,
      holder_name: 'HANAKO YAMADA',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
    });
    expect(reply.status).toBe(201);
    return reply.body.token as string;
  };
  const extraByCode = async (code: string) =>
    (await api.database.db.select().from(extras).where(eq(extras.code, code)))[0]!;

  it('drops the dated extra of a removed night: listed in the quote, off the total, its stock given back', async () => {
    const dinner = await extraByCode('KY-KAISEKI');
    const champagne = await extraByCode('KY-CHAMPAGNE');
    const selection = [
      { extra_id: dinner.id, quantity: 2, date: '2026-04-06' },
      { extra_id: dinner.id, quantity: 1, date: '2026-04-08' },
      { extra_id: champagne.id, quantity: 1 },
    ];
    const booked = await book({
      checkin_date: '2026-04-06',
      checkout_date: '2026-04-09',
      extras: selection,
      total_extra_price: 3 * 12000 + 5500,
    });
    expect(booked.total_extra_price).toBe(41500);
    const stockBefore = (await extraByCode('KY-KAISEKI')).inventory!;
    const change = { checkin_date: '2026-04-06', checkout_date: '2026-04-08' };

    const q = await quote(booked.confirmation_number, change);
    expect(q.removed_extras).toEqual([
      {
        extra_id: dinner.id,
        code: 'KY-KAISEKI',
        name: 'Kaiseki dinner',
        date: '2026-04-08',
        quantity: 1,
        price: 12000,
        price_without_tax: 10909,
      },
    ]);
    expect(q.removed_extras_price).toBe(12000);
    const lastNight = q.rooms[0]!.current_total_price - q.rooms[0]!.new_total_price;
    expect(q.new_total_price).toBe(booked.total_price - lastNight - 12000);
    expect(q.price_summary.total_extra_price).toBe(29500);
    expect((await extraByCode('KY-KAISEKI')).inventory).toBe(stockBefore); // a dry run writes nothing

    const done = await commit(booked.confirmation_number, change, q.new_total_price);
    expect(done.reservation.total_price).toBe(q.new_total_price);
    expect(done.reservation.total_extra_price).toBe(29500);
    expect(done.reservation.extras!.map((line) => [line.code, line.date, line.quantity])).toEqual([
      ['KY-CHAMPAGNE', null, 1],
      ['KY-KAISEKI', '2026-04-06', 2],
    ]);
    expect((await extraByCode('KY-KAISEKI')).inventory).toBe(stockBefore + 1);
    // The tax of the reservation is its kept rooms' plus its kept extras'.
    expect(done.reservation.tax).toBe(q.new_tax);
    expect(done.reservation.price_summary).toEqual(q.price_summary);
    expect(done.reservation.price_summary!.total_price).toBe(done.reservation.total_price);
  });

  it('stores the price summary of a fresh quote for the new stay, with the coupon capped to the first nights of that stay', async () => {
    const booked = await book({ checkin_date: '2026-04-13', checkout_date: '2026-04-16', coupon_code: 'WELCOME2000' });
    expect(booked.price_summary!.coupon_discount_amount).toBe(4000);
    const change = { checkin_date: '2026-04-14', checkout_date: '2026-04-16' };
    const q = await quote(booked.confirmation_number, change);
    const fresh = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/rooms/price?checkin=2026-04-14&checkout=2026-04-16&room_plan_codes=KY-STD-TWIN-RO&rooms=2-0&payment_type=on_site&coupon_code=WELCOME2000',
    );
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    const freshSummary = priceQuoteReplySchema.parse(fresh.body).price_summary;
    // Both nights of the new stay get the coupon; the deposit fields are the payment method's (on site: all remains).
    expect(q.price_summary).toEqual({ ...freshSummary, deposit_amount: 0, remain_amount: freshSummary.total_price });
    expect(q.price_summary.coupon_discount_amount).toBe(4000);
    expect(q.new_total_price).toBe(freshSummary.total_price);

    const done = await commit(booked.confirmation_number, change, q.new_total_price);
    const after = await lookup(booked.confirmation_number);
    expect(after.price_summary).toEqual(q.price_summary);
    expect(after.coupon_code).toBe('WELCOME2000');
    expect([after.total_price, after.remain_amount, after.deposit_amount]).toEqual([
      freshSummary.total_price,
      freshSummary.total_price,
      0,
    ]);
    expect(done.reservation.price_summary).toEqual(after.price_summary);
  });

  it('keeps the points a member spent in the stored summary of the shorter stay', async () => {
    const origin = { Origin: 'http://widget.example' };
    const signedIn = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/memberships/sign_in',
      { email: 'line.member@example.com', password: 'DemoLine2026' },
      origin,
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const member = { Authorization: `Bearer ${signedIn.body.data.token}`, ...origin };
    const booked = await book(
      { checkin_date: '2026-04-27', checkout_date: '2026-04-30', spending_point_value: 1000 },
      member,
    );
    expect(booked.price_summary).toMatchObject({
      spending_point_value: 1000,
      total_price: booked.total_price_before_point_discount! - 1000,
    });
    const change = { checkin_date: '2026-04-27', checkout_date: '2026-04-28' };
    const q = await quote(booked.confirmation_number, change, member);
    expect(q.price_summary).toMatchObject({
      spending_point_value: 1000,
      total_price_before_point_discount: q.new_total_price,
      total_price: q.new_total_price - 1000,
      remain_amount: q.new_total_price - 1000,
    });
    const done = await commit(booked.confirmation_number, change, q.new_total_price, member);
    expect(done.reservation).toMatchObject({
      total_price: q.new_total_price - 1000,
      spending_point_value: 1000,
      remain_amount: q.new_total_price - 1000,
    });
    expect(done.reservation.price_summary).toEqual(q.price_summary);
  });

  it('a shorter deposit stay refunds the deposit paid minus the new deposit, never the whole difference', async () => {
    const rooms = [
      { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 },
    ];
    const booked = await book({
      checkin_date: '2026-04-20',
      checkout_date: '2026-04-23',
      rooms,
      payment_type: 'credit_card_deposit',
      card_token: await tokenize(),
    });
    const paid = Math.floor((booked.total_price * 40) / 100);
    expect(booked.payment).toMatchObject({ status: 'captured', amount: paid });
    expect(booked.price_summary).toMatchObject({ deposit_amount: paid, remain_amount: booked.total_price - paid });
    const change = { checkin_date: '2026-04-20', checkout_date: '2026-04-21' };

    const q = await quote(booked.confirmation_number, change);
    const newDeposit = Math.floor((q.new_total_price * 40) / 100);
    expect(q.deposit).toEqual({
      deposit_percentage: 40,
      paid_deposit: paid,
      new_deposit: newDeposit,
      refund_amount: paid - newDeposit,
      new_remain_amount: q.new_total_price - newDeposit,
    });
    expect(q.refund_amount).toBe(paid - newDeposit);
    expect(q.refund_amount).toBeLessThan(-q.price_difference);
    expect(q.price_summary).toMatchObject({
      deposit_amount: newDeposit,
      remain_amount: q.new_total_price - newDeposit,
    });

    const done = await commit(booked.confirmation_number, change, q.new_total_price);
    expect(done.reservation.payment!.refunds.map((r) => [r.cause, r.amount, r.status])).toEqual([
      ['itinerary_change', paid - newDeposit, 'succeeded'],
    ]);
    expect(done.reservation).toMatchObject({
      deposit_amount: newDeposit,
      remain_amount: q.new_total_price - newDeposit,
    });
    expect(done.reservation.payment_terms).toMatchObject({
      deposit_amount: newDeposit,
      remain_amount: q.new_total_price - newDeposit,
    });
    expect(done.reservation.price_summary).toEqual(q.price_summary);

    // The cancellation reply shows the deposit given back at once, with the refund's state and amount.
    const cancelled = await api.request('PUT', `${path(booked.confirmation_number)}/cancel?${byEmail}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: 0,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const reply = reservationReplySchema.parse(cancelled.body);
    expect(reply).toMatchObject({ status: 'cancelled', deposit_amount: 0, remain_amount: 0 });
    expect(reply.payment!.refunds.map((r) => [r.cause, r.amount, r.status])).toEqual([
      ['itinerary_change', paid - newDeposit, 'succeeded'],
      ['cancellation', newDeposit, 'succeeded'],
    ]);
    expect(reply.payment).toMatchObject({ status: 'refunded', refunded_amount: paid });
  });

  it('a cancelled deposit whose refund the provider declines still shows the deposit as held, with the failed refund', async () => {
    const rooms = [
      { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 },
    ];
    const booked = await book({
      checkin_date: '2026-04-27',
      checkout_date: '2026-04-28',
      rooms,
      payment_type: 'credit_card_deposit',
      card_token: await tokenize('4000000000003113'),
    });
    const cancelled = await api.request('PUT', `${path(booked.confirmation_number)}/cancel?${byEmail}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: 0,
    });
    const reply = reservationReplySchema.parse(cancelled.body);
    expect(reply.payment!.refunds.map((r) => [r.cause, r.amount, r.status])).toEqual([
      ['cancellation', booked.deposit_amount, 'failed'],
    ]);
    expect(reply.deposit_amount).toBe(booked.deposit_amount);
  });

  it('quotes and refunds a stay paid in USD at the rate stored on the reservation, not the rate of today', async () => {
    const shown = (
      await api.request(
        'GET',
        '/book/hotels/demo-kyoto/rooms?checkin=2026-05-11&checkout=2026-05-14&rooms=2-0&mcp_currency=USD',
      )
    ).body.mcp_currency;
    expect(shown.rate).toBe('0.0067');
    const booked = await book({
      checkin_date: '2026-05-11',
      checkout_date: '2026-05-14',
      payment_type: 'credit_card',
      card_token: await tokenize(),
      mcp_currency: 'USD',
      mcp_rate_updated_at: shown.rate_updated_at,
    });
    const charged = convertMinorUnits(booked.total_price, 'JPY', 'USD', '0.0067');
    expect(booked.payment).toMatchObject({ currency: 'USD', amount: charged });
    await api.travelTo('2026-03-02T05:00:00Z');
    expect(
      (await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: '0.0090' }, staff)).status,
    ).toBe(200);
    try {
      const change = { checkin_date: '2026-05-11', checkout_date: '2026-05-12' };
      const q = await quote(booked.confirmation_number, change);
      const kept = convertMinorUnits(q.new_total_price, 'JPY', 'USD', '0.0067');
      expect(q.mcp).toEqual({
        currency: 'USD',
        rate: '0.0067',
        rate_updated_at: shown.rate_updated_at,
        current_total_price: charged,
        new_total_price: kept,
        removed_extras_price: 0,
        refund_amount: charged - kept,
      });
      expect(q.refund_amount).toBe(booked.total_price - q.new_total_price);
      const done = await commit(booked.confirmation_number, change, q.new_total_price);
      expect(done.reservation.payment!.refunds.map((r) => [r.amount, r.status])).toEqual([
        [charged - kept, 'succeeded'],
      ]);
      expect(done.reservation.payment).toMatchObject({ currency: 'USD', refunded_amount: charged - kept });
      // A later cancellation gives back the rest of the USD charge, still at the stored rate.
      const cancelled = await api.request('PUT', `${path(booked.confirmation_number)}/cancel?${byEmail}`, {
        reason: 'change_of_plans',
        cancellation_fee_displayed: 0,
      });
      expect(reservationReplySchema.parse(cancelled.body).payment).toMatchObject({
        status: 'refunded',
        refunded_amount: charged,
      });
    } finally {
      await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: '0.0067' }, staff);
    }
  });

  it('a deposit paid in USD: the shorter stay refunds the USD deposit beyond the new one, and a cancellation shows nothing held', async () => {
    const shown = (
      await api.request(
        'GET',
        '/book/hotels/demo-kyoto/rooms?checkin=2026-05-25&checkout=2026-05-27&rooms=2-0&mcp_currency=USD',
      )
    ).body.mcp_currency;
    const rooms = [
      { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 },
    ];
    const booked = await book({
      checkin_date: '2026-05-25',
      checkout_date: '2026-05-27',
      rooms,
      payment_type: 'credit_card_deposit',
      card_token: await tokenize(),
      mcp_currency: 'USD',
      mcp_rate_updated_at: shown.rate_updated_at,
    });
    const paid = Math.floor((booked.total_price * 40) / 100);
    expect(booked.payment).toMatchObject({
      currency: 'USD',
      amount: convertMinorUnits(paid, 'JPY', 'USD', shown.rate),
    });
    const change = { checkin_date: '2026-05-25', checkout_date: '2026-05-26' };
    const q = await quote(booked.confirmation_number, change);
    const newDeposit = Math.floor((q.new_total_price * 40) / 100);
    const usd = (amount: number) => convertMinorUnits(amount, 'JPY', 'USD', shown.rate);
    expect(q.mcp!.refund_amount).toBe(usd(paid) - usd(newDeposit));
    const done = await commit(booked.confirmation_number, change, q.new_total_price);
    expect(done.reservation.payment!.refunds.map((r) => r.amount)).toEqual([usd(paid) - usd(newDeposit)]);
    expect(done.reservation.deposit_amount).toBe(newDeposit);
    const cancelled = await api.request('PUT', `${path(booked.confirmation_number)}/cancel?${byEmail}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: 0,
    });
    const reply = reservationReplySchema.parse(cancelled.body);
    expect(reply).toMatchObject({ deposit_amount: 0, remain_amount: 0 });
    expect(reply.payment).toMatchObject({ status: 'refunded', refunded_amount: usd(paid) });
  });

  it('refuses a commit whose quoted total still counts the removed extra', async () => {
    const dinner = await extraByCode('KY-KAISEKI');
    const booked = await book({
      checkin_date: '2026-05-18',
      checkout_date: '2026-05-20',
      extras: [{ extra_id: dinner.id, quantity: 1, date: '2026-05-19' }],
      total_extra_price: 12000,
    });
    const change = { checkin_date: '2026-05-18', checkout_date: '2026-05-19' };
    const q = await quote(booked.confirmation_number, change);
    const stale = await api.request('PUT', `${path(booked.confirmation_number)}?${byEmail}`, {
      ...change,
      quoted_total_price: q.new_total_price + 12000,
    });
    expect([stale.status, firstCode(stale.body)]).toEqual([409, 'update_total_changed']);
  });
});
