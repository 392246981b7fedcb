import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppDb } from './app-db';

/**
 * Applies the SQL files of db/migrations in name order and records each in schema_migrations.
 * Everything happens in one transaction holding an advisory lock, so two processes starting at
 * once against one PostgreSQL neither race on CREATE TABLE nor apply a file twice.
 */

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant shared by every process of this app; "bw" + "migr" in ASCII.
const MIGRATION_LOCK_ID = 0x62776d69677200n;

// Kept out of schema.ts so drizzle-kit does not generate it: the runner owns this table.
const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export async function runMigrations(db: AppDb, options: { before?: string } = {}): Promise<string[]> {
  const files = (await readdir(migrationsFolder))
    .filter((name) => name.endsWith('.sql') && (options.before === undefined || name < options.before))
    .sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(MIGRATION_LOCK_ID.toString())})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const applied = new Set(
      (await tx.select({ name: schemaMigrations.name }).from(schemaMigrations)).map((r) => r.name),
    );
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await readFile(join(migrationsFolder, file), 'utf8');
      // drizzle-kit separates statements with this marker.
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.insert(schemaMigrations).values({ name: file });
      newlyApplied.push(file);
    }
    return newlyApplied;
  });
}
