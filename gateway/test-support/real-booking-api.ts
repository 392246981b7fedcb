import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect } from 'vitest';
// Test-only: the booking API runs as a separate HTTP server; the gateway still reaches it only
// over HTTP, as it would reach any server speaking the contract.
import { createBookingApi, fixedClock, seedDemo, type Database } from '../../booking-api';
import { openPgliteTemplateCopy, testDatabaseTargets } from '../../booking-api/tests/support/test-databases';
import { createGateway, type Gateway, type GatewayOptions } from '../index';
import { postGraphql, type GraphqlReply } from './graphql-over-http';

export interface RealBookingApi {
  database: Database;
  /** Where the booking API listens, e.g. for the dev outbox or a direct REST call to compare with. */
  apiUrl: string;
  gateway: Gateway;
  close(): Promise<void>;
}

/**
 * The real booking API on a fresh, seeded in-memory database, listening on a free port, and a
 * gateway pointed at it. The clock is fixed (10:00 in Kyoto on 2030-04-01 unless told otherwise).
 */
/** The API client of the seeded template; each file's own client is added to its copy. */
const TEMPLATE_CLIENT_KEY = 'gateway-template-widget';
const pglite = testDatabaseTargets.find((target) => target.name === 'pglite')!;

export async function startRealBookingApi(
  options: {
    now?: string;
    /** `now` is the real time of the run (no template is kept for it). */
    realTime?: boolean;
    clientKey?: string;
    appVersion?: string;
    gateway?: Pick<GatewayOptions, 'guestLocation'>;
    publicUrl?: string;
  } = {},
): Promise<RealBookingApi> {
  const clock = fixedClock(options.now ?? '2030-04-01T01:00:00Z');
  const clientKey = options.clientKey ?? 'integration-widget';
  const clientSecret = `${clientKey}-secret`;
  // The demo seeded at a fixed clock is a template made once (test-databases.ts); the file's own API
  // client is then added to the copy by seeding it again, which only adds what is missing. A clock
  // read from the real time never comes again, so its seed goes straight into a migrated copy rather
  // than into a template of its own kept on disk.
  const seededAt = clock.now().toString();
  const { database } = options.realTime
    ? await pglite.open()
    : await openPgliteTemplateCopy(`gateway-demo-${seededAt.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, (template) =>
        seedDemo(template, {
          clock,
          clientKey: TEMPLATE_CLIENT_KEY,
          clientSecret: `${TEMPLATE_CLIENT_KEY}-secret`,
        }).then(() => undefined),
      );
  await seedDemo(database, { clock, clientKey, clientSecret });
  // publicUrl: what PUBLIC_URL gives a server, the base of every e-mailed link.
  const app = createBookingApi({
    database,
    clock,
    gatewaySecret: clientSecret,
    publicUrl: options.publicUrl ?? 'https://booking.hotel.example',
  });
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  const gateway = createGateway({
    bookingApiUrl: apiUrl,
    clientKey,
    clientSecret,
    appVersion: options.appVersion ?? 'integration',
    logging: 'warn',
    ...options.gateway,
  });
  return {
    database,
    apiUrl,
    gateway,
    close: async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await database.close();
    },
  };
}

export interface RealBookingApiFixture {
  /** The started API's parts; reading them before the file's beforeAll has run throws. */
  readonly database: Database;
  readonly apiUrl: string;
  readonly gateway: Gateway;
  /** A GraphQL-over-HTTP POST through the gateway. */
  gql<TData = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlReply<TData>>;
  /** The first link of the first mail of `kind` to `to` in the booking API's dev outbox. */
  mailLink(to: string, kind: string): Promise<URL>;
  /** Signs a member in through the gateway (expecting no errors) and gives the member token. */
  signIn(code: string, email: string, password: string): Promise<string>;
}

/** The Authorization header of a member token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Starts the real booking API and gateway in the test file's beforeAll and closes them in its
 * afterAll (see startRealBookingApi), and gives the helpers most integration tests share.
 */
export function useRealBookingApi(options: Parameters<typeof startRealBookingApi>[0] = {}): RealBookingApiFixture {
  let started: RealBookingApi | undefined;
  beforeAll(async () => {
    started = await startRealBookingApi(options);
  });
  afterAll(() => started?.close());
  const real = (): RealBookingApi => {
    if (!started) throw new Error('the real booking API is not started yet (use it inside a test or hook)');
    return started;
  };
  const fixture: RealBookingApiFixture = {
    get database() {
      return real().database;
    },
    get apiUrl() {
      return real().apiUrl;
    },
    get gateway() {
      return real().gateway;
    },
    gql: (query, variables = {}, headers = {}) => postGraphql(real().gateway, query, variables, headers),
    async mailLink(to, kind) {
      const reply = await fetch(`${real().apiUrl}/api/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
      const { messages } = (await reply.json()) as { messages: { kind: string; links: { url: string }[] }[] };
      const mail = messages.find((m) => m.kind === kind);
      if (!mail) throw new Error(`no ${kind} mail to ${to}`);
      return new URL(mail.links[0]!.url);
    },
    async signIn(code, email, password) {
      const reply = await fixture.gql(
        `mutation ($code: String!, $e: String!, $p: String!) { signIn(code: $code, email: $e, password: $p) { token } }`,
        { code, e: email, p: password },
      );
      expect(reply.errors).toBeUndefined();
      return reply.data!.signIn.token as string;
    },
  };
  return fixture;
}
