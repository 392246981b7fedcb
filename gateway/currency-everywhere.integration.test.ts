import { describe, expect, it } from 'vitest';
import { convertMinorUnits, depositAmountOf } from '../contract';
import { startRealBookingApi, useRealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

/**
 * Multi-currency everywhere through the gateway against the real booking API over HTTP: the detected
 * currency from trusted proxy headers only, converted calendar and recommender prices, the deposit of search results, and a deposit booking charged in USD.
 */
const trusted = useRealBookingApi({
  clientKey: 'currency-ip-widget',
  gateway: { guestLocation: { countryHeader: 'CF-IPCountry', trustProxy: true } },
});

const DETECTED = /* GraphQL */ `
  query Detected($code: String!) {
    currencies(code: $code) {
      detected
    }
  }
`;
const USD = '0.0067';

async function tokenOf(apiUrl: string): Promise<string> {
  const reply = await fetch(`${apiUrl}/api/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4111111111111111',
      holder_name: 'HANAKO YAMADA',
      expiry_month: 12,
      expiry_year: 2033,
      security_code: '123',
    }),
  });
  return ((await reply.json()) as { token: string }).token;
}

describe('currency by IP through the gateway', () => {
  it('forwards the trusted proxy headers: the country header, else the address the proxy appended last', async () => {
    const detected = async (headers: Record<string, string>, code = 'demo-kyoto') => {
      const reply = await trusted.gql(DETECTED, { code }, headers);
      expect(reply.errors).toBeUndefined();
      return reply.data!.currencies.detected;
    };
    expect(await detected({})).toBeNull();
    // The first entry is the client's own claim; the proxy's (last) entry is the one looked up.
    expect(await detected({ 'X-Forwarded-For': '203.0.113.9, 192.0.2.15' })).toBe('USD');
    expect(await detected({ 'X-Forwarded-For': '2001:db8:1::5' })).toBe('TWD');
    expect(await detected({ 'CF-IPCountry': 'de', 'X-Forwarded-For': '192.0.2.15' })).toBe('EUR');
    // Cloudflare's "unknown" and Tor values are not countries.
    expect(await detected({ 'CF-IPCountry': 'T1' })).toBeNull();
    expect(await detected({ 'X-Forwarded-For': '192.0.2.15' }, 'demo-seoul')).toBeNull();
  });

  it('forwards nothing when not configured to trust a proxy', async () => {
    const plain = await startRealBookingApi({ clientKey: 'currency-ip-untrusted' });
    try {
      const reply = await postGraphql(
        plain.gateway,
        DETECTED,
        { code: 'demo-kyoto' },
        { 'X-Forwarded-For': '192.0.2.15', 'CF-IPCountry': 'US' },
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.currencies.detected).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('prices in the chosen currency through the gateway', () => {
  it('converts the availability calendar and the recommender', async () => {
    const calendar = await trusted.gql(/* GraphQL */ `
      query {
        roomAvailability(code: "demo-kyoto", from: "2030-06-01", to: "2030-06-04", adults: 2, mcpCurrency: "USD") {
          currency
          mcpCurrency {
            code
            rate
          }
          days {
            date
            lowestPrice
            mcpLowestPrice
          }
        }
      }
    `);
    expect(calendar.errors).toBeUndefined();
    const availability = calendar.data!.roomAvailability;
    expect(availability).toMatchObject({ currency: 'JPY', mcpCurrency: { code: 'USD', rate: USD } });
    for (const day of availability.days) {
      expect(day.mcpLowestPrice).toBe(
        day.lowestPrice === null ? null : convertMinorUnits(day.lowestPrice, 'JPY', 'USD', USD),
      );
    }
    expect(availability.days.some((day: { mcpLowestPrice: number | null }) => day.mcpLowestPrice !== null)).toBe(true);

    const recommender = await trusted.gql(/* GraphQL */ `
      query {
        roomRecommendations(
          code: "demo-kyoto"
          search: { checkin: "2030-06-10", checkout: "2030-06-11", adults: 2, mcpCurrency: "EUR" }
        ) {
          totalPrice
          currency
          mcpCurrency
          mcpTotalPrice
        }
      }
    `);
    expect(recommender.errors).toBeUndefined();
    const list = recommender.data!.roomRecommendations as {
      totalPrice: number;
      mcpCurrency: string;
      mcpTotalPrice: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    for (const r of list)
      expect(r).toMatchObject({
        mcpCurrency: 'EUR',
        mcpTotalPrice: convertMinorUnits(r.totalPrice, 'JPY', 'EUR', '0.0061'),
      });
  });

  it('shows the deposit of deposit plans and books a deposit charged in USD, with the mcp amounts', async () => {
    const searched = await trusted.gql(/* GraphQL */ `
      query {
        rooms(
          code: "demo-kyoto"
          search: { checkin: "2030-06-20", checkout: "2030-06-22", adults: 2, mcpCurrency: "USD" }
        ) {
          mcpCurrency {
            rateUpdatedAt
          }
          rooms {
            plans {
              roomPlanCode
              totalPrice
              depositPercentage
              depositAmount
              mcpDepositAmount
            }
          }
        }
      }
    `);
    expect(searched.errors).toBeUndefined();
    const plans = searched.data!.rooms.rooms.flatMap((room: { plans: unknown[] }) => room.plans) as {
      roomPlanCode: string;
      totalPrice: number;
      depositPercentage: number | null;
      depositAmount: number | null;
      mcpDepositAmount: number | null;
    }[];
    const prepaid = plans.find((plan) => plan.roomPlanCode === 'KY-DLX-DOUBLE-PREPAID')!;
    const deposit = depositAmountOf(prepaid.totalPrice, 40);
    expect(prepaid).toMatchObject({
      depositPercentage: 40,
      depositAmount: deposit,
      mcpDepositAmount: convertMinorUnits(deposit, 'JPY', 'USD', USD),
    });
    expect(plans.find((plan) => plan.roomPlanCode === 'KY-STD-TWIN-RO')).toMatchObject({
      depositPercentage: null,
      depositAmount: null,
    });

    const created = await trusted.gql(
      /* GraphQL */ `
        mutation ($input: CreateReservationInput!) {
          createReservation(code: "demo-kyoto", input: $input, idempotencyKey: "gw-mcp-deposit-1") {
            totalPrice
            depositAmount
            mcpCurrency
            mcpRate
            mcpTotalPrice
            mcpDepositAmount
            mcpRemainAmount
            payment {
              amount
              currency
            }
          }
        }
      `,
      {
        input: {
          checkinDate: '2030-06-20',
          checkoutDate: '2030-06-22',
          rooms: [{ roomTypeCode: 'KY-DLX-DOUBLE', roomPlanCode: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 }],
          guest: { firstName: 'John', lastName: 'Smith', email: 'john@example.com', phone: '+15551234567' },
          paymentType: 'credit_card_deposit',
          cardToken: await tokenOf(trusted.apiUrl),
          mcpCurrency: 'USD',
          mcpRateUpdatedAt: searched.data!.rooms.mcpCurrency.rateUpdatedAt,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const reservation = created.data!.createReservation;
    const charged = convertMinorUnits(deposit, 'JPY', 'USD', USD);
    expect(reservation).toMatchObject({
      totalPrice: prepaid.totalPrice,
      depositAmount: deposit,
      mcpCurrency: 'USD',
      mcpRate: USD,
      mcpDepositAmount: charged,
      mcpTotalPrice: convertMinorUnits(prepaid.totalPrice, 'JPY', 'USD', USD),
      mcpRemainAmount: convertMinorUnits(prepaid.totalPrice - deposit, 'JPY', 'USD', USD),
      payment: { amount: charged, currency: 'USD' },
    });
  });
});
