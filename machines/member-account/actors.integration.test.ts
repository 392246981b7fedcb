import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { startRealBookingApi, type RealBookingApi } from '../../gateway/test-support/real-booking-api';
import { postGraphql } from '../../gateway/test-support/graphql-over-http';
import { createGatewayClient } from '../transport/graphql-client';
import { createMemberAccountActors } from './actors';
import type { AccountChange } from './machine';

/**
 * The account page's actors through the real gateway and booking API: every document that
 * returns a profile spreads the MemberProfileFields fragment, so all of them must come back with
 * the whole field list (a missing fragment definition would be a GraphQL validation error).
 */
const KYOTO = 'demo-kyoto';
const PROFILE_KEYS = [
  'firstName',
  'lastName',
  'firstNameKana',
  'lastNameKana',
  'email',
  'pendingEmail',
  'phone',
  'dob',
  'gender',
  'nationality',
  'occupation',
  'address',
  'postCode',
  'prefecture',
  'buildingName',
  'receiptName',
  'promotionEmail',
  'membershipId',
  'provider',
  'profileUpdatable',
].sort();

let realApi: RealBookingApi;
let token = '';

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'member-account-actors' });
  const reply = await postGraphql(
    realApi.gateway,
    `mutation ($code: String!, $e: String!, $p: String!) { signIn(code: $code, email: $e, password: $p) { token } }`,
    {
      code: KYOTO,
      e: 'line.member@example.com',
      p: 'DemoLine2026',
    },
  );
  expect(reply.errors).toBeUndefined();
  token = reply.data!.signIn.token as string;
});

afterAll(() => realApi?.close());

function actors() {
  const client = createGatewayClient({
    endpoint: 'http://gateway.test/graphql',
    getClientSession: () => null,
    getLocale: () => 'en',
    getAuthorization: () => token,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      realApi.gateway.fetch(new Request(input, init))) as typeof fetch,
  });
  return createMemberAccountActors(client);
}

async function send(change: AccountChange) {
  return toPromise(createActor(actors().sendChange, { input: { hotelCode: KYOTO, change } }).start());
}

describe('member account actors over the real gateway', () => {
  it('loads the account with every profile field of the fragment', async () => {
    const data = await toPromise(createActor(actors().loadAccount, { input: { hotelCode: KYOTO } }).start());
    expect(Object.keys(data.profile).sort()).toEqual(PROFILE_KEYS);
    expect(data.profile).toMatchObject({ email: 'line.member@example.com', provider: 'line' });
    expect(data.settings).toHaveProperty('encryptedQrCodeEnabled');
    expect(data.qrCode.svg).toContain('<svg');
  });

  it('returns the whole profile from the profile and promotion mutations', async () => {
    const updated = await send({ kind: 'profile', fields: { phone: '+819011112222' } });
    expect(Object.keys(updated!).sort()).toEqual(PROFILE_KEYS);
    expect(updated).toMatchObject({ phone: '+819011112222', email: 'line.member@example.com' });

    const subscribed = await send({ kind: 'promotion', subscribed: true });
    expect(Object.keys(subscribed!).sort()).toEqual(PROFILE_KEYS);
    expect(subscribed).toMatchObject({ promotionEmail: true, phone: '+819011112222' });
  });

  it('rejects with the catalogue failure when the current password is wrong', async () => {
    await expect(
      send({ kind: 'password', currentPassword: 'Nope-1234', password: 'Another2031x' }),
    ).rejects.toMatchObject({ code: 'wrong_current_password' });
  });
});
