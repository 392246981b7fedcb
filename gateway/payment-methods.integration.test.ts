import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../booking-api/db/schema';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// Payment methods and receipts through the gateway against the real booking API (mapping only).
let api: RealBookingApi;
beforeAll(async () => {
  api = await startRealBookingApi({ clientKey: 'payment-methods-widget' });
});
afterAll(() => api?.close());

async function token(): Promise<string> {
  const reply = await fetch(`${api.apiUrl}/api/sandbox/tokens`, {
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

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateReservationInput!, $key: String!) {
    createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) {
      confirmationNumber
      status
      bypassToken
      totalPrice
      depositAmount
      remainAmount
      paymentTerms {
        method
        depositPercentage
        depositAmount
        remainAmount
        bankTransfer {
          bankName
          accountNumber
          transferReference
          amount
          currency
          dueAt
          paidAt
        }
      }
      payment {
        status
        amount
      }
    }
  }
`;
const RECEIPT = /* GraphQL */ `
  query ($n: String!, $token: String, $name: String!, $taxId: String) {
    receipt(code: "demo-kyoto", confirmationNumber: $n, bypassToken: $token, name: $name, taxId: $taxId) {
      receiptNumber
      receiptTitle
      receiptUnicode
      amount
      tax
      remainAmount
      currency
      paymentType
      reissueCount
      hotel {
        code
        name
      }
      nights
    }
  }
`;
const input = (paymentType: string, extra: Record<string, unknown> = {}) => ({
  checkinDate: '2030-05-10',
  checkoutDate: '2030-05-11',
  rooms: [{ roomTypeCode: 'KY-DLX-DOUBLE', roomPlanCode: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 }],
  guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'gw-pm@example.com', phone: '+819012345678' },
  paymentType,
  ...extra,
});

describe('payment methods and receipts through the gateway', () => {
  it('maps the deposit and the bank transfer terms of a reservation', async () => {
    const deposit = await postGraphql(api.gateway, CREATE, {
      input: input('credit_card_deposit', { cardToken: await token() }),
      key: 'gw-pm-0001',
    });
    expect(deposit.errors).toBeUndefined();
    const d = deposit.data!.createReservation;
    expect(d).toMatchObject({
      status: 'done',
      depositAmount: Math.floor((d.totalPrice * 40) / 100),
      payment: { status: 'captured', amount: d.depositAmount },
    });
    expect(d.paymentTerms).toEqual({
      method: 'credit_card_deposit',
      depositPercentage: 40,
      depositAmount: d.depositAmount,
      remainAmount: d.totalPrice - d.depositAmount,
      bankTransfer: null,
    });

    const transfer = await postGraphql(api.gateway, CREATE, { input: input('bank_transfer'), key: 'gw-pm-0002' });
    expect(transfer.errors).toBeUndefined();
    const t = transfer.data!.createReservation;
    expect(t).toMatchObject({ status: 'payment_pending', payment: null, remainAmount: 0 });
    expect(t.paymentTerms.bankTransfer).toEqual({
      bankName: 'Demo Bank of Kyoto',
      accountNumber: '1234567',
      transferReference: t.confirmationNumber,
      amount: t.totalPrice,
      currency: 'JPY',
      // 2030-04-01 10:00 in Kyoto: three days to pay, until the end of 4 April local time.
      dueAt: '2030-04-04T15:00:00.000Z',
      paidAt: null,
    });

    const refused = await postGraphql(api.gateway, CREATE, {
      input: { ...input('bank_transfer'), checkinDate: '2030-04-02', checkoutDate: '2030-04-03' },
      key: 'gw-pm-0003',
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'bank_transfer_too_late' });
  });

  it('answers the receipt with its codes: not yet, then the receipt for the owner; bad tax ids refused', async () => {
    const booked = await postGraphql(api.gateway, CREATE, {
      input: input('credit_card_full', {
        cardToken: await token(),
        checkinDate: '2030-05-20',
        checkoutDate: '2030-05-21',
      }),
      key: 'gw-pm-0004',
    });
    const { confirmationNumber: n, bypassToken, totalPrice } = booked.data!.createReservation;
    const early = await postGraphql(api.gateway, RECEIPT, { n, token: bypassToken, name: 'Yamada Trading' });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'receipt_not_yet_available' });
    // The stay is over (moved into the past in the database: the clock here is fixed).
    await api.database.db
      .update(reservations)
      .set({ checkinDate: '2030-03-20', checkoutDate: '2030-03-21' })
      .where(eq(reservations.confirmationNumber, n));
    const receipt = await postGraphql(api.gateway, RECEIPT, {
      n,
      token: bypassToken,
      name: 'Yamada Trading',
      taxId: '12345678',
    });
    expect(receipt.errors).toBeUndefined();
    expect(receipt.data!.receipt).toMatchObject({
      receiptNumber: `${n}-R1`,
      receiptTitle: 'Yamada Trading',
      receiptUnicode: '12345678',
      amount: totalPrice,
      remainAmount: 0,
      currency: 'JPY',
      paymentType: 'credit_card_full',
      reissueCount: 0,
      hotel: { code: 'demo-kyoto' },
      nights: 1,
    });
    const badTax = await postGraphql(api.gateway, RECEIPT, {
      n,
      token: bypassToken,
      name: 'Yamada Trading',
      taxId: '1234',
    });
    expect(badTax.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
    const stranger = await postGraphql(api.gateway, RECEIPT, { n, token: 'not-the-token', name: 'X' });
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ code: '1005' });
  });
});
