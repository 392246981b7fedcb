import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { syncIdentityConfig } from '../booking-api/identity/identity-config';
import {
  DEMO_KEY,
  DEMO_SECRET,
  describeOnTestDatabases,
  sandboxCard,
  reservationRequest,
} from '../booking-api/tests/support/test-api';
import { CLIENT_SESSION_HEADER } from '../contract';
import { createServerApp } from './app';

// Security headers of the one-process server: the widget's pages and files, the booking API's
// answers (JSON, errors, the sandbox issuer's challenge page) and GraphQL, with the widget's
// frame-ancestors taken from the embedding origin of the hotel's brand.
describeOnTestDatabases('security headers on $name', (api) => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'widget-dist-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'export {};');

  const server = () =>
    createServerApp({
      database: api.database,
      clock: api.clock,
      bookingApiUrl: 'http://127.0.0.1:9',
      clientKey: DEMO_KEY,
      clientSecret: DEMO_SECRET,
      staticDir,
      mode: 'demo',
      publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080',
      devOutbox: false,
    });
  const get = async (url: string, headers: Record<string, string> = {}, app = server()) =>
    (await app.request(url, { headers })).headers;
  const directives = (headers: Headers) =>
    Object.fromEntries(
      (headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
  const expectCommon = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toMatch(
      /^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/,
    );
    expect(headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/(^|, )microphone=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(\)/);
  };
  const expectApiPolicy = (headers: Headers) => {
    expectCommon(headers);
    expect(directives(headers)).toMatchObject({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
  };
  const originalPublicUrl = process.env.PUBLIC_URL;
  afterEach(() => {
    if (originalPublicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = originalPublicUrl;
  });

  it('the widget page and its files: a CSP of its own origin, framed only by itself while the brand has no embedding origin', async () => {
    for (const url of [
      '/?code=demo-kyoto',
      '/booking/result?code=demo-kyoto',
      '/sso/custom/callback?hotel_code=demo-kyoto',
      '/assets/app.js',
      '/?code=no-such-hotel',
    ]) {
      const headers = await get(url);
      expectCommon(headers);
      expect(headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(directives(headers), url).toMatchObject({
        'script-src': "'self'",
        'style-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'self'",
      });
      expect(headers.get('content-security-policy'), url).not.toMatch(/unsafe-(inline|eval)/);
      expect(headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('frame-ancestors of a hotel page adds the embedding origin its brand is configured with', async () => {
    await syncIdentityConfig(api.database, api.clock, {
      EMBED_PARENT_ORIGINS: JSON.stringify({ demo: 'https://hotel.example/booking' }),
    });
    expect(directives(await get('/?code=demo-kyoto'))['frame-ancestors']).toBe("'self' https://hotel.example");
    expect(directives(await get('/booking/result?code=demo-seoul&adults=2'))['frame-ancestors']).toBe(
      "'self' https://hotel.example",
    );
    // No hotel (a file, an unknown code): the widget's own origin only.
    expect(directives(await get('/assets/app.js'))['frame-ancestors']).toBe("'self'");
    expect(directives(await get('/?code=no-such-hotel'))['frame-ancestors']).toBe("'self'");

    // The sandbox issuer's challenge opens inside the widget, so it may be framed where the widget is.
    const token = (await api.request('POST', '/api/sandbox/tokens', sandboxCard('4000000000003089'))).body.token;
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: '2026-09-01',
        checkout_date: '2026-09-02',
        payment_type: 'credit_card',
        card_token: token,
      }),
    );
    const challenge = await get(booked.body.payment.challenge_url);
    expectCommon(challenge);
    expect(directives(challenge)).toMatchObject({
      'default-src': "'none'",
      'style-src': "'unsafe-inline'",
      'form-action': "'self'",
      'frame-ancestors': "'self' https://hotel.example",
    });
  });

  it('REST answers, errors included, and GraphQL answers load nothing and cannot be framed', async () => {
    const session = { [CLIENT_SESSION_HEADER]: api.session };
    expectApiPolicy(await get('/book/hotels/demo-kyoto', session));
    expectApiPolicy(await get('/book/hotels/demo-kyoto'));
    expectApiPolicy(await get('/api/openapi.json'));
    expectApiPolicy(await get('/healthz'));
    const graphql = await server().request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    expectApiPolicy(graphql.headers);
  });

  it('HSTS only when the public address is https', async () => {
    expect((await get('/?code=demo-kyoto')).get('strict-transport-security')).toBeNull();
    process.env.PUBLIC_URL = 'https://book.hotel.example';
    const app = server();
    for (const url of ['/?code=demo-kyoto', '/api/openapi.json', '/healthz']) {
      expect((await get(url, {}, app)).get('strict-transport-security'), url).toMatch(/^max-age=\d{7,}/);
    }
  });
});
