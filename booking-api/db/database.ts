import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from './schema';
import { runMigrations } from './migrate';

import type { AppDb } from './app-db';

export type { AppDb } from './app-db';

export interface Database {
  db: AppDb;
  dialect: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** Apply only the migrations named before this file (tests of a migration on existing data). */
  migrateBefore?: string;
  /** An in-memory PGlite starts from this dump of a data folder (tests copy a migrated template). */
  pgliteDump?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize)
    : await openPglite(opts.dataDir, opts.pgliteDump);
  try {
    await runMigrations(database.db, opts.migrateBefore === undefined ? {} : { before: opts.migrateBefore });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const absolute = resolve(dataDir);
    // PGlite creates only the last folder of its path.
    await mkdir(dirname(absolute), { recursive: true });
    client = await PGlite.create(absolute);
  } else {
    client = await PGlite.create(dump ? { loadDataDir: dump } : {});
  }
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    db,
    dialect: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[booking-api] idle PostgreSQL client error', error));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    dialect: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
