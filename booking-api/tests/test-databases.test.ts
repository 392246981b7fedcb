import { describe, expect, it } from 'vitest';
import { hotelBrands } from '../db/schema';
import { testDatabaseTargets, type TestDatabase } from './support/test-databases';

const brandCodes = async (copy: TestDatabase) =>
  (await copy.database.db.select({ code: hotelBrands.code }).from(hotelBrands)).map((row) => row.code).sort();

// The database test files share a worker process (vitest.config.ts), one file after another: each
// must still get a database of its own, never one holding rows another file wrote.
describe.each(testDatabaseTargets)('test database copies on $name', (target) => {
  it.skipIf(target.skipReason !== null)(
    `hold no row written in another copy, open or closed${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    async () => {
      const first = await target.openSeeded();
      let seeded: string[];
      try {
        seeded = await brandCodes(first);
        expect(seeded.length).toBeGreaterThan(0);
        await first.database.db.insert(hotelBrands).values({ code: 'written-by-another-file', name: 'Another file' });
        expect(await brandCodes(first)).toContain('written-by-another-file');
        const meanwhile = await target.openSeeded();
        try {
          expect(await brandCodes(meanwhile)).toEqual(seeded);
        } finally {
          await meanwhile.dispose();
        }
      } finally {
        await first.dispose();
      }
      const later = await target.openSeeded();
      try {
        expect(await brandCodes(later)).toEqual(seeded);
      } finally {
        await later.dispose();
      }
      const empty = await target.open();
      try {
        expect(await brandCodes(empty)).toEqual([]);
      } finally {
        await empty.dispose();
      }
    },
  );
});
