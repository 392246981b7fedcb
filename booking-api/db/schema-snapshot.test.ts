import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from './schema';

/**
 * drizzle-kit generates the next migration from the difference between db/schema.ts and the latest snapshot in
 * migrations/meta. This test fails when the schema changed without a migration and its snapshot (README,
 * "A new migration"), so `drizzle-kit generate` never re-creates tables that already exist.
 */
const meta = join(import.meta.dirname, 'migrations', 'meta');

describe('the drizzle-kit snapshot', () => {
  it('matches the TypeScript schema: generating a migration now would write nothing', async () => {
    const snapshots = readdirSync(meta)
      .filter((name) => name.endsWith('_snapshot.json'))
      .sort();
    const latest = JSON.parse(readFileSync(join(meta, snapshots[snapshots.length - 1]!), 'utf8'));
    const current = generateDrizzleJson(schema as Record<string, unknown>, latest.id);
    expect(await generateMigration(latest, current)).toEqual([]);
  });

  it('journals every migration file under its number, so drizzle-kit names the next one after the last', () => {
    const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const files = readdirSync(join(meta, '..')).filter((name) => name.endsWith('.sql'));
    const last = Math.max(...files.map((name) => Number(name.slice(0, 4))));
    expect(journal.entries.map((entry) => entry.idx)).toEqual([...Array(last + 1).keys()]);
    for (const file of files) {
      const entry = journal.entries[Number(file.slice(0, 4))]!;
      // Two files share 0003 (see README); the journal names the first.
      if (file !== '0003_search.sql') expect(`${entry.tag}.sql`).toBe(file);
    }
  });
});
