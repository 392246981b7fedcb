import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createBookingApi } from '../app';
import { fixedClock } from '../clock';
import { openDatabase, type Database } from '../db/database';
import { hotels, inventory, plans, rates, roomTypes } from '../db/schema';
import { seedDemo } from '../seed/demo';
import { createEmptyPostgresDatabase, testDatabaseTargets } from './support/test-databases';
import { START, firstCode } from './support/test-api';

const clock = fixedClock(START);
const pglite = testDatabaseTargets.find((t) => t.name === 'pglite')!;
const seedOptions = { clock, clientKey: 'demo-widget', clientSecret: 'secret-1' };

describe('PGlite in a data folder', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('creates missing parent folders, seeds once and keeps the data across a reopen', { timeout: 90_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'bw-pglite-'));
    folders.push(root);
    const dataDir = join(root, 'not', 'yet', 'there', 'data');
    const first = await openDatabase({ dataDir });
    expect(await seedDemo(first, seedOptions)).toEqual({ seeded: true });
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      expect(await seedDemo(second, seedOptions)).toEqual({ seeded: false });
      const [row] = await second.db.select({ n: count() }).from(hotels);
      expect(row!.n).toBe(4);
    } finally {
      await second.close();
    }
  });
});

describe('demo seed contents', () => {
  it(
    'gives each facility at least 4 room types with 3 plans, a year of stock and prices',
    { timeout: 90_000 },
    async () => {
      // A copy of the migrated template: the migrations from nothing run in the test above.
      const copy = await pglite.open();
      const { database } = copy;
      try {
        await seedDemo(database, seedOptions);
        const types = await database.db.select().from(roomTypes);
        expect(types).toHaveLength(18);
        expect(types.every((t) => t.roomTotal >= 1 && t.roomTotal <= 8)).toBe(true);
        expect(types.some((t) => t.roomTotal <= 2)).toBe(true);
        const [stock] = await database.db.select({ n: count() }).from(inventory);
        expect(stock!.n).toBe(18 * 366);
        // At least 3 plans per room type (later features add more), each priced for every one of the 366 nights.
        const planRows = await database.db.select({ roomTypeId: plans.roomTypeId }).from(plans);
        expect(types.every((t) => planRows.filter((p) => p.roomTypeId === t.id).length >= 3)).toBe(true);
        const [prices] = await database.db.select({ n: count() }).from(rates);
        expect(prices!.n).toBe(planRows.length * 366);
      } finally {
        await copy.dispose();
      }
    },
  );
});

describe('unexpected failures', () => {
  it('answer 500 in the error shape and are logged', async () => {
    const broken = { db: {}, dialect: 'pglite', ping: async () => {}, close: async () => {} } as unknown as Database;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const app = createBookingApi({ database: broken, clock });
      const response = await app.request('/api/client_sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'a', secret: 'b' }),
      });
      expect(response.status).toBe(500);
      expect(firstCode(await response.json())).toBe('1000');
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});

const postgres = testDatabaseTargets.find((t) => t.name === 'postgres')!;
describe('two processes starting at once on postgres', () => {
  it.skipIf(postgres.skipReason !== null)(
    `migrate and seed an empty database exactly once${postgres.skipReason ? ` (skipped: ${postgres.skipReason})` : ''}`,
    async () => {
      const empty = await createEmptyPostgresDatabase(process.env.DATABASE_URL!);
      try {
        const [a, b] = await Promise.all([
          openDatabase({ databaseUrl: empty.url }),
          openDatabase({ databaseUrl: empty.url }),
        ]);
        try {
          const results = await Promise.all([seedDemo(a, seedOptions), seedDemo(b, seedOptions)]);
          expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
          const [row] = await a.db.select({ n: count() }).from(hotels);
          expect(row!.n).toBe(4);
        } finally {
          await a.close();
          await b.close();
        }
      } finally {
        await empty.drop();
      }
    },
  );
});
