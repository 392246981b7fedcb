import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER } from '../../contract';
import { createBookingApi } from '../app';
import { fixedClock } from '../clock';
import type { Database } from '../db/database';
import { apiClients, hotelBrands, hotels, members } from '../db/schema';
import { verifyPassword } from '../security/passwords';
import { verifySecret } from '../security/secrets';
import { DEMO_ACCOUNTS, seedDemo } from '../seed/demo';
import { DEMO_CLIENT_KEY, DEMO_CLIENT_SECRET } from '../seed/demo-client';
import { LOOPBACK_CALLER, START } from './support/test-api';
import { testDatabaseTargets } from './support/test-databases';

// Production seeds no account whose password is published and no API client with the demo secret
// (that secret opens the whole staff API); the demo hotels only when asked (SEED_DEMO_HOTELS=1).
const clock = fixedClock(START);
const SECRET = 'a-secret-of-our-own';
const production = { clock, clientKey: DEMO_CLIENT_KEY, clientSecret: SECRET, mode: 'production' as const };

async function call(app: Hono, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(
    path,
    {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    LOOPBACK_CALLER,
  );
  return { status: response.status, body: (await response.json()) as any };
}

const clientSession = (app: Hono, secret: string) =>
  call(app, 'POST', '/api/client_sessions', { key: DEMO_CLIENT_KEY, secret });

async function signIn(app: Hono, session: string, account: { email: string; password: string }) {
  return call(app, 'POST', '/book/hotels/demo-kyoto/memberships/sign_in', account, {
    [CLIENT_SESSION_HEADER]: session,
  });
}

/** Members who still sign in with a published password, and API clients that open with the demo secret. */
async function knownCredentials(database: Database) {
  const rows = await database.db.select().from(members);
  const demoPasswords = [];
  for (const member of rows) {
    for (const account of DEMO_ACCOUNTS)
      if (await verifyPassword(account.password, member.passwordHash)) demoPasswords.push(member.email);
  }
  const clients = await database.db.select().from(apiClients);
  const demoSecrets = [];
  for (const client of clients)
    if (await verifySecret(DEMO_CLIENT_SECRET, client.secretHash)) demoSecrets.push(client.key);
  return { demoPasswords, demoSecrets };
}

describe.each(testDatabaseTargets)('production seed on $name', (target) => {
  if (target.skipReason) {
    it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
    return;
  }
  const onFreshDatabase = async (body: (database: Database) => Promise<void>) => {
    const handle = await target.open();
    try {
      await body(handle.database);
    } finally {
      await handle.dispose();
    }
  };

  it('seeds the demo hotels without any account, and the API client with the configured secret only', () =>
    onFreshDatabase(async (database) => {
      expect(await seedDemo(database, { ...production, demoHotels: true })).toEqual({ seeded: true });
      const app = createBookingApi({ database, clock, mode: 'production', publicUrl: 'https://booking.hotel.example' });
      expect((await clientSession(app, DEMO_CLIENT_SECRET)).status).toBe(401);
      const opened = await clientSession(app, SECRET);
      expect(opened.status).toBe(201);
      const session = opened.body.data.client_session as string;
      expect(
        (await call(app, 'GET', '/book/hotels/demo-kyoto', undefined, { [CLIENT_SESSION_HEADER]: session })).status,
      ).toBe(200);
      for (const account of DEMO_ACCOUNTS)
        expect((await signIn(app, session, account)).status, account.email).toBe(422);
      expect(await database.db.select({ n: count() }).from(members)).toEqual([{ n: 0 }]);
      expect(await knownCredentials(database)).toEqual({ demoPasswords: [], demoSecrets: [] });
    }));

  it('seeds nothing without the demo hotels: no brand, no member, no API client', () =>
    onFreshDatabase(async (database) => {
      expect(await seedDemo(database, production)).toEqual({ seeded: false });
      const app = createBookingApi({ database, clock, mode: 'production', publicUrl: 'https://booking.hotel.example' });
      expect((await clientSession(app, DEMO_CLIENT_SECRET)).status).toBe(401);
      for (const table of [hotelBrands, hotels, members, apiClients])
        expect(await database.db.select({ n: count() }).from(table)).toEqual([{ n: 0 }]);
    }));

  it('takes the published passwords and the demo secret away from a database a demo start seeded', () =>
    onFreshDatabase(async (database) => {
      await seedDemo(database, { clock, clientKey: DEMO_CLIENT_KEY, clientSecret: DEMO_CLIENT_SECRET });
      const demo = createBookingApi({ database, clock });
      const demoSession = (await clientSession(demo, DEMO_CLIENT_SECRET)).body.data.client_session as string;
      const signedIn = await signIn(demo, demoSession, DEMO_ACCOUNTS[0]!);
      expect(signedIn.status).toBe(200);

      expect(await seedDemo(database, production)).toEqual({ seeded: false });
      const app = createBookingApi({ database, clock, mode: 'production', publicUrl: 'https://booking.hotel.example' });
      expect((await clientSession(app, DEMO_CLIENT_SECRET)).status).toBe(401);
      const session = (await clientSession(app, SECRET)).body.data.client_session as string;
      for (const account of DEMO_ACCOUNTS)
        expect((await signIn(app, session, account)).status, account.email).toBe(422);
      const me = await call(app, 'GET', '/book/user/me', undefined, {
        [CLIENT_SESSION_HEADER]: session,
        Authorization: `Bearer ${signedIn.body.data.token}`,
      });
      expect(me.status).toBe(401);
      expect(await knownCredentials(database)).toEqual({ demoPasswords: [], demoSecrets: [] });
    }));

  it('refuses to seed the API client with the demo secret in production', () =>
    onFreshDatabase(async (database) => {
      await expect(
        seedDemo(database, { ...production, clientSecret: DEMO_CLIENT_SECRET, demoHotels: true }),
      ).rejects.toThrow(/demo secret/);
      expect(await database.db.select({ n: count() }).from(apiClients)).toEqual([{ n: 0 }]);
    }));
});
