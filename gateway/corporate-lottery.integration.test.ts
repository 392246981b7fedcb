import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// The organization and lottery modules against the real booking API over HTTP.
let realApi: RealBookingApi;
let gateway: Gateway;
beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'corporate-widget' });
  gateway = realApi.gateway;
});
afterAll(() => realApi?.close());

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postGraphql(gateway, query, variables, headers);
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const SIGN_IN = `mutation ($code: String!, $e: String!, $p: String!) { organizationSignIn(code: $code, email: $e, password: $p) { token user { email organizationId organizationRole } } }`;

async function corporate(email: string, password: string) {
  const reply = await gql(SIGN_IN, { code: 'demo-kyoto', e: email, p: password });
  expect(reply.errors).toBeUndefined();
  return reply.data!.organizationSignIn as {
    token: string;
    user: { organizationId: number; organizationRole: string };
  };
}

describe('organization module', () => {
  it('signs a corporate admin in, lists the organization data and creates a download; refuses a non-admin', async () => {
    const admin = await corporate('corp.admin@example.com', 'DemoCorpAdmin2026');
    expect(admin.user.organizationRole).toBe('admin');
    const list = `query ($id: Int!) { organizationReservations(brand: "demo", id: $id) { totalEntries allowances { maxStays remaining } reservations { reservationNumber } } }`;
    const reply = await gql(list, { id: admin.user.organizationId }, auth(admin.token));
    expect(reply.errors).toBeUndefined();
    expect((reply.data!.organizationReservations as { allowances: unknown[] }).allowances.length).toBeGreaterThan(0);
    const download = await gql(
      `mutation ($id: Int!) { createOrganizationDownload(brand: "demo", id: $id) { downloadPath password rowCount } }`,
      { id: admin.user.organizationId },
      auth(admin.token),
    );
    expect(download.data?.createOrganizationDownload).toMatchObject({
      password: expect.stringMatching(/^[A-Z0-9]{12}$/),
      rowCount: 0,
    });

    const member = await corporate('corp.member@example.com', 'DemoCorpUser2026');
    const refused = await gql(list, { id: member.user.organizationId }, auth(member.token));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'organization_admin_required', status: 403 });
    const individual = await gql(SIGN_IN, { code: 'demo-kyoto', e: 'line.member@example.com', p: 'DemoLine2026' });
    expect(individual.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
  });
});

describe('lottery module', () => {
  it('reads the event, enters the signed-in member and lists the entry; 3756 on a second entry', async () => {
    const event = await gql(
      `query { lotteryEvent(code: "demo-kyoto", uuid: "kyoto-machiya-new-year") { stayStart minNights maxNights phase } }`,
    );
    expect(event.errors).toBeUndefined();
    const { stayStart } = event.data!.lotteryEvent as { stayStart: string };
    const signIn = await gql(
      `mutation { signIn(code: "demo-kyoto", email: "line.member@example.com", password: "DemoLine2026") { token } }`,
    );
    const token = (signIn.data!.signIn as { token: string }).token;
    const checkout = new Date(Date.parse(`${stayStart}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const enter = `mutation ($input: LotteryEntryInput!) { enterLottery(code: "demo-kyoto", input: $input) { entryNumber status nights event { uuid } } }`;
    const input = {
      lotteryEventUuid: 'kyoto-machiya-new-year',
      checkinDate: stayStart,
      checkoutDate: checkout,
      adults: 2,
      firstName: 'Taro',
      lastName: 'Line',
      email: 'taro@example.com',
      phone: '+819012345678',
    };
    const entered = await gql(enter, { input }, auth(token));
    expect(entered.data?.enterLottery).toMatchObject({
      status: 'registered',
      nights: 2,
      event: { uuid: 'kyoto-machiya-new-year' },
    });
    const again = await gql(enter, { input }, auth(token));
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: '3756' });
    const mine = await gql(`query { myLotteryEntries { entryNumber status } }`, {}, auth(token));
    expect(mine.data?.myLotteryEntries).toEqual([
      { entryNumber: (entered.data!.enterLottery as { entryNumber: string }).entryNumber, status: 'registered' },
    ]);
    const anonymous = await gql(enter, { input });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: '1400', status: 401 });
  });
});
