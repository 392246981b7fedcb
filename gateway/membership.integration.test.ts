import { describe, expect, it } from 'vitest';
import { bearer as auth, useRealBookingApi } from './test-support/real-booking-api';

const KYOTO = 'demo-kyoto';
const PUBLIC_URL = 'https://hotel.example';
const real = useRealBookingApi({ clientKey: 'membership-widget', publicUrl: PUBLIC_URL });
const { gql, mailLink } = real;

const PASSWORD = 'Gateway2030pw';

async function member(email: string): Promise<string> {
  const signUp = await gql(
    `mutation ($code: String!, $input: SignUpInput!) { signUp(code: $code, input: $input) { email status } }`,
    {
      code: KYOTO,
      input: { email, password: PASSWORD, firstName: 'Taro', lastName: 'Yamada', firstNameKana: '', locale: 'en' },
    },
    { Origin: 'https://attacker.example' },
  );
  expect(signUp.errors).toBeUndefined();
  expect(signUp.data?.signUp).toEqual({ email, status: 'provisional' });
  const link = await mailLink(email, 'sign_up_confirmation');
  // The link is built on the configured public URL, never on the Origin the browser sent.
  expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/member-confirmation`);
  const confirm = await gql(
    `mutation ($code: String!, $t: String!) { confirmMember(code: $code, confirmationToken: $t) { status } }`,
    {
      code: KYOTO,
      t: link.searchParams.get('confirmation_token'),
    },
  );
  expect(confirm.data?.confirmMember).toEqual({ status: 'active' });
  const signIn = await gql(
    `mutation ($code: String!, $e: String!, $p: String!) { signIn(code: $code, email: $e, password: $p) { token expiresAt user { email firstName membershipId } } }`,
    {
      code: KYOTO,
      e: email,
      p: PASSWORD,
    },
  );
  expect(signIn.errors).toBeUndefined();
  expect(signIn.data?.signIn.user).toMatchObject({ email, firstName: 'Taro' });
  return signIn.data!.signIn.token as string;
}

const ME = `query { me { id email firstName lastName provider membershipId } }`;
const MY_RESERVATIONS = `query ($status: MemberReservationTab) { myReservations(status: $status) { totalEntries reservations { confirmationNumber guest { email } } } }`;

describe('membership through the gateway', () => {
  it('signs up through the e-mailed link, signs in, books as a member, lists only own bookings and signs out', async () => {
    const alice = await member('alice.gw@example.com');
    const bob = await member('bob.gw@example.com');
    const me = await gql(ME, {}, auth(alice));
    expect(me.data?.me).toMatchObject({ email: 'alice.gw@example.com', provider: 'tripla' });

    const book = await gql(
      `mutation ($code: String!, $input: CreateReservationInput!, $key: String!) { createReservation(code: $code, input: $input, idempotencyKey: $key) { confirmationNumber } }`,
      {
        code: KYOTO,
        key: 'member-booking-1',
        input: {
          checkinDate: '2030-05-01',
          checkoutDate: '2030-05-02',
          paymentType: 'on_site',
          rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
          guest: { firstName: 'Taro', lastName: 'Yamada', email: 'alice.gw@example.com', phone: '+81751234567' },
        },
      },
      auth(alice),
    );
    expect(book.errors).toBeUndefined();
    const number = book.data!.createReservation.confirmationNumber;

    const mine = await gql(MY_RESERVATIONS, { status: 'upcoming' }, auth(alice));
    expect(mine.data?.myReservations.reservations.map((r: any) => r.confirmationNumber)).toEqual([number]);
    const bobs = await gql(MY_RESERVATIONS, {}, auth(bob));
    expect(bobs.data?.myReservations).toEqual({ totalEntries: 0, reservations: [] });

    const out = await gql(`mutation ($code: String!) { signOut(code: $code) }`, { code: KYOTO }, auth(alice));
    expect(out.data?.signOut).toBe(true);
    const after = await gql(ME, {}, auth(alice));
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401 });
  });

  it('refuses every protected field to an anonymous caller with 401 / 1400', async () => {
    for (const query of [ME, MY_RESERVATIONS]) {
      const reply = await gql(query);
      expect(reply.data).toBeNull();
      expect(reply.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401, title: 'Session expired' });
    }
    const signOut = await gql(`mutation ($code: String!) { signOut(code: $code) }`, { code: KYOTO });
    expect(signOut.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401 });
  });

  it('maps refusals to catalogue codes: weak password 1300 at the edge, wrong password 1000, reset with a used password 1302', async () => {
    const weak = await gql(
      `mutation ($code: String!, $input: SignUpInput!) { signUp(code: $code, input: $input) { status } }`,
      {
        code: KYOTO,
        input: { email: 'weak.gw@example.com', password: 'weakpass', firstName: 'A', lastName: 'B' },
      },
    );
    expect(weak.errors?.[0]?.extensions).toMatchObject({ code: '1300', status: 422 });
    const badEmail = await gql(`mutation ($code: String!) { requestPasswordReset(code: $code, email: "nope") }`, {
      code: KYOTO,
    });
    expect(badEmail.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 400 });

    await member('reset.gw@example.com');
    const wrong = await gql(
      `mutation ($code: String!) { signIn(code: $code, email: "reset.gw@example.com", password: "Wrong1234") { token } }`,
      { code: KYOTO },
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 422 });

    // Whatever Origin the request carries, the reset link points at the configured public URL.
    const requested = await gql(
      `mutation ($code: String!) { requestPasswordReset(code: $code, email: "reset.gw@example.com") }`,
      { code: KYOTO },
      {
        Origin: 'https://attacker.example',
      },
    );
    expect(requested.data?.requestPasswordReset).toBe(true);
    const resetLink = await mailLink('reset.gw@example.com', 'password_reset');
    expect(resetLink.origin + resetLink.pathname).toBe(`${PUBLIC_URL}/change-password`);
    const token = resetLink.searchParams.get('reset_password_token');
    const change = (password: string) =>
      gql(
        `mutation ($code: String!, $t: String!, $p: String!) { changePassword(code: $code, resetPasswordToken: $t, password: $p) }`,
        { code: KYOTO, t: token, p: password },
      );
    expect((await change(PASSWORD)).errors?.[0]?.extensions).toMatchObject({ code: '1302' });
    expect((await change('Brand2031new')).data?.changePassword).toBe(true);
  });
});
