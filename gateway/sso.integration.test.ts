import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncIdentityConfig } from '../booking-api/identity/identity-config';
import { loginAtProvider } from '../booking-api/identity/test-support/provider-login';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../booking-api/identity/test-support/local-oidc-provider';
import { fixedClock } from '../booking-api';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

// The sso module through the gateway against the real booking API and a real OIDC provider.
const CALLBACK = 'https://widget.example/sso/custom/callback?hotel_code=demo-kyoto';
let realApi: RealBookingApi;
let idp: LocalOidcProvider;

beforeAll(async () => {
  // The provider signs with the real clock.
  const now = new Date().toISOString();
  realApi = await startRealBookingApi({ clientKey: 'sso-widget', now, realTime: true });
  idp = await startLocalOidcProvider({ redirectUris: [CALLBACK] });
  await syncIdentityConfig(realApi.database, fixedClock(now), {
    SSO_PROVIDERS: JSON.stringify([
      {
        brand: 'demo',
        slug: 'line',
        label: 'LINE',
        member_provider: 'line',
        issuer: idp.issuer,
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
      },
    ]),
    EMBED_PARENT_ORIGINS: JSON.stringify({ demo: 'https://hotel.example' }),
  });
});
afterAll(async () => {
  await idp?.close();
  await realApi?.close();
});

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postGraphql(realApi.gateway, query, variables, headers);
const SESSION = 'token expiresAt user { id email provider firstName }';

describe('sso through the gateway', () => {
  it('lists providers, signs in at the provider, hands the session over with a one-time token', async () => {
    const settings = await gql(
      `query { ssoSettings(code: "demo-kyoto") { providers { slug label memberProvider } parentOrigin } }`,
    );
    expect(settings.data?.ssoSettings).toEqual({
      providers: [{ slug: 'line', label: 'LINE', memberProvider: 'line' }],
      parentOrigin: 'https://hotel.example',
    });

    const started = await gql(
      `mutation ($u: String!) { startSsoSignIn(code: "demo-kyoto", provider: "line", redirectUri: $u) { authorizationUrl } }`,
      { u: CALLBACK },
    );
    expect(started.errors).toBeUndefined();
    const back = await loginAtProvider((started.data as any).startSsoSignIn.authorizationUrl, CALLBACK, 'gateway-user');
    expect(back.searchParams.get('hotel_code')).toBe('demo-kyoto');
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const done = await gql(
      `mutation ($c: String!, $s: String!) { completeSsoSignIn(code: "demo-kyoto", authorizationCode: $c, state: $s) { ${SESSION} } }`,
      { c: code, s: state },
    );
    expect(done.errors).toBeUndefined();
    const session = (done.data as any).completeSsoSignIn;
    expect(session.user).toMatchObject({ email: 'gateway-user@idp.example', provider: 'line' });

    const replay = await gql(
      `mutation ($c: String!, $s: String!) { completeSsoSignIn(code: "demo-kyoto", authorizationCode: $c, state: $s) { token } }`,
      { c: code, s: state },
    );
    expect(replay.errors?.[0]?.extensions).toMatchObject({ code: 'sso_state_invalid', status: 422 });

    const issued = await gql(
      `mutation { issueOneTimeAccessToken(code: "demo-kyoto") { token expiresAt } }`,
      {},
      { Authorization: `Bearer ${session.token}` },
    );
    const oneTime = (issued.data as any).issueOneTimeAccessToken.token as string;
    const exchanged = await gql(
      `mutation ($t: String!) { exchangeMemberToken(code: "demo-kyoto", grantType: "one_time_access_token", token: $t) { ${SESSION} } }`,
      { t: oneTime },
    );
    expect((exchanged.data as any).exchangeMemberToken.user.id).toBe(session.user.id);
    const spent = await gql(
      `mutation ($t: String!) { exchangeMemberToken(code: "demo-kyoto", grantType: "one_time_access_token", token: $t) { token } }`,
      { t: oneTime },
    );
    expect(spent.errors?.[0]?.extensions).toMatchObject({ code: '3403' });
  });

  it('passes an expired identity on as 403 4000, and a refresh gives a working session once', async () => {
    const { findHotel } = await import('../booking-api/repositories/hotels');
    const { members, memberSessions } = await import('../booking-api/db/schema');
    const { sha256Hex } = await import('../booking-api/security/secrets');
    const hotel = (await findHotel(realApi.database.db, 'demo-kyoto'))!;
    const now = Date.now();
    const [member] = await realApi.database.db
      .insert(members)
      .values({
        brandId: hotel.brandId,
        email: 'expired@example.com',
        passwordHash: 'x',
        firstName: 'Ex',
        lastName: 'Pired',
        status: 'active',
        membershipId: 'GWEXPIRED001',
        createdAt: new Date(now - 20 * 86_400_000),
        updatedAt: new Date(now - 20 * 86_400_000),
      })
      .returning();
    await realApi.database.db.insert(memberSessions).values({
      memberId: member!.id,
      brandId: hotel.brandId,
      tokenHash: sha256Hex('expired-session-token'),
      createdAt: new Date(now - 15 * 86_400_000),
      expiresAt: new Date(now - 86_400_000),
    });
    const me = await gql(`query { me { email } }`, {}, { Authorization: 'Bearer expired-session-token' });
    expect(me.errors?.[0]?.extensions).toMatchObject({ code: '4000', status: 403 });
    const refreshed = await gql(
      `mutation { exchangeMemberToken(code: "demo-kyoto", grantType: "refresh_token", token: "expired-session-token") { token } }`,
    );
    const token = (refreshed.data as any).exchangeMemberToken.token as string;
    expect((await gql(`query { me { email } }`, {}, { Authorization: `Bearer ${token}` })).data).toEqual({
      me: { email: 'expired@example.com' },
    });
    const again = await gql(
      `mutation { exchangeMemberToken(code: "demo-kyoto", grantType: "refresh_token", token: "expired-session-token") { token } }`,
    );
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: '3403', status: 409 });
  });

  it('refuses bad arguments with 1000 before calling the API', async () => {
    const bad = await gql(
      `mutation { startSsoSignIn(code: "demo-kyoto", provider: "line", redirectUri: "https://widget.example/elsewhere") { authorizationUrl } }`,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
    const grant = await gql(
      `mutation { exchangeMemberToken(code: "demo-kyoto", grantType: "password", token: "x") { token } }`,
    );
    expect(grant.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
  });
});
