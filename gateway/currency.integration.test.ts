import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../booking-api/db/schema';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

/** Multi-currency through the gateway against the real booking API over HTTP (gateway/schema/currency). */
let realApi: RealBookingApi;
let gateway: Gateway;
const CLIENT_KEY = 'currency-widget';
const staff = () => ({
  authorization: `Basic ${Buffer.from(`${CLIENT_KEY}:${CLIENT_KEY}-secret`).toString('base64')}`,
  'content-type': 'application/json',
});

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: CLIENT_KEY });
  gateway = realApi.gateway;
});
afterAll(() => realApi?.close());

const CURRENCIES = /* GraphQL */ `
  query Currencies($code: String!) {
    currencies(code: $code) {
      hotelCurrency
      mcpEnabled
      suggested
      currencies {
        code
        decimals
        symbol
        rate
        rateUpdatedAt
        suggested
      }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query Search($search: RoomSearchInput!) {
    rooms(code: "demo-kyoto", search: $search) {
      mcpCurrency {
        code
        rate
        rateUpdatedAt
      }
      rooms {
        roomTypeCode
        plans {
          roomPlanCode
          totalPrice
          roomPrice
          currency
          mcpTotalPrice
          mcpTax
          mcpRoomPrice
          mcpRoomTax
        }
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: CreateReservationInput!, $key: String!) {
    createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) {
      confirmationNumber
      status
      currency
      totalPrice
      mcpCurrency
      mcpTotalPrice
      payment {
        status
        amount
        currency
        card {
          brand
        }
      }
    }
  }
`;

async function token(number: string): Promise<string> {
  const reply = await fetch(`${realApi.apiUrl}/api/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number,
      holder_name: 'HANAKO YAMADA',
      expiry_month: 12,
      expiry_year: 2033,
      security_code: '123',
    }),
  });
  return ((await reply.json()) as { token: string }).token;
}

const stay = { checkin: '2030-06-01', checkout: '2030-06-03', adults: 2, roomCount: 1 };
const booking = async (number: string, extra: Record<string, unknown>) => ({
  checkinDate: stay.checkin,
  checkoutDate: stay.checkout,
  rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
  guest: { firstName: 'John', lastName: 'Smith', email: 'john@example.com', phone: '+15551234567' },
  paymentType: 'credit_card',
  cardToken: await token(number),
  ...extra,
});

describe('multi-currency through the gateway', () => {
  it('lists the 34-currency selector with decimals, symbols and the suggested list; empty when the hotel has it off', async () => {
    const kyoto = await postGraphql(gateway, CURRENCIES, { code: 'demo-kyoto' });
    expect(kyoto.errors).toBeUndefined();
    const list = kyoto.data!.currencies;
    expect(list).toMatchObject({
      hotelCurrency: 'JPY',
      mcpEnabled: true,
      suggested: ['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD'],
    });
    expect(list.currencies).toHaveLength(34);
    const byCode = Object.fromEntries(list.currencies.map((c: { code: string }) => [c.code, c]));
    expect(byCode.USD).toMatchObject({ decimals: 2, symbol: '$', suggested: true });
    expect(byCode.TWD).toMatchObject({ decimals: 0, symbol: 'NT$', suggested: true });
    expect(byCode.CHF).toMatchObject({ decimals: 2, symbol: 'CHF', suggested: false });
    expect(byCode.JPY).toMatchObject({ rate: '1', symbol: '¥' });

    const seoul = await postGraphql(gateway, CURRENCIES, { code: 'demo-seoul' });
    expect(seoul.data!.currencies).toMatchObject({ hotelCurrency: 'KRW', mcpEnabled: false, currencies: [] });
  });

  it('prices a search in USD with the same numbers as the booking API, and refuses an unoffered currency', async () => {
    const usd = await postGraphql(gateway, SEARCH, { search: { ...stay, mcpCurrency: 'USD' } });
    expect(usd.errors).toBeUndefined();
    const rooms = usd.data!.rooms;
    expect(rooms.mcpCurrency).toMatchObject({ code: 'USD' });
    const plan = rooms.rooms[0].plans[0];
    expect(plan.currency).toBe('JPY');
    const rest = await fetch(
      `${realApi.apiUrl}/book/hotels/demo-kyoto/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&mcp_currency=USD`,
      {
        headers: { 'Client-Session': await clientSession() },
      },
    );
    const restPlan = (
      (await rest.json()) as {
        rooms: { room_plan: { room_plan_code: string; mcp_total_price: number; mcp_room_price: number }[] }[];
      }
    ).rooms[0]!.room_plan[0]!;
    expect(restPlan.room_plan_code).toBe(plan.roomPlanCode);
    expect(plan.mcpTotalPrice).toBe(restPlan.mcp_total_price);
    expect(plan.mcpRoomPrice).toBe(restPlan.mcp_room_price);
    expect(plan.mcpTotalPrice).toBeGreaterThan(0);

    const plain = await postGraphql(gateway, SEARCH, { search: stay });
    expect(plain.data!.rooms.mcpCurrency).toBeNull();
    expect(plain.data!.rooms.rooms[0].plans[0].mcpTotalPrice).toBeNull();

    const seoulNot = await postGraphql(gateway, SEARCH.replace('demo-kyoto', 'demo-seoul'), {
      search: { ...stay, mcpCurrency: 'USD' },
    });
    expect(seoulNot.errors?.[0]?.extensions).toMatchObject({ code: 'currency_not_available', status: 422 });
    const malformed = await postGraphql(gateway, SEARCH, { search: { ...stay, mcpCurrency: 'US DOLLAR' } });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
  });

  it('books in USD by Visa at the shown rate; a rate changed since display is exchange_rate_updated', async () => {
    const shown = (await postGraphql(gateway, SEARCH, { search: { ...stay, mcpCurrency: 'USD' } })).data!.rooms;
    const plan = shown.rooms
      .find((room: { roomTypeCode: string }) => room.roomTypeCode === 'KY-STD-TWIN')
      .plans.find((p: { roomPlanCode: string }) => p.roomPlanCode === 'KY-STD-TWIN-RO');
    const created = await postGraphql(gateway, CREATE, {
      input: await booking('4111111111111111', {
        mcpCurrency: 'USD',
        mcpRateUpdatedAt: shown.mcpCurrency.rateUpdatedAt,
      }),
      key: 'gw-mcp-0001',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createReservation).toMatchObject({
      status: 'done',
      currency: 'JPY',
      totalPrice: plan.totalPrice,
      mcpCurrency: 'USD',
      mcpTotalPrice: plan.mcpTotalPrice,
      payment: { status: 'captured', currency: 'USD', amount: plan.mcpTotalPrice, card: { brand: 'visa' } },
    });

    // JCB may not pay in USD (SPEC.md section 5).
    const jcb = await postGraphql(gateway, CREATE, {
      input: await booking('3530111333300000', {
        mcpCurrency: 'USD',
        mcpRateUpdatedAt: shown.mcpCurrency.rateUpdatedAt,
      }),
      key: 'gw-mcp-0002',
    });
    expect(jcb.errors?.[0]?.extensions).toMatchObject({ status: 422 });

    const changed = await fetch(`${realApi.apiUrl}/api/staff/hotels/demo-kyoto/exchange_rates/USD`, {
      method: 'PUT',
      headers: staff(),
      body: JSON.stringify({ rate: '0.0071' }),
    });
    expect(changed.status).toBe(200);
    // This API's clock is fixed, so the staff call stamps the same instant; stamp it an hour later
    // as a real clock would have.
    await realApi.database.db
      .update(exchangeRates)
      .set({ updatedAt: new Date('2030-04-01T02:00:00Z') })
      .where(eq(exchangeRates.currency, 'USD'));
    const stale = await postGraphql(gateway, CREATE, {
      input: await booking('4111111111111111', {
        mcpCurrency: 'USD',
        mcpRateUpdatedAt: shown.mcpCurrency.rateUpdatedAt,
      }),
      key: 'gw-mcp-0003',
    });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'exchange_rate_updated', status: 409 });
  });
});

async function clientSession(): Promise<string> {
  const reply = await fetch(`${realApi.apiUrl}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: CLIENT_KEY, secret: `${CLIENT_KEY}-secret` }),
  });
  return ((await reply.json()) as { data: { client_session: string } }).data.client_session;
}
