import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER, type CreateReservationRequest } from '../../../contract';
import { createBookingApi } from '../../app';
import { settableClock, type SettableClock } from '../../clock';
import type { Database } from '../../db/database';
import { hotelBrands, memberSessions, members, roomTypes } from '../../db/schema';
import { hashSecret, sha256Hex } from '../../security/secrets';
import { stockByNight } from '../../repositories/inventory';
import type { CardProviderRegistry } from '../../payments/card-engine';
import { cardProvidersOf } from '../../payments/card-providers';
import { testDatabaseTargets, type TestDatabase, type TestDatabaseTarget } from './test-databases';
import { DEMO_KEY, DEMO_SECRET, START, seedTestDemo } from './test-seed';

export { AGENCY_KEY, AGENCY_SECRET, DEMO_KEY, DEMO_SECRET, START } from './test-seed';

/** The base of the e-mailed links of the test API (what PUBLIC_URL gives a server). */
export const TEST_PUBLIC_URL = 'https://booking.hotel.example';
/**
 * The env of an in-process request (`app.request(path, init, env)`) from a caller at `address`,
 * as the node server hands it over (booking-api/http/caller-address.ts reads the socket's address).
 */
export const callerAt = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
/** Tests run on the machine of the API, so their requests come from loopback (the outbox answers them). */
export const LOOPBACK_CALLER = callerAt('127.0.0.1');
export interface TestApi {
  app: Hono;
  clock: SettableClock;
  database: Database;
  /** The card providers of the API (the demo start's: the sandbox, standing in for GMO-type gateways). */
  cardProviders: CardProviderRegistry;
  session: string;
  /** Moves the clock and takes a new client session (the old one may have expired at the new time). */
  travelTo(instant: string): Promise<void>;
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>;
}

/** A seeded booking API on `database`, with a client session already obtained. */
export async function startTestApi(
  database: Database,
  options: { cardProviders?: CardProviderRegistry } = {},
): Promise<TestApi> {
  const clock = settableClock(START);
  await seedTestDemo(database);
  const cardProviders = options.cardProviders ?? cardProvidersOf({ demo: true });
  const app = createBookingApi({ database, clock, publicUrl: TEST_PUBLIC_URL, cardProviders });
  const newSession = async () => {
    const created = await app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: DEMO_KEY, secret: DEMO_SECRET }),
    });
    return ((await created.json()) as { data: { client_session: string } }).data.client_session;
  };
  const api: TestApi = {
    app,
    clock,
    database,
    cardProviders,
    session: await newSession(),
    async travelTo(instant) {
      clock.set(instant);
      api.session = await newSession();
    },
    async request(method, path, body, headers = {}) {
      const response = await app.request(
        path,
        {
          method,
          headers: {
            [CLIENT_SESSION_HEADER]: api.session,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        },
        LOOPBACK_CALLER,
      );
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
  return api;
}

/**
 * The file's tests once per test database (describe.each over testDatabaseTargets; "$name" in the
 * title names it): a skipped placeholder where the target does not run, else a seeded booking API
 * (startTestApi) on a database opened in beforeAll and disposed in afterAll, with the clock back at
 * START and a fresh client session before each test. `api` may be used only inside tests and hooks.
 */
export function describeOnTestDatabases(
  title: string,
  body: (api: TestApi, target: TestDatabaseTarget) => void,
  /** The card providers of the API, built per database (the demo start's by default). */
  options: { cardProviders?: () => CardProviderRegistry } = {},
): void {
  describe.each(testDatabaseTargets)(title, (target) => {
    if (target.skipReason) {
      it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
      return;
    }
    let handle: TestDatabase | undefined;
    let started: TestApi | undefined;
    beforeAll(async () => {
      handle = await target.openSeeded();
      started = await startTestApi(handle.database, { cardProviders: options.cardProviders?.() });
    });
    afterAll(async () => {
      await handle?.dispose();
    });
    beforeEach(() => current().travelTo(START));
    const current = (): TestApi => {
      if (!started) throw new Error('the test API is not started yet (use it inside a test or hook)');
      return started;
    };
    const api = new Proxy({} as TestApi, {
      get: (_target, key) => Reflect.get(current(), key),
      set: (_target, key, value) => Reflect.set(current(), key, value),
    });
    body(api, target);
  });
}

export function reservationRequest(overrides: Partial<CreateReservationRequest> = {}): CreateReservationRequest {
  return {
    checkin_date: '2026-03-10',
    checkout_date: '2026-03-12',
    rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'Hanako.Yamada@example.com', phone: '+819012345678' },
    payment_type: 'on_site',
    ...overrides,
  };
}

/** A guest's last name for the i-th of many racing bookings, in letters the name rules take (A, B, ... Z, BA, ...). */
export function racerName(i: number): string {
  let letters = '';
  let rest = i;
  do {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `Racer${letters}`;
}

export function firstCode(body: any): string {
  return body?.errors?.[0]?.details?.base?.[0]?.code;
}

/** Rooms still free per night for one room type, read straight from the inventory table. */
export async function stockOf(
  database: Database,
  roomTypeCode: string,
  checkin: string,
  checkout: string,
): Promise<number[]> {
  const [type] = await database.db.select().from(roomTypes).where(eq(roomTypes.code, roomTypeCode));
  const byNight = await stockByNight(database.db, type!.id, checkin, checkout);
  return [...byNight.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, available]) => available);
}

/** The fields of a sandbox test card (POST /api/sandbox/tokens); American Express takes a 4-digit code. */
export function sandboxCard(number: string, overrides: Record<string, unknown> = {}) {
  return {
    number,
    holder_name: 'HANAKO YAMADA',
    expiry_month: 12,
    expiry_year: 2030,
    security_code: number.startsWith('37') ? '1234' : '123',
    ...overrides,
  };
}

/** A card token of the sandbox gateway for a test card (expects the card to be accepted). */
export async function tokenizeCard(
  api: TestApi,
  number: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const reply = await api.request('POST', '/api/sandbox/tokens', sandboxCard(number, overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.token as string;
}

let sessionMembers = 0;
/**
 * An active member of the demo brand written straight to the database, with a live session (a day
 * from START): their id and the Authorization header of that session.
 */
export async function memberWithSession(
  api: TestApi,
  label: string,
): Promise<{ id: number; headers: { Authorization: string } }> {
  sessionMembers += 1;
  const n = `${label}-${sessionMembers}-${randomBytes(4).toString('hex')}`;
  const db = api.database.db;
  const [brand] = await db.select().from(hotelBrands).where(eq(hotelBrands.code, 'demo'));
  const now = new Date(Date.parse(START));
  const [member] = await db
    .insert(members)
    .values({
      brandId: brand!.id,
      email: `${n}@example.com`,
      passwordHash: 'x',
      firstName: 'Card',
      lastName: 'Holder',
      status: 'active',
      membershipId: n,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const token = `session-${n}`;
  await db.insert(memberSessions).values({
    memberId: member!.id,
    brandId: brand!.id,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return { id: member!.id, headers: { Authorization: `Bearer ${token}` } };
}

/** HTTP Basic headers of an API client's key and secret (the staff API). */
export const basicAuth = (key: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
});

/**
 * Staff credentials of a second brand with its own API client: they reach none of the demo brand's
 * hotels (the staff API answers them 1001).
 */
export async function staffOfAnotherBrand(api: TestApi, label: string): Promise<Record<string, string>> {
  const code = `${label}-${randomBytes(4).toString('hex')}`;
  await api.database.db.execute(sql`insert into hotel_brands (code, name) values (${code}, 'Other Brand')`);
  await api.database.db.execute(sql`insert into api_clients (brand_id, key, secret_hash)
    select id, ${code}, ${await hashSecret('other-secret')} from hotel_brands where code = ${code}`);
  return basicAuth(code, 'other-secret');
}
