import { describe, expect, it } from 'vitest';
import { bearer as auth, useRealBookingApi } from './test-support/real-booking-api';

// myReservations(channel, paymentType) through the gateway to the real booking API (SPEC.md section 4).
const KYOTO = 'demo-kyoto';
const real = useRealBookingApi({ clientKey: 'membership-widget' });
const { gql, mailLink } = real;
const PASSWORD = 'Gateway2030pw';

async function member(email: string): Promise<string> {
  await gql(
    `mutation ($code: String!, $input: SignUpInput!) { signUp(code: $code, input: $input) { status } }`,
    {
      code: KYOTO,
      input: { email, password: PASSWORD, firstName: 'Taro', lastName: 'Yamada', firstNameKana: '', locale: 'en' },
    },
    { Origin: 'https://hotel.example' },
  );
  const link = await mailLink(email, 'sign_up_confirmation');
  await gql(`mutation ($code: String!, $t: String!) { confirmMember(code: $code, confirmationToken: $t) { status } }`, {
    code: KYOTO,
    t: link.searchParams.get('confirmation_token'),
  });
  const signIn = await gql(
    `mutation ($code: String!, $e: String!, $p: String!) { signIn(code: $code, email: $e, password: $p) { token } }`,
    { code: KYOTO, e: email, p: PASSWORD },
  );
  return signIn.data!.signIn.token as string;
}

const LIST = `query ($channel: MemberReservationChannel, $paymentType: String) {
  myReservations(channel: $channel, paymentType: $paymentType) { totalEntries reservations { confirmationNumber } }
}`;

describe('member reservation filters through the gateway', () => {
  it('passes the channel and payment type on, and rejects an unknown payment type', async () => {
    const token = await member('filters.gw@example.com');
    const book = await gql(
      `mutation ($code: String!, $input: CreateReservationInput!, $key: String!) { createReservation(code: $code, input: $input, idempotencyKey: $key) { confirmationNumber } }`,
      {
        code: KYOTO,
        key: 'member-filter-booking-1',
        input: {
          checkinDate: '2030-05-01',
          checkoutDate: '2030-05-02',
          paymentType: 'on_site',
          rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
          guest: { firstName: 'Taro', lastName: 'Yamada', email: 'filters.gw@example.com', phone: '+81751234567' },
        },
      },
      auth(token),
    );
    expect(book.errors).toBeUndefined();
    const number = book.data!.createReservation.confirmationNumber;
    const numbers = async (variables: Record<string, unknown>) => {
      const reply = await gql(LIST, variables, auth(token));
      expect(reply.errors).toBeUndefined();
      return reply.data!.myReservations.reservations.map((r: { confirmationNumber: string }) => r.confirmationNumber);
    };
    expect(await numbers({})).toEqual([number]);
    expect(await numbers({ channel: 'officialWebsite', paymentType: 'on_site' })).toEqual([number]);
    expect(await numbers({ channel: 'tripla' })).toEqual([]);
    expect(await numbers({ paymentType: 'bank_transfer' })).toEqual([]);
    const bad = await gql(LIST, { paymentType: 'cash' }, auth(token));
    expect(bad.errors?.length).toBeGreaterThan(0);
  });
});
