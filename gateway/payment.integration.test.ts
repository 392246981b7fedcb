import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

let gateway: Gateway;
let apiUrl: string;

let realApi: RealBookingApi;

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'payment-widget' });
  gateway = realApi.gateway;
  apiUrl = realApi.apiUrl;
});

afterAll(() => realApi?.close());

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateReservationInput!, $key: String!) {
    createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) {
      confirmationNumber
      status
      paymentType
      payment {
        transactionId
        status
        challengeUrl
        expiresInSeconds
        failureCode
        card {
          brand
          last4
        }
      }
    }
  }
`;
const COMPLETE = /* GraphQL */ `
  mutation Complete($id: String!) {
    completeThreeDSecure(code: "demo-kyoto", transactionId: $id) {
      status
      failureCode
      reservation {
        status
        confirmationNumber
      }
      transitions {
        from
        to
        reason
      }
    }
  }
`;

async function token(number: string): Promise<string> {
  const reply = await fetch(`${apiUrl}/api/sandbox/tokens`, {
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
const input = async (number: string, checkin: string, checkout: string) => ({
  checkinDate: checkin,
  checkoutDate: checkout,
  rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
  guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
  paymentType: 'credit_card',
  cardToken: await token(number),
});

describe('payments through the gateway (mapping only)', () => {
  it('books by card with a challenge, then completes 3-D Secure and reads the transitions', async () => {
    const created = await postGraphql(gateway, CREATE, {
      input: await input('4000000000003089', '2030-05-01', '2030-05-02'),
      key: 'gw-pay-0001',
    });
    expect(created.errors).toBeUndefined();
    const reservation = created.data!.createReservation;
    expect(reservation).toMatchObject({
      status: 'payment_pending',
      paymentType: 'credit_card',
      payment: { status: 'pre_3d_secure', expiresInSeconds: 900, card: { brand: 'visa', last4: '3089' } },
    });

    const challenge = await fetch(`${apiUrl}${reservation.payment.challengeUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=password&action=submit',
      redirect: 'manual',
    });
    expect(challenge.status).toBe(303);

    const completed = await postGraphql(gateway, COMPLETE, { id: reservation.payment.transactionId });
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.completeThreeDSecure).toMatchObject({
      status: 'captured',
      failureCode: null,
      reservation: { status: 'done', confirmationNumber: reservation.confirmationNumber },
    });
    expect(completed.data!.completeThreeDSecure.transitions.map((t: { to: string }) => t.to)).toEqual([
      'initiated',
      'pre_3d_secure',
      'authorized',
      'capturing',
      'captured',
    ]);
  });

  it('a declined card is the payment code in extensions; a bad transaction id is refused before any call', async () => {
    const declined = await postGraphql(gateway, CREATE, {
      input: await input('4000000000003055', '2030-05-03', '2030-05-04'),
      key: 'gw-pay-0002',
    });
    expect(declined.errors?.[0]?.extensions).toMatchObject({ code: '3204', status: 402 });
    const bad = await postGraphql(gateway, COMPLETE, { id: 'not a payment' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
  });
});
