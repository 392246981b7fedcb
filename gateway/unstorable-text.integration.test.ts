import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../contract/storable-text';
import { useRealBookingApi } from './test-support/real-booking-api';

// A NUL or an unpaired surrogate in a GraphQL argument is refused like the booking API refuses it
// (code 1000 at the field), never a 500 from the database.
const { gql } = useRealBookingApi({ clientKey: 'unstorable-widget' });

const CREATE_RESERVATION = `mutation ($code: String!, $input: CreateReservationInput!, $key: String!) {
  createReservation(code: $code, input: $input, idempotencyKey: $key) { confirmationNumber } }`;
const SIGN_UP = `mutation ($code: String!, $input: SignUpInput!) { signUp(code: $code, input: $input) { email status } }`;

function expectRefusedAt(reply: Awaited<ReturnType<typeof gql>>, field: string) {
  expect(reply.data ?? null).toBeNull();
  const [error] = reply.errors ?? [];
  expect(error?.extensions).toMatchObject({ code: '1000', status: 400 });
  expect(error?.extensions?.details?.[field]).toEqual([{ code: '1000', text: UNSTORABLE_TEXT_MESSAGE }]);
  expect(error?.message).not.toMatch(/unexpected|internal/i);
}

describe('text the databases cannot keep, through the gateway', () => {
  const reservation = (firstName: string) => ({
    checkinDate: '2030-05-01',
    checkoutDate: '2030-05-02',
    paymentType: 'on_site',
    rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
    guest: { firstName, lastName: 'Yamada', email: 'hanako@example.com', phone: '+81751234567' },
  });

  it('refuses a NUL and a lone surrogate in a booking and a sign-up with code 1000 at the field', async () => {
    for (const bad of ['Ha\u0000nako', 'Ha\uD800nako']) {
      expectRefusedAt(
        await gql(CREATE_RESERVATION, { code: 'demo-kyoto', key: 'unstorable-booking', input: reservation(bad) }),
        'input.guest.first_name',
      );
      expectRefusedAt(
        await gql(SIGN_UP, {
          code: 'demo-kyoto',
          input: {
            email: 'unstorable@example.com',
            password: 'Gateway2030pw',
            firstName: bad,
            lastName: 'Yamada',
            locale: 'en',
          },
        }),
        'input.first_name',
      );
    }
  });

  it('refuses a NUL written into the document itself', async () => {
    const reply = await gql(`query { hotel(code: "demo\\u0000kyoto") { name } }`);
    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 400 });
  });
});
