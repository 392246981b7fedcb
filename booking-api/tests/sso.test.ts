import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberSessionReplySchema } from '../../contract';
import { brandEmbedSettings, members, ssoSignInAttempts } from '../db/schema';
import { syncIdentityConfig } from '../identity/identity-config';
import { identitiesOf } from '../identity/identity-repository';
import { complete } from '../identity/sso-sign-in';
import { findHotel } from '../repositories/hotels';
import { loginAtProvider } from '../identity/test-support/provider-login';
import {
  newRsaJwk,
  signJwt,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../identity/test-support/local-oidc-provider';
import { testDatabaseTargets, type TestDatabase } from './support/test-databases';
import { firstCode, startTestApi, type TestApi } from './support/test-api';

const CALLBACK = 'http://widget.example/sso/custom/callback';

// OpenID Connect sign-in against a real provider (oidc-provider on a local port): its login page,
// code + PKCE, the ID token checked against its JWKS; refusals for a wrong or replayed state, an
// expired code, a bad signature and a wrong audience.
describe.each(testDatabaseTargets)('single sign-on on $name', (target) => {
  if (target.skipReason) {
    it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
    return;
  }

  let handle: TestDatabase;
  let api: TestApi;
  let idp: LocalOidcProvider;
  beforeAll(async () => {
    handle = await target.openSeeded();
    api = await startTestApi(handle.database);
    idp = await startLocalOidcProvider({ redirectUris: [CALLBACK] });
    const providers = [
      {
        brand: 'demo',
        slug: 'openid',
        label: 'Hotel ID',
        member_provider: 'open_id',
        issuer: idp.issuer,
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
      },
      {
        brand: 'demo',
        slug: 'line',
        label: 'LINE',
        member_provider: 'line',
        issuer: idp.issuer,
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
      },
      // Plain OAuth 2.0 with a user-info endpoint, the way Facebook's Graph API works.
      {
        brand: 'demo',
        slug: 'facebook',
        label: 'Facebook',
        member_provider: 'facebook',
        protocol: 'oauth2',
        issuer: 'https://graph.example',
        authorization_endpoint: `${idp.issuer}/auth`,
        token_endpoint: `${idp.issuer}/token`,
        userinfo_endpoint: `${idp.issuer}/me`,
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        scopes: 'openid email profile',
      },
    ];
    await syncIdentityConfig(handle.database, api.clock, {
      SSO_PROVIDERS: JSON.stringify(providers),
      EMBED_PARENT_ORIGINS: JSON.stringify({ demo: 'https://hotel.example/some/page' }),
    });
  });
  afterAll(async () => {
    await idp?.close();
    await handle?.dispose();
  });
  // The provider signs with the real clock, so the API's clock is set to it.
  beforeEach(() => api.travelTo(new Date().toISOString()));

  const m = (path: string, hotel = 'demo-kyoto') => `/book/hotels/${hotel}/memberships/${path}`;
  const authorize = (provider = 'openid', redirect_uri = CALLBACK) =>
    api.request('POST', m('open_id/authorize'), { provider, redirect_uri });
  async function providerCallback(login: string, provider = 'openid'): Promise<{ code: string; state: string }> {
    const started = await authorize(provider);
    expect(started.status).toBe(200);
    const back = await loginAtProvider(started.body.data.authorization_url, CALLBACK, login);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }
  const signIn = (callback: { code: string; state: string }, hotel = 'demo-kyoto') =>
    api.request('POST', m('open_id/sign_in', hotel), { grant_type: 'authorization_code', ...callback });

  it('lists the brand providers and the allowed parent origin', async () => {
    const reply = await api.request('GET', m('sso_providers'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      data: [
        { slug: 'openid', label: 'Hotel ID', member_provider: 'open_id' },
        { slug: 'line', label: 'LINE', member_provider: 'line' },
        { slug: 'facebook', label: 'Facebook', member_provider: 'facebook' },
      ],
      parent_origin: 'https://hotel.example',
    });
  });

  it('trusts no parent window when the brand configured no origin (an empty parent_origin)', async () => {
    await handle.database.db.delete(brandEmbedSettings);
    try {
      const reply = await api.request('GET', m('sso_providers'));
      expect(reply.status).toBe(200);
      expect(reply.body.parent_origin).toBe('');
    } finally {
      await syncIdentityConfig(handle.database, api.clock, {
        EMBED_PARENT_ORIGINS: JSON.stringify({ demo: 'https://hotel.example' }),
      });
    }
    expect((await api.request('GET', m('sso_providers'))).body.parent_origin).toBe('https://hotel.example');
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge, storing only the state hash', async () => {
    const started = await authorize();
    const url = new URL(started.body.data.authorization_url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state')!;
    const nonce = url.searchParams.get('nonce')!;
    expect(state.length).toBeGreaterThanOrEqual(43);
    const rows = await handle.database.db.select().from(ssoSignInAttempts);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(state);
    expect(text).not.toContain(nonce);
  });

  it('signs a new member in through the provider login page, and the same account again later', async () => {
    const first = await signIn(await providerCallback('kenji'));
    expect(first.status).toBe(200);
    const session = memberSessionReplySchema.parse(first.body).data;
    expect(session.user).toMatchObject({
      email: 'kenji@idp.example',
      provider: 'open_id',
      first_name: 'Taro',
      last_name: 'Yamada',
    });
    const me = await api.request('GET', '/book/user/me', undefined, { Authorization: `Bearer ${session.token}` });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(session.user.id);

    const again = await signIn(await providerCallback('kenji'));
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(session.user.id);
    expect(await identitiesOf(handle.database.db, session.user.id)).toHaveLength(1);
    // A provider member has no password of ours: password sign-in never works for it.
    const password = await api.request('POST', m('sign_in'), {
      email: 'kenji@idp.example',
      password: 'sso$no-password',
    });
    expect(firstCode(password.body)).toBe('1000');
  });

  it('signs in through a plain OAuth 2.0 provider (Facebook style): the account comes from its user-info endpoint', async () => {
    const reply = await signIn(await providerCallback('fbuser', 'facebook'));
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({
      email: 'fbuser@idp.example',
      provider: 'facebook',
      first_name: 'Taro',
    });
    const again = await signIn(await providerCallback('fbuser', 'facebook'));
    expect(again.body.data.user.id).toBe(reply.body.data.user.id);
    const used = await providerCallback('fbuser', 'facebook');
    expect((await signIn(used)).status).toBe(200);
    expect(firstCode((await signIn(used)).body)).toBe('sso_state_invalid');
  });

  it('refuses a replayed callback, and of two callbacks racing with one state exactly one wins', async () => {
    const callback = await providerCallback('replay');
    expect((await signIn(callback)).status).toBe(200);
    const replay = await signIn(callback);
    expect(replay.status).toBe(422);
    expect(firstCode(replay.body)).toBe('sso_state_invalid');

    const raced = await providerCallback('racer');
    const results = await Promise.all([signIn(raced), signIn(raced), signIn(raced)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => firstCode(r.body) === 'sso_state_invalid')).toHaveLength(2);
  });

  it('refuses a wrong state and an attempt older than 10 minutes', async () => {
    const callback = await providerCallback('stateful');
    const wrong = await signIn({ code: callback.code, state: `${callback.state}x` });
    expect(wrong.status).toBe(422);
    expect(firstCode(wrong.body)).toBe('sso_state_invalid');

    const late = await providerCallback('late');
    await api.travelTo(new Date(Date.now() + 11 * 60_000).toISOString());
    const expired = await signIn(late);
    expect(expired.status).toBe(422);
    expect(firstCode(expired.body)).toBe('1250');
  });

  it('refuses an expired authorization code (the provider says invalid_grant)', async () => {
    const callback = await providerCallback('slow');
    idp.expireCodes();
    const reply = await signIn(callback);
    expect(reply.status).toBe(422);
    expect(firstCode(reply.body)).toBe('sso_failed');
    expect(reply.body.errors[0].details.base[0].text).toContain('invalid_grant');
  });

  /** Replaces the ID token of the provider's token reply with one made by `forge` from the real claims. */
  function tamperingFetch(forge: (claims: Record<string, unknown>) => string): typeof fetch {
    return async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('/token')) return response;
      const body = (await response.json()) as { id_token: string };
      const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      return new Response(JSON.stringify({ ...body, id_token: forge(claims) }), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      });
    };
  }
  async function completeWith(forge: (claims: Record<string, unknown>) => string) {
    const callback = await providerCallback('forged');
    const hotel = (await findHotel(handle.database.db, 'demo-kyoto'))!;
    return complete(
      { database: handle.database, clock: api.clock, hotel, fetch: tamperingFetch(forge) },
      { grant_type: 'authorization_code', ...callback },
    ).then(
      () => 'accepted',
      (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
    );
  }

  it('checks the forging harness: the real key with the real claims is accepted', async () => {
    expect(await completeWith((claims) => signJwt(idp.signingJwk, claims))).toBe('accepted');
  });

  it('refuses an ID token signed by another key, even under the same key id', async () => {
    const stranger = { ...newRsaJwk(idp.signingJwk.kid) };
    expect(await completeWith((claims) => signJwt(stranger, claims))).toMatch(/^sso_failed: .*bad_signature/);
  });

  it('refuses an ID token for another audience, another issuer, expired, or with another nonce', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await completeWith((claims) => signJwt(idp.signingJwk, { ...claims, aud: idp.otherClientId }))).toMatch(
      /wrong_audience/,
    );
    expect(
      await completeWith((claims) =>
        signJwt(idp.signingJwk, { ...claims, aud: [claims.aud, idp.otherClientId], azp: idp.otherClientId }),
      ),
    ).toMatch(/wrong_audience/);
    expect(await completeWith((claims) => signJwt(idp.signingJwk, { ...claims, iss: 'http://evil.example' }))).toMatch(
      /wrong_issuer/,
    );
    expect(
      await completeWith((claims) => signJwt(idp.signingJwk, { ...claims, exp: now - 600, iat: now - 1200 })),
    ).toMatch(/expired_id_token/);
    expect(await completeWith((claims) => signJwt(idp.signingJwk, { ...claims, nonce: 'another' }))).toMatch(
      /wrong_nonce/,
    );
    const unsigned = (claims: Record<string, unknown>) =>
      `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await completeWith(unsigned)).toMatch(/bad_signature/);
  });

  it('accepts an ID token MACed with the client secret (HS256, as LINE does), and refuses any other MAC key', async () => {
    const hs256 = (secret: string) => (claims: Record<string, unknown>) => {
      const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${header}.${body}.${createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')}`;
    };
    expect(await completeWith(hs256(idp.clientSecret))).toBe('accepted');
    expect(await completeWith(hs256('guessed-secret'))).toMatch(/bad_signature/);
  });

  it('links a verified provider e-mail to the existing member, but never an unverified one', async () => {
    const hotel = (await findHotel(handle.database.db, 'demo-kyoto'))!;
    const now = new Date();
    await handle.database.db.insert(members).values([
      {
        brandId: hotel.brandId,
        email: 'haruka@idp.example',
        passwordHash: 'x',
        firstName: 'Haruka',
        lastName: 'Sato',
        status: 'active',
        membershipId: 'SSOLINK00001',
        createdAt: now,
        updatedAt: now,
      },
      {
        brandId: hotel.brandId,
        email: 'unverified-ken@idp.example',
        passwordHash: 'x',
        firstName: 'Ken',
        lastName: 'Ito',
        status: 'active',
        membershipId: 'SSOLINK00002',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const linked = await signIn(await providerCallback('haruka', 'line'));
    expect(linked.status).toBe(200);
    expect(linked.body.data.user).toMatchObject({
      email: 'haruka@idp.example',
      first_name: 'Haruka',
      provider: 'tripla',
    });

    const separate = await signIn(await providerCallback('unverified-ken', 'line'));
    expect(separate.status).toBe(200);
    expect(separate.body.data.user.email).toMatch(/@line\.sso\.invalid$/);
    expect(separate.body.data.user.provider).toBe('line');
    const [ken] = await handle.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'unverified-ken@idp.example'));
    expect(separate.body.data.user.id).not.toBe(ken!.id);
  });

  it('answers bad requests in the error shape', async () => {
    const unknown = await authorize('github');
    expect(unknown.status).toBe(404);
    expect(firstCode(unknown.body)).toBe('sso_provider_unknown');
    const elsewhere = await authorize('openid', 'http://widget.example/somewhere-else');
    expect(elsewhere.status).toBe(400);
    expect(firstCode(elsewhere.body)).toBe('1000');
    const missing = await api.request('POST', m('open_id/sign_in'), { state: 'x' });
    expect(missing.status).toBe(400);
    const malformed = await api.request('POST', m('open_id/sign_in'), '{"code":');
    expect(malformed.status).toBe(400);
  });
});

// Session robustness: 4000 for a recently expired session, refresh once (3403 after), one-time
// access tokens (3401 unknown or expired, 3403 spent), all through the real API.
describe.each(testDatabaseTargets)('member tokens on $name', (target) => {
  if (target.skipReason) {
    it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
    return;
  }
  let handle: TestDatabase;
  let api: TestApi;
  const START_AT = '2026-03-02T03:00:00Z';
  beforeAll(async () => {
    handle = await target.openSeeded();
    api = await startTestApi(handle.database);
  });
  afterAll(async () => {
    await handle?.dispose();
  });
  beforeEach(() => api.travelTo(START_AT));

  const m = (path: string, hotel = 'demo-kyoto') => `/book/hotels/${hotel}/memberships/${path}`;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  async function memberToken(email: string): Promise<string> {
    const hotel = (await findHotel(handle.database.db, 'demo-kyoto'))!;
    const now = new Date(api.clock.now().epochMilliseconds);
    const { hashPassword } = await import('../security/passwords');
    await handle.database.db.insert(members).values({
      brandId: hotel.brandId,
      email,
      passwordHash: await hashPassword('Tokens2026pass'),
      firstName: 'Aki',
      lastName: 'Mori',
      status: 'active',
      membershipId: `TK${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
      createdAt: now,
      updatedAt: now,
    });
    const reply = await api.request('POST', m('sign_in'), { email, password: 'Tokens2026pass' });
    expect(reply.status).toBe(200);
    return reply.body.data.token;
  }

  it('answers 4000 for an expired session, trades it for a new one exactly once, and 1400 after the window', async () => {
    const token = await memberToken('refresh@example.com');
    await api.travelTo('2026-03-16T03:00:01Z');
    const expired = await api.request('GET', '/book/user/me', undefined, bearer(token));
    expect([expired.status, firstCode(expired.body)]).toEqual([403, '4000']);

    const [a, b] = await Promise.all([
      api.request('POST', m('tokens'), { grant_type: 'refresh_token', token }),
      api.request('POST', m('tokens'), { grant_type: 'refresh_token', token }),
    ]);
    const won = [a, b].filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect([a, b].map((r) => firstCode(r.body)).filter(Boolean)).toEqual(['3403']);
    const fresh = won[0]!.body.data.token as string;
    expect((await api.request('GET', '/book/user/me', undefined, bearer(fresh))).status).toBe(200);
    // The old token is spent: not 4000 any more.
    const old = await api.request('GET', '/book/user/me', undefined, bearer(token));
    expect([old.status, firstCode(old.body)]).toEqual([401, '1400']);

    await api.travelTo('2026-04-30T03:00:00Z');
    const gone = await api.request('POST', m('tokens'), { grant_type: 'refresh_token', token: fresh });
    expect([gone.status, firstCode(gone.body)]).toEqual([401, '3401']);
  });

  it('a signed-out session cannot be refreshed (3403)', async () => {
    const token = await memberToken('signedout@example.com');
    await api.request('POST', m('sign_out'), undefined, bearer(token));
    const reply = await api.request('POST', m('tokens'), { grant_type: 'refresh_token', token });
    expect([reply.status, firstCode(reply.body)]).toEqual([409, '3403']);
  });

  it('hands a session over with a one-time access token: once, within 5 minutes, header or body', async () => {
    const token = await memberToken('handover@example.com');
    const anonymous = await api.request('POST', m('one_time_access_tokens'));
    expect([anonymous.status, firstCode(anonymous.body)]).toEqual([401, '1400']);
    const issued = await api.request('POST', m('one_time_access_tokens'), undefined, bearer(token));
    expect(issued.status).toBe(201);
    const oneTime = issued.body.data.token as string;
    const stored = JSON.stringify(
      await handle.database.db.select().from((await import('../db/schema')).memberAccessTokens),
    );
    expect(stored).not.toContain(oneTime);

    const used = await api.request('POST', m('tokens'), undefined, { 'X-One-Time-Access-Token': oneTime });
    expect(used.status).toBe(200);
    expect(used.body.data.user.email).toBe('handover@example.com');
    expect(used.body.data.token).not.toBe(token);
    const again = await api.request('POST', m('tokens'), { grant_type: 'one_time_access_token', token: oneTime });
    expect([again.status, firstCode(again.body)]).toEqual([409, '3403']);

    const late = (await api.request('POST', m('one_time_access_tokens'), undefined, bearer(token))).body.data
      .token as string;
    await api.travelTo('2026-03-02T03:05:01Z');
    const expired = await api.request('POST', m('tokens'), { grant_type: 'one_time_access_token', token: late });
    expect([expired.status, firstCode(expired.body)]).toEqual([401, '3401']);
    const unknown = await api.request('POST', m('tokens'), { grant_type: 'one_time_access_token', token: 'nope' });
    expect([unknown.status, firstCode(unknown.body)]).toEqual([401, '3401']);
    const malformed = await api.request('POST', m('tokens'), { grant_type: 'password', token: 'x' });
    expect([malformed.status, firstCode(malformed.body)]).toEqual([400, '1000']);
  });
});
