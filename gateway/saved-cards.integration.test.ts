import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../booking-api';
import { hotels, memberSessions, members } from '../booking-api/db/schema';
import { sha256Hex } from '../booking-api/security/secrets';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

const NOW = '2030-04-01T01:00:00Z';

let database: Database;
let gateway: Gateway;
let apiUrl: string;

let realApi: RealBookingApi;

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'saved-card-widget', now: NOW });
  database = realApi.database;
  gateway = realApi.gateway;
  apiUrl = realApi.apiUrl;
});

afterAll(() => realApi?.close());

async function member(n: number): Promise<Record<string, string>> {
  const [hotel] = await database.db.select().from(hotels).where(eq(hotels.code, 'demo-kyoto'));
  const now = new Date(NOW);
  const [m] = await database.db
    .insert(members)
    .values({
      brandId: hotel!.brandId,
      email: `gw-card${n}@example.com`,
      passwordHash: 'x',
      firstName: 'Card',
      lastName: 'Holder',
      status: 'active',
      membershipId: `GW-${n}`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const token = `gw-saved-card-session-${n}`;
  await database.db.insert(memberSessions).values({
    memberId: m!.id,
    brandId: hotel!.brandId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return { Authorization: `Bearer ${token}` };
}

async function token(number: string): Promise<string> {
  const reply = await fetch(`${apiUrl}/api/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number,
      holder_name: 'CARD HOLDER',
      expiry_month: 12,
      expiry_year: 2033,
      security_code: '123',
    }),
  });
  return ((await reply.json()) as { token: string }).token;
}

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateReservationInput!, $key: String!) {
    createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) {
      confirmationNumber
      status
      payment {
        status
        amount
        card {
          brand
          last4
        }
      }
    }
  }
`;
const CARDS = /* GraphQL */ `
  query {
    savedCards(code: "demo-kyoto") {
      cardId
      brand
      last4
      expiryMonth
      expiryYear
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($id: String!) {
    deleteSavedCard(code: "demo-kyoto", cardId: $id) {
      cardId
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation ($n: String!) {
    cancelReservation(
      code: "demo-kyoto"
      confirmationNumber: $n
      email: "gw@example.com"
      input: { reason: change_of_plans, cancellationFeeDisplayed: 0 }
    ) {
      status
      payment {
        status
        amount
        refundedAmount
        refunds {
          cause
          amount
          status
          failureCode
        }
      }
    }
  }
`;
const stay = (checkin: string, checkout: string, payment: Record<string, unknown>) => ({
  checkinDate: checkin,
  checkoutDate: checkout,
  rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
  guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'gw@example.com', phone: '+819012345678' },
  paymentType: 'credit_card',
  ...payment,
});

describe('saved cards and refunds through the gateway (mapping only)', () => {
  it('saves a card at payment, pays with it, hides it from another member, refunds a cancellation', async () => {
    const a = await member(1);
    const b = await member(2);
    const first = await postGraphql(
      gateway,
      CREATE,
      {
        input: stay('2030-05-10', '2030-05-11', { cardToken: await token('4111111111111111'), saveCard: true }),
        key: 'gw-card-0001',
      },
      a,
    );
    expect(first.errors).toBeUndefined();
    const listed = await postGraphql(gateway, CARDS, {}, a);
    expect(listed.data!.savedCards).toMatchObject([
      { brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2033 },
    ]);
    const cardId = listed.data!.savedCards[0].cardId as string;

    const second = await postGraphql(
      gateway,
      CREATE,
      { input: stay('2030-05-12', '2030-05-13', { savedCardId: cardId }), key: 'gw-card-0002' },
      a,
    );
    expect(second.errors).toBeUndefined();
    expect(second.data!.createReservation).toMatchObject({
      status: 'done',
      payment: { status: 'captured', card: { brand: 'visa', last4: '1111' } },
    });

    expect((await postGraphql(gateway, CARDS, {}, b)).data!.savedCards).toEqual([]);
    const stolen = await postGraphql(
      gateway,
      CREATE,
      { input: stay('2030-05-14', '2030-05-15', { savedCardId: cardId }), key: 'gw-card-0003' },
      b,
    );
    expect(stolen.errors?.[0]?.extensions).toMatchObject({ code: 'saved_card_not_found', status: 404 });
    expect((await postGraphql(gateway, DELETE, { id: cardId }, b)).errors?.[0]?.extensions).toMatchObject({
      code: 'saved_card_not_found',
    });

    const cancelled = await postGraphql(gateway, CANCEL, { n: second.data!.createReservation.confirmationNumber }, a);
    expect(cancelled.errors).toBeUndefined();
    const { amount } = second.data!.createReservation.payment;
    expect(cancelled.data!.cancelReservation).toEqual({
      status: 'cancelled',
      payment: {
        status: 'refunded',
        amount,
        refundedAmount: amount,
        refunds: [{ cause: 'cancellation', amount, status: 'succeeded', failureCode: null }],
      },
    });

    expect((await postGraphql(gateway, DELETE, { id: cardId }, a)).data!.deleteSavedCard).toEqual([]);
  });
});
