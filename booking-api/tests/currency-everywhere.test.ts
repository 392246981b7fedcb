import { expect, it } from 'vitest';
import {
  availabilityReplySchema,
  convertMinorUnits,
  depositAmountOf,
  hotelCurrenciesReplySchema,
  recommendationReplySchema,
  reservationReplySchema,
  roomSearchReplySchema,
} from '../../contract';
import { describeOnTestDatabases, DEMO_KEY, DEMO_SECRET, firstCode, reservationRequest } from './support/test-api';

// Multi-currency everywhere against a real database: deposits and full card payments
// charged in the chosen currency, the deposit shown in search results, calendar and recommender
// prices converted, and currency by IP.
describeOnTestDatabases('multi-currency everywhere on $name', (api) => {
  const staff = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
  const USD = '0.0067';
  const prepaid = [
    { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 },
  ];
  const tokenize = async (number = '4111111111111111') => {
    const reply = await api.request('POST', '/api/sandbox/tokens', {
      number,
      holder_name: 'HANAKO YAMADA',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.token as string;
  };
  const search = async (query: string) =>
    roomSearchReplySchema.parse((await api.request('GET', `/book/hotels/demo-kyoto/rooms?${query}`)).body);
  const prepaidPlan = (reply: ReturnType<typeof roomSearchReplySchema.parse>) =>
    reply.rooms.flatMap((room) => room.room_plan).find((plan) => plan.room_plan_code === 'KY-DLX-DOUBLE-PREPAID')!;
  const bookUsd = async (
    checkin: string,
    checkout: string,
    paymentType: 'credit_card_deposit' | 'credit_card_full',
  ) => {
    const shown = await search(`checkin=${checkin}&checkout=${checkout}&adults=2&mcp_currency=USD`);
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: checkin,
        checkout_date: checkout,
        rooms: prepaid,
        payment_type: paymentType,
        card_token: await tokenize(),
        mcp_currency: 'USD',
        mcp_rate_updated_at: shown.mcp_currency!.rate_updated_at,
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return { booked: reservationReplySchema.parse(reply.body), plan: prepaidPlan(shown) };
  };
  const path = (number: string) => `/book/hotels/demo-kyoto/reservations/${number}`;
  const byEmail = 'email=hanako.yamada%40example.com';

  it('charges a 40% deposit in USD, converted on its own, with the mcp amounts at the stored rate', async () => {
    const { booked, plan } = await bookUsd('2026-07-01', '2026-07-03', 'credit_card_deposit');
    const deposit = depositAmountOf(booked.total_price, 40);
    expect(booked.payment_terms).toMatchObject({
      method: 'credit_card_deposit',
      deposit_percentage: 40,
      deposit_amount: deposit,
    });
    // The card pays the deposit converted exactly (half up), not the converted total times 40%.
    expect(booked.payment).toMatchObject({
      status: 'captured',
      currency: 'USD',
      amount: convertMinorUnits(deposit, 'JPY', 'USD', USD),
    });
    expect(booked).toMatchObject({
      currency: 'JPY',
      mcp_currency: { code: 'USD', rate: USD },
      mcp_total_price: convertMinorUnits(booked.total_price, 'JPY', 'USD', USD),
      mcp_deposit_amount: convertMinorUnits(deposit, 'JPY', 'USD', USD),
      mcp_remain_amount: convertMinorUnits(booked.total_price - deposit, 'JPY', 'USD', USD),
    });
    // What the search showed before booking is what was charged.
    expect(plan.mcp_deposit_amount).toBe(booked.payment!.amount);

    // The hotel changes its rate afterwards: the reservation keeps the rate it was charged at.
    await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: '0.0080' }, staff);
    const later = reservationReplySchema.parse(
      (await api.request('GET', `${path(booked.confirmation_number)}?${byEmail}`)).body,
    );
    expect(later.mcp_currency).toMatchObject({ code: 'USD', rate: USD });
    expect(later.mcp_deposit_amount).toBe(booked.payment!.amount);
    await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: USD }, staff);

    // A free cancellation gives the deposit back to the card in USD, the amount it was charged.
    const cancelled = await api.request('PUT', `${path(booked.confirmation_number)}/cancel?${byEmail}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: 0,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = reservationReplySchema.parse(
      (await api.request('GET', `${path(booked.confirmation_number)}?${byEmail}`)).body,
    );
    expect(after.payment).toMatchObject({ currency: 'USD', refunded_amount: booked.payment!.amount });
  });

  it('charges credit_card_full in USD: the whole total converted', async () => {
    const { booked } = await bookUsd('2026-07-05', '2026-07-06', 'credit_card_full');
    const charged = convertMinorUnits(booked.total_price, 'JPY', 'USD', USD);
    expect(booked.payment).toMatchObject({ status: 'captured', currency: 'USD', amount: charged });
    expect(booked).toMatchObject({ mcp_total_price: charged, mcp_deposit_amount: charged, mcp_remain_amount: 0 });
  });

  it('keeps bank transfer in the hotel currency (card methods only pay in another currency)', async () => {
    const shown = await search('checkin=2026-07-08&checkout=2026-07-09&adults=2&mcp_currency=USD');
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: '2026-07-08',
        checkout_date: '2026-07-09',
        rooms: prepaid,
        payment_type: 'bank_transfer',
        mcp_currency: 'USD',
        mcp_rate_updated_at: shown.mcp_currency!.rate_updated_at,
      }),
    );
    expect(reply.status).toBe(422);
    expect(firstCode(reply.body)).toBe('1012');
  });

  it('shows the deposit share and amount of deposit plans in search results, also converted', async () => {
    const plain = await search('checkin=2026-07-10&checkout=2026-07-12&adults=2');
    const plan = prepaidPlan(plain);
    expect(plan).toMatchObject({ deposit_percentage: 40, deposit_amount: depositAmountOf(plan.total_price, 40) });
    // Plans without credit_card_deposit carry no deposit.
    const roomOnly = plain.rooms.flatMap((room) => room.room_plan).find((p) => p.room_plan_code === 'KY-STD-TWIN-RO')!;
    expect(roomOnly.deposit_percentage).toBeUndefined();
    const usd = prepaidPlan(await search('checkin=2026-07-10&checkout=2026-07-12&adults=2&mcp_currency=USD'));
    expect(usd.mcp_deposit_amount).toBe(convertMinorUnits(plan.deposit_amount!, 'JPY', 'USD', USD));
  });

  it('converts the availability calendar and the recommender with the hotel rate', async () => {
    const plain = availabilityReplySchema.parse(
      (await api.request('GET', '/book/hotels/demo-kyoto/rooms/availability?from=2026-07-01&to=2026-07-04&adults=2'))
        .body,
    );
    expect(plain.mcp_currency).toBeUndefined();
    const reply = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/rooms/availability?from=2026-07-01&to=2026-07-04&adults=2&mcp_currency=EUR',
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const eur = availabilityReplySchema.parse(reply.body);
    expect(eur.currency).toBe('JPY');
    expect(eur.mcp_currency).toMatchObject({ code: 'EUR', rate: '0.0061' });
    eur.availability.forEach((day, i) => {
      expect(day.lowest_price).toBe(plain.availability[i]!.lowest_price);
      expect(day.mcp_lowest_price).toBe(
        day.lowest_price === null ? null : convertMinorUnits(day.lowest_price, 'JPY', 'EUR', '0.0061'),
      );
    });
    expect(eur.availability.some((day) => day.mcp_lowest_price !== null)).toBe(true);
    const seoul = await api.request(
      'GET',
      '/book/hotels/demo-seoul/rooms/availability?from=2026-07-01&to=2026-07-04&adults=2&mcp_currency=USD',
    );
    expect(firstCode(seoul.body)).toBe('currency_not_available');

    const recommended = recommendationReplySchema.parse(
      (
        await api.request(
          'GET',
          '/book/hotels/demo-kyoto/rooms/recommendation?checkin=2026-07-20&checkout=2026-07-21&adults=2&mcp_currency=USD',
        )
      ).body,
    );
    expect(recommended.mcp_currency).toMatchObject({ code: 'USD', rate: USD });
    expect(recommended.recommendations.length).toBeGreaterThan(0);
    for (const r of recommended.recommendations)
      expect(r.mcp_total_price).toBe(convertMinorUnits(r.total_price, 'JPY', 'USD', USD));
  });

  it('detects the currency from the IP (IPv4, IPv6, longest prefix) or a trusted country, only when offered and enabled', async () => {
    const detected = async (hotel: string, query: string) => {
      const reply = await api.request('GET', `/book/hotels/${hotel}/currencies?${query}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return hotelCurrenciesReplySchema.parse(reply.body).detected_currency;
    };
    expect(await detected('demo-kyoto', '')).toBeNull();
    expect(await detected('demo-kyoto', 'client_ip=192.0.2.15')).toBe('USD');
    expect(await detected('demo-kyoto', 'client_ip=198.51.100.7')).toBe('EUR');
    expect(await detected('demo-kyoto', `client_ip=${encodeURIComponent('2001:db8:1::5')}`)).toBe('TWD');
    expect(await detected('demo-kyoto', `client_ip=${encodeURIComponent('2001:db8::9')}`)).toBe('USD');
    expect(await detected('demo-kyoto', 'client_ip=10.1.2.3')).toBeNull();
    expect(await detected('demo-kyoto', 'client_ip=not-an-ip')).toBeNull();
    // A trusted proxy's country wins over the address.
    expect(await detected('demo-kyoto', 'country=gb&client_ip=192.0.2.15')).toBe('GBP');
    // A country whose currency is not one of the 34 detects nothing.
    expect(await detected('demo-kyoto', 'country=FJ')).toBeNull();
    expect((await api.request('GET', '/book/hotels/demo-kyoto/currencies?country=USA')).status).toBe(400);
    // demo-seoul has multi-currency off: nothing is detected.
    expect(await detected('demo-seoul', 'client_ip=192.0.2.15')).toBeNull();

    // The hotel maintains the table: a more specific range wins; host bits are refused.
    expect(
      (
        await api.request('POST', '/api/staff/hotels/demo-kyoto/ip_country_ranges', {
          network: '192.0.2.128/25',
          country: 'au',
        })
      ).status,
    ).toBe(401);
    const added = await api.request(
      'POST',
      '/api/staff/hotels/demo-kyoto/ip_country_ranges',
      { network: '192.0.2.128/25', country: 'au' },
      staff,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toEqual({ network: '192.0.2.128/25', country: 'AU' });
    expect(await detected('demo-kyoto', 'client_ip=192.0.2.200')).toBe('AUD');
    expect(await detected('demo-kyoto', 'client_ip=192.0.2.15')).toBe('USD');
    const bad = await api.request(
      'POST',
      '/api/staff/hotels/demo-kyoto/ip_country_ranges',
      { network: '192.0.2.1/24', country: 'US' },
      staff,
    );
    expect(bad.status).toBe(400);
    expect(firstCode(bad.body)).toBe('1000');

    // A currency the hotel stops offering is not detected; nor is anything once the brand turns the setting off.
    await api.request('PUT', '/api/staff/hotels/demo-kyoto/currency_settings', { mcp_enabled: false }, staff);
    expect(await detected('demo-kyoto', 'client_ip=192.0.2.15')).toBeNull();
    await api.request('PUT', '/api/staff/hotels/demo-kyoto/currency_settings', { mcp_enabled: true }, staff);
    const off = await api.request('PUT', '/api/staff/hotels/demo-kyoto/currency_by_ip', { enabled: false }, staff);
    expect(off.body).toEqual({ brand: 'demo', enabled: false });
    expect(await detected('demo-kyoto', 'client_ip=192.0.2.15')).toBeNull();
    await api.request('PUT', '/api/staff/hotels/demo-kyoto/currency_by_ip', { enabled: true }, staff);
    expect(await detected('demo-kyoto', 'client_ip=192.0.2.15')).toBe('USD');
  });
});
