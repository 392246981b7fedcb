import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../booking-api';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

const KYOTO = 'demo-kyoto';
let database: Database;
let apiUrl: string;
let gateway: Gateway;

let realApi: RealBookingApi;

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'accounts-widget' });
  database = realApi.database;
  gateway = realApi.gateway;
  apiUrl = realApi.apiUrl;
});

afterAll(() => realApi?.close());

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => postGraphql(gateway, query, variables, headers);
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const PROFILE = `query ($code: String!) { memberProfile(code: $code) { firstName phone email provider profileUpdatable promotionEmail } memberQrCode(code: $code) { encrypted membershipId svg } }`;

async function signIn(email: string, password: string): Promise<string> {
  const reply = await gql(`mutation ($code: String!, $e: String!, $p: String!) { signIn(code: $code, email: $e, password: $p) { token } }`, { code: KYOTO, e: email, p: password });
  expect(reply.errors).toBeUndefined();
  return reply.data!.signIn.token as string;
}

describe('account management through the gateway', () => {
  it('shows and updates the demo LINE member profile, and refuses anonymous callers', async () => {
    const anonymous = await gql(PROFILE, { code: KYOTO });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401 });

    const token = await signIn('line.member@example.com', 'DemoLine2026');
    const shown = await gql(PROFILE, { code: KYOTO }, auth(token));
    expect(shown.errors).toBeUndefined();
    expect(shown.data?.memberProfile).toEqual({ firstName: 'Taro', phone: null, email: 'line.member@example.com', provider: 'line', profileUpdatable: true, promotionEmail: false });
    expect(shown.data?.memberQrCode).toMatchObject({ encrypted: true });
    expect(shown.data?.memberQrCode.svg).toContain('<svg');

    const UPDATE = `mutation ($code: String!, $input: MemberProfileInput!) { updateMemberProfile(code: $code, input: $input) { firstName phone } }`;
    const updated = await gql(UPDATE, { code: KYOTO, input: { firstName: 'Jiro', phone: '+819012345678' } }, auth(token));
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateMemberProfile).toEqual({ firstName: 'Jiro', phone: '+819012345678' });
    // Refused at the gateway with the field named, before any call.
    const bad = await gql(UPDATE, { code: KYOTO, input: { phone: 'call me' } }, auth(token));
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 400 });

    const wrong = await gql(
      `mutation ($code: String!) { changeOwnPassword(code: $code, currentPassword: "Nope-1234", password: "Another2031x") }`,
      { code: KYOTO }, auth(token),
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'wrong_current_password', status: 422 });
  });

  it('unsubscribes from promotion e-mail with the mailed link, without sign-in', async () => {
    const token = await signIn('line.member@example.com', 'DemoLine2026');
    const on = await gql(`mutation ($code: String!) { setPromotionEmail(code: $code, subscribed: true) { promotionEmail } }`, { code: KYOTO }, auth(token));
    expect(on.data?.setPromotionEmail).toEqual({ promotionEmail: true });
    const reply = await fetch(`${apiUrl}/api/dev/outbox?format=json&to=${encodeURIComponent('line.member@example.com')}`);
    const { messages } = (await reply.json()) as { messages: { kind: string; links: { url: string }[] }[] };
    const link = new URL(messages.find((m) => m.kind === 'promotion_subscribed')!.links[0]!.url);
    const unsubscribeToken = link.searchParams.get('token');

    const status = await gql(`query ($t: String!) { promotionSubscription(token: $t) { email subscribed } }`, { t: unsubscribeToken });
    expect(status.data?.promotionSubscription).toEqual({ email: 'line.member@example.com', subscribed: true });
    const done = await gql(`mutation ($t: String!) { unsubscribePromotionEmail(token: $t) { email subscribed } }`, { t: unsubscribeToken });
    expect(done.data?.unsubscribePromotionEmail).toEqual({ email: 'line.member@example.com', subscribed: false });
    const bad = await gql(`query ($t: String!) { promotionSubscription(token: $t) { email } }`, { t: 'e30.AAAA' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 422 });
  });
});
