import { expect, it } from 'vitest';
import {
  convertMinorUnits,
  depositAmountOf,
  priceQuoteReplySchema,
  reservationReplySchema,
  updateItineraryReplySchema,
} from '../../contract';
import { describeOnTestDatabases, reservationRequest } from './support/test-api';

// the price quote says what the chosen payment method charges now (deposit_amount) and
// leaves for the hotel (remain_amount), also in the chosen currency, exactly as the booking charges;
// and a USD deposit shortened then shows mcp deposit, remain and refunds that add up.
describeOnTestDatabases('quoted deposit and remain on $name', (api) => {
  const USD = '0.0067';
  const usd = (amount: number) => convertMinorUnits(amount, 'JPY', 'USD', USD);
  const prepaid = [
    { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 },
  ];
  const byEmail = 'email=hanako.yamada%40example.com';
  const path = (number: string) => `/book/hotels/demo-kyoto/reservations/${number}`;
  const quote = async (query: string) => {
    const reply = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/rooms/price?room_plan_codes=KY-DLX-DOUBLE-PREPAID,KY-DLX-DOUBLE-PREPAID&rooms=2-0,2-0&${query}`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return priceQuoteReplySchema.parse(reply.body);
  };
  const tokenize = async () => {
    const reply = await api.request('POST', '/api/sandbox/tokens', {
      number: '4111111111111111',
      holder_name: 'HANAKO YAMADA',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
    });
    expect(reply.status).toBe(201);
    return reply.body.token as string;
  };
  const bookUsdDeposit = async (checkin: string, checkout: string, rooms = prepaid) => {
    const shown = (
      await api.request(
        'GET',
        `/book/hotels/demo-kyoto/rooms?checkin=${checkin}&checkout=${checkout}&rooms=2-0&mcp_currency=USD`,
      )
    ).body.mcp_currency;
    const created = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: checkin,
        checkout_date: checkout,
        rooms,
        payment_type: 'credit_card_deposit',
        card_token: await tokenize(),
        mcp_currency: 'USD',
        mcp_rate_updated_at: shown.rate_updated_at,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return reservationReplySchema.parse(created.body);
  };

  it('quotes the deposit charged now and the rest paid at the hotel for the chosen method, per room and in all', async () => {
    const stay = 'checkin=2026-06-08&checkout=2026-06-10';
    const deposit = await quote(`${stay}&payment_type=credit_card_deposit`);
    const total = deposit.price_summary.total_price;
    expect(total).toBeGreaterThan(0);
    expect(deposit.price_summary).toMatchObject({
      deposit_amount: depositAmountOf(total, 40),
      remain_amount: total - depositAmountOf(total, 40),
    });
    for (const room of deposit.rooms) {
      expect(room.price_summary.deposit_amount).toBe(depositAmountOf(room.price_summary.total_price, 40));
    }
    expect(deposit.price_summary.mcp_deposit_amount).toBeUndefined();
    expect((await quote(`${stay}&payment_type=credit_card_full`)).price_summary).toMatchObject({
      deposit_amount: total,
      remain_amount: 0,
    });
    expect((await quote(`${stay}&payment_type=on_site`)).price_summary).toMatchObject({
      deposit_amount: 0,
      remain_amount: total,
    });
    // No method chosen yet: nothing is decided.
    expect((await quote(stay)).price_summary).toMatchObject({ deposit_amount: 0, remain_amount: 0 });
  });

  it('quotes in USD each amount converted on its own, and the booking charges the quoted USD deposit', async () => {
    const q = await quote('checkin=2026-06-15&checkout=2026-06-17&payment_type=credit_card_deposit&mcp_currency=usd');
    const s = q.price_summary;
    expect(s).toMatchObject({
      mcp_currency: 'USD',
      mcp_total_price: usd(s.total_price),
      mcp_deposit_amount: usd(s.deposit_amount),
      mcp_remain_amount: usd(s.remain_amount),
    });
    expect(q.rooms[0]!.price_summary).toMatchObject({
      mcp_currency: 'USD',
      mcp_deposit_amount: usd(q.rooms[0]!.price_summary.deposit_amount),
    });
    const booked = await bookUsdDeposit('2026-06-15', '2026-06-17', [...prepaid, ...prepaid]);
    expect(booked.total_price).toBe(s.total_price);
    expect(booked.payment).toMatchObject({ currency: 'USD', amount: s.mcp_deposit_amount });
    expect(booked).toMatchObject({ mcp_deposit_amount: s.mcp_deposit_amount, mcp_remain_amount: s.mcp_remain_amount });
    const unknown = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/rooms/price?checkin=2026-06-15&checkout=2026-06-17&room_plan_codes=KY-DLX-DOUBLE-PREPAID&rooms=2-0&mcp_currency=ZZ1',
    );
    expect(unknown.status).toBe(400);
  });

  it('after a shorter stay refunds part of a USD deposit, the reply shows mcp deposit, remain and refunded amounts that add up', async () => {
    const booked = await bookUsdDeposit('2026-06-22', '2026-06-25');
    const paid = depositAmountOf(booked.total_price, 40);
    expect(booked.payment).toMatchObject({ currency: 'USD', amount: usd(paid) });
    const change = { checkin_date: '2026-06-22', checkout_date: '2026-06-23' };
    const dry = await api.request('PUT', `${path(booked.confirmation_number)}?${byEmail}&dry_run=true`, change);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const newTotal = updateItineraryReplySchema.parse(dry.body).quote.new_total_price;
    const done = await api.request('PUT', `${path(booked.confirmation_number)}?${byEmail}`, {
      ...change,
      quoted_total_price: newTotal,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const after = reservationReplySchema.parse(
      (await api.request('GET', `${path(booked.confirmation_number)}?${byEmail}`)).body,
    );
    const newDeposit = depositAmountOf(newTotal, 40);
    expect(after).toMatchObject({
      total_price: newTotal,
      deposit_amount: newDeposit,
      remain_amount: newTotal - newDeposit,
    });
    expect(after).toMatchObject({
      mcp_currency: { code: 'USD', rate: USD },
      mcp_total_price: usd(newTotal),
      mcp_deposit_amount: usd(newDeposit),
      mcp_remain_amount: usd(newTotal - newDeposit),
    });
    // The card keeps exactly the USD deposit shown: charged minus given back.
    expect(after.payment).toMatchObject({
      currency: 'USD',
      amount: usd(paid),
      refunded_amount: usd(paid) - usd(newDeposit),
    });
    expect(after.payment!.amount - after.payment!.refunded_amount!).toBe(after.mcp_deposit_amount);
    expect(after.payment_terms).toMatchObject({ deposit_amount: newDeposit, remain_amount: newTotal - newDeposit });
    expect(after.price_summary).toMatchObject({
      deposit_amount: newDeposit,
      remain_amount: newTotal - newDeposit,
      mcp_currency: 'USD',
      mcp_deposit_amount: usd(newDeposit),
      mcp_remain_amount: usd(newTotal - newDeposit),
    });
  });
});
