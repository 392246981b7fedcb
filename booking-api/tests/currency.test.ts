import { describe, expect, it } from 'vitest';
import { convertMinorUnits, hotelCurrenciesReplySchema, roomSearchReplySchema } from '../../contract';
import {
  describeOnTestDatabases,
  DEMO_KEY,
  DEMO_SECRET,
  START,
  firstCode,
  reservationRequest,
} from './support/test-api';

// Multi-currency against a real database: the hotel's rates, mcp_enabled, and rooms searched with mcp_currency.
describeOnTestDatabases('multi-currency on $name', (api) => {
  const staffHeaders = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
  const search = (hotel: string, extra = '') =>
    api.request('GET', `/book/hotels/${hotel}/rooms?checkin=2026-04-10&checkout=2026-04-12&adults=2${extra}`);

  it('offers the seeded currencies at demo-kyoto only, with mcp_enabled in the widget settings', async () => {
    const kyoto = hotelCurrenciesReplySchema.parse(
      (await api.request('GET', '/book/hotels/demo-kyoto/currencies')).body,
    );
    expect(kyoto.mcp_enabled).toBe(true);
    expect(kyoto.hotel_currency).toBe('JPY');
    expect(kyoto.currencies).toHaveLength(34);
    expect(kyoto.currencies.find((c) => c.code === 'USD')).toMatchObject({ decimals: 2, symbol: '$', rate: '0.0067' });
    expect(kyoto.suggested).toEqual(['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD']);
    const seoul = hotelCurrenciesReplySchema.parse(
      (await api.request('GET', '/book/hotels/demo-seoul/currencies')).body,
    );
    expect(seoul).toMatchObject({ mcp_enabled: false, currencies: [], suggested: [] });
    expect((await api.request('GET', '/book/hotels/demo-kyoto/settings/booking_widget')).body.mcp_enabled).toBe(true);
    expect((await api.request('GET', '/book/hotels/demo-seoul/settings/booking_widget')).body.mcp_enabled).toBe(false);
  });

  it('converts every plan price of a rooms search asked with mcp_currency, exactly and half up', async () => {
    const plain = roomSearchReplySchema.parse((await search('demo-kyoto')).body);
    expect(plain.mcp_currency).toBeUndefined();
    const reply = await search('demo-kyoto', '&mcp_currency=USD');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const usd = roomSearchReplySchema.parse(reply.body);
    expect(usd.mcp_currency).toEqual({ code: 'USD', rate: '0.0067', rate_updated_at: START.replace('Z', '.000Z') });
    const plan = usd.rooms[0]!.room_plan[0]!;
    expect(plan.currency).toBe('JPY');
    expect(plan.mcp_total_price).toBe(convertMinorUnits(plan.total_price, 'JPY', 'USD', '0.0067'));
    // e.g. 28,000 yen -> 187.60 USD = 18760 cents.
    expect(plan.mcp_total_price).toBe(Math.round(plan.total_price * 0.67));
    expect(plan.mcp_room_price).toBe(convertMinorUnits(plan.room_price, 'JPY', 'USD', '0.0067'));
    expect(usd.rooms.map((r) => r.room_type_code)).toEqual(plain.rooms.map((r) => r.room_type_code));
  });

  it('refuses a currency the hotel does not offer, and an unknown code', async () => {
    const seoul = await search('demo-seoul', '&mcp_currency=USD');
    expect(seoul.status).toBe(422);
    expect(firstCode(seoul.body)).toBe('currency_not_available');
    const bogus = await search('demo-kyoto', '&mcp_currency=XYZ');
    expect(bogus.status).toBe(400);
    expect(firstCode(bogus.body)).toBe('1000');
  });

  it('lets the hotel maintain a rate behind the API-client secret, stamping updated_at by the clock', async () => {
    expect(
      (await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: '0.0070' })).status,
    ).toBe(401);
    const bad = await api.request(
      'PUT',
      '/api/staff/hotels/demo-kyoto/exchange_rates/USD',
      { rate: '-1' },
      staffHeaders,
    );
    expect(firstCode(bad.body)).toBe('1000');
    await api.travelTo('2026-03-03T00:00:00Z');
    const saved = await api.request(
      'PUT',
      '/api/staff/hotels/demo-kyoto/exchange_rates/USD',
      { rate: '0.0070' },
      staffHeaders,
    );
    expect(saved.body).toEqual({ currency: 'USD', rate: '0.007', updated_at: '2026-03-03T00:00:00.000Z' });
    const usd = roomSearchReplySchema.parse((await search('demo-kyoto', '&mcp_currency=usd')).body);
    expect(usd.mcp_currency).toEqual({ code: 'USD', rate: '0.007', rate_updated_at: '2026-03-03T00:00:00.000Z' });
    const plan = usd.rooms[0]!.room_plan[0]!;
    expect(plan.mcp_total_price).toBe(plan.total_price * 0.7);
    await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: '0.0067' }, staffHeaders);
    const off = await api.request(
      'PUT',
      '/api/staff/hotels/demo-kyoto/currency_settings',
      { mcp_enabled: false },
      staffHeaders,
    );
    expect(off.body).toMatchObject({ mcp_enabled: false, currencies: [] });
    expect(firstCode((await search('demo-kyoto', '&mcp_currency=USD')).body)).toBe('currency_not_available');
    await api.request('PUT', '/api/staff/hotels/demo-kyoto/currency_settings', { mcp_enabled: true }, staffHeaders);
  });

  describe('a booking in USD paid by card', () => {
    const tokenize = async (number: string) => {
      const reply = await api.request('POST', '/api/sandbox/tokens', {
        number,
        holder_name: 'HANAKO YAMADA',
        expiry_month: 12,
        expiry_year: 2030,
        security_code: number.startsWith('37') ? '1234' : '123',
      });
      expect(reply.status).toBe(201);
      return reply.body.token as string;
    };
    const shownRate = async () =>
      roomSearchReplySchema.parse((await search('demo-kyoto', '&mcp_currency=USD')).body).mcp_currency!;
    const book = async (dates: [string, string], extra: Record<string, unknown>) =>
      api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({ checkin_date: dates[0], checkout_date: dates[1], ...extra } as never),
      );

    it('charges the converted total in USD on a Visa card at the rate shown', async () => {
      const rate = await shownRate();
      const reply = await book(['2026-06-01', '2026-06-02'], {
        payment_type: 'credit_card',
        card_token: await tokenize('4111111111111111'),
        mcp_currency: 'USD',
        mcp_rate_updated_at: rate.rate_updated_at,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(reply.body.status).toBe('done');
      expect(reply.body.currency).toBe('JPY');
      expect(reply.body.payment).toMatchObject({
        status: 'captured',
        currency: 'USD',
        amount: convertMinorUnits(reply.body.total_price, 'JPY', 'USD', '0.0067'),
      });
    });

    it('refuses other payment methods, JCB/Amex, and a rate that changed since display (exchange rate updated)', async () => {
      const rate = await shownRate();
      const onSite = await book(['2026-06-03', '2026-06-04'], {
        payment_type: 'on_site',
        mcp_currency: 'USD',
        mcp_rate_updated_at: rate.rate_updated_at,
      });
      expect(onSite.status).toBe(422);
      expect(firstCode(onSite.body)).toBe('1012');
      const jcb = await book(['2026-06-03', '2026-06-04'], {
        payment_type: 'credit_card',
        card_token: await tokenize('3530111333300000'),
        mcp_currency: 'USD',
        mcp_rate_updated_at: rate.rate_updated_at,
      });
      expect(firstCode(jcb.body)).toBe('3007');
      await api.travelTo('2026-03-02T05:00:00Z');
      await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: '0.0068' }, staffHeaders);
      const stale = await book(['2026-06-03', '2026-06-04'], {
        payment_type: 'credit_card',
        card_token: await tokenize('4111111111111111'),
        mcp_currency: 'USD',
        mcp_rate_updated_at: rate.rate_updated_at,
      });
      expect(stale.status).toBe(409);
      expect(firstCode(stale.body)).toBe('exchange_rate_updated');
      await api.request('PUT', '/api/staff/hotels/demo-kyoto/exchange_rates/USD', { rate: '0.0067' }, staffHeaders);
    });
  });
});
