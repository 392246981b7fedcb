import { describe, expect, it } from 'vitest';
import { bearer as auth, useRealBookingApi } from './test-support/real-booking-api';

const KYOTO = 'demo-kyoto';
const real = useRealBookingApi({ clientKey: 'accounts-widget' });
const { gql } = real;
const PROFILE = `query ($code: String!) { memberProfile(code: $code) { firstName phone email provider profileUpdatable promotionEmail } memberQrCode(code: $code) { encrypted membershipId svg } }`;

const signIn = (email: string, password: string) => real.signIn(KYOTO, email, password);

describe('account management through the gateway', () => {
  it('shows and updates the demo LINE member profile, and refuses anonymous callers', async () => {
    const anonymous = await gql(PROFILE, { code: KYOTO });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401 });

    const token = await signIn('line.member@example.com', 'DemoLine2026');
    const shown = await gql(PROFILE, { code: KYOTO }, auth(token));
    expect(shown.errors).toBeUndefined();
    expect(shown.data?.memberProfile).toEqual({
      firstName: 'Taro',
      phone: null,
      email: 'line.member@example.com',
      provider: 'line',
      profileUpdatable: true,
      promotionEmail: false,
    });
    expect(shown.data?.memberQrCode).toMatchObject({ encrypted: true });
    expect(shown.data?.memberQrCode.svg).toContain('<svg');

    const UPDATE = `mutation ($code: String!, $input: MemberProfileInput!) { updateMemberProfile(code: $code, input: $input) { firstName phone } }`;
    const updated = await gql(
      UPDATE,
      { code: KYOTO, input: { firstName: 'Jiro', phone: '+819012345678' } },
      auth(token),
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateMemberProfile).toEqual({ firstName: 'Jiro', phone: '+819012345678' });
    // Refused at the gateway with the field named, before any call.
    const bad = await gql(UPDATE, { code: KYOTO, input: { phone: 'call me' } }, auth(token));
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 400 });

    const wrong = await gql(
      `mutation ($code: String!) { changeOwnPassword(code: $code, currentPassword: "Nope-1234", password: "Another2031x") }`,
      { code: KYOTO },
      auth(token),
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'wrong_current_password', status: 422 });
  });

  it('unsubscribes from promotion e-mail with the mailed link, without sign-in', async () => {
    const token = await signIn('line.member@example.com', 'DemoLine2026');
    const on = await gql(
      `mutation ($code: String!) { setPromotionEmail(code: $code, subscribed: true) { promotionEmail } }`,
      { code: KYOTO },
      auth(token),
    );
    expect(on.data?.setPromotionEmail).toEqual({ promotionEmail: true });
    const link = await real.mailLink('line.member@example.com', 'promotion_subscribed');
    const unsubscribeToken = link.searchParams.get('token');

    const status = await gql(`query ($t: String!) { promotionSubscription(token: $t) { email subscribed } }`, {
      t: unsubscribeToken,
    });
    expect(status.data?.promotionSubscription).toEqual({ email: 'line.member@example.com', subscribed: true });
    const done = await gql(`mutation ($t: String!) { unsubscribePromotionEmail(token: $t) { email subscribed } }`, {
      t: unsubscribeToken,
    });
    expect(done.data?.unsubscribePromotionEmail).toEqual({ email: 'line.member@example.com', subscribed: false });
    const bad = await gql(`query ($t: String!) { promotionSubscription(token: $t) { email } }`, { t: 'e30.AAAA' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 422 });
  });
});
