import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * `test` with a worker fixture `testClockServer`: one `npm start` with BOOKING_API_TEST_CLOCK=1 on a
 * fresh embedded database (E2E_PORT + 2), so a test can move the booking API's clock
 * (POST /api/test/clock) instead of waiting. The first spec that asks for it starts it and the worker
 * stops it at its end, so the specs that use it share one start: pay-by-link (its links book no
 * room) and payments (its bookings are its own), whose moves are an hour and a quarter of an hour
 * and whose checks count from the server's clock as they find it. A spec that moves the clock by
 * days (payment-methods) keeps a server of its own.
 */
export const test = base.extend<object, { testClockServer: ServerProcess }>({
  testClockServer: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-test-clock-'));
      const server = await startServerProcess({
        PORT: String(Number(process.env.E2E_PORT ?? 18080) + 2),
        DATA_DIR: path.join(dataDir, 'db'),
        BOOKING_API_TEST_CLOCK: '1',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
