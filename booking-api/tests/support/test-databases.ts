import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/database';

/**
 * The databases the repository tests run on: always an in-memory PGlite; a PostgreSQL server too
 * when DATABASE_URL is set. Each PostgreSQL test file gets a fresh database of its own
 * (bw_test_<random>), dropped afterwards, so parallel runs never collide.
 */
export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Why the target is skipped, or null when it runs. */
  skipReason: string | null;
  open(): Promise<TestDatabase>;
}

export interface TestDatabase {
  database: Database;
  /** The connection string of a PostgreSQL test database (absent for PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

const databaseUrl = process.env.DATABASE_URL;

export const testDatabaseTargets: TestDatabaseTarget[] = [
  {
    name: 'pglite',
    skipReason: null,
    async open() {
      const database = await openDatabase({});
      return { database, dispose: () => database.close() };
    },
  },
  {
    name: 'postgres',
    skipReason: databaseUrl ? null : 'DATABASE_URL is not set',
    open: () => openFreshPostgres(databaseUrl!),
  },
];

/** An empty, unmigrated PostgreSQL database of its own next to DATABASE_URL's. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bw_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function openFreshPostgres(adminUrl: string): Promise<TestDatabase> {
  const empty = await createEmptyPostgresDatabase(adminUrl);
  // Several connections, so concurrent requests really race inside PostgreSQL.
  const database = await openDatabase({ databaseUrl: empty.url, poolSize: 12 });
  return {
    database,
    url: empty.url,
    async dispose() {
      await database.close();
      await empty.drop();
    },
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
