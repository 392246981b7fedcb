import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
// Test-only: the booking API runs as a separate HTTP server; the gateway still reaches it only
// over HTTP, as it would reach any server speaking the contract.
import { createBookingApi, fixedClock, openDatabase, seedDemo, type Database } from '../../booking-api';
import { createGateway, type Gateway } from '../index';

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
export async function startRealBookingApi(options: { now?: string; clientKey?: string; appVersion?: string } = {}): Promise<RealBookingApi> {
  const clock = fixedClock(options.now ?? '2030-04-01T01:00:00Z');
  const clientKey = options.clientKey ?? 'integration-widget';
  const clientSecret = `${clientKey}-secret`;
  const database = await openDatabase({});
  await seedDemo(database, { clock, clientKey, clientSecret });
  const app = createBookingApi({ database, clock });
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  const gateway = createGateway({ bookingApiUrl: apiUrl, clientKey, clientSecret, appVersion: options.appVersion ?? 'integration', logging: 'warn' });
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
