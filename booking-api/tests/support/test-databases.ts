import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/database';
import { seedTestDemo } from './test-seed';

/**
 * The databases the repository tests run on: always an in-memory PGlite; a PostgreSQL server too
 * when DATABASE_URL is set. Each PostgreSQL test file gets a fresh database of its own
 * (bw_test_<random>), dropped afterwards, so parallel runs never collide.
 *
 * Migrating and seeding a database takes seconds; a test file instead gets a copy of a template
 * made once: `open()` a migrated empty one, `openSeeded()` one seeded with the test demo brand
 * (test-seed.ts). A template is named by a hash of the booking API's sources (its migrations and
 * seeds), so any change to them makes a new one. PGlite templates are data-folder dumps under
 * node_modules/.cache; PostgreSQL templates are databases bw_tpl_<hash>_<kind>, copied by
 * CREATE DATABASE ... TEMPLATE.
 */
export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Why the target is skipped, or null when it runs. */
  skipReason: string | null;
  /** A migrated database with no rows. */
  open(): Promise<TestDatabase>;
  /** A migrated database seeded with the test demo brand (seedTestDemo). */
  openSeeded(): Promise<TestDatabase>;
}

export interface TestDatabase {
  database: Database;
  /** The connection string of a PostgreSQL test database (absent for PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

type TemplateKind = 'migrated' | 'seeded';

const databaseUrl = process.env.DATABASE_URL;

export const testDatabaseTargets: TestDatabaseTarget[] = [
  {
    name: 'pglite',
    skipReason: null,
    open: () => openPgliteCopy('migrated'),
    openSeeded: () => openPgliteCopy('seeded'),
  },
  {
    name: 'postgres',
    skipReason: databaseUrl ? null : 'DATABASE_URL is not set',
    open: () => openPostgresCopy(databaseUrl!, 'migrated'),
    openSeeded: () => openPostgresCopy(databaseUrl!, 'seeded'),
  },
];

/** An empty, unmigrated PostgreSQL database of its own next to DATABASE_URL's. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bw_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

const bookingApiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repositoryFolder = resolve(bookingApiFolder, '..');

let templateKeyMemo: string | undefined;
/** A hash of every source a template depends on: the booking API (migrations, seeds, their helpers) and the contract. */
function templateKey(): string {
  if (templateKeyMemo) return templateKeyMemo;
  const hash = createHash('sha256');
  for (const folder of [bookingApiFolder, resolve(repositoryFolder, 'contract')]) {
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|sql|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort();
    for (const file of files) {
      hash.update(file);
      hash.update(readFileSync(join(folder, file)));
    }
  }
  templateKeyMemo = hash.digest('hex').slice(0, 16);
  return templateKeyMemo;
}

async function prepare(database: Database, kind: TemplateKind): Promise<void> {
  if (kind === 'seeded') await seedTestDemo(database);
}

// PGlite: a dump of the template's data folder, made once per source hash and kept on disk.
const pgliteCacheFolder = resolve(repositoryFolder, 'node_modules/.cache/test-databases');
const pgliteDumps = new Map<string, Promise<Blob>>();
// Dumps of other source hashes beyond this many are deleted (each is tens of MB); the current hash's are kept.
const PGLITE_DUMPS_KEPT = 8;

async function openPgliteCopy(kind: TemplateKind): Promise<TestDatabase> {
  return openPgliteTemplateCopy(kind, (database) => prepare(database, kind));
}

/**
 * A copy of an in-memory PGlite template of its own: `name` (letters, digits, dashes) names what
 * `prepare` puts in a migrated database, and the template is made once per name and source hash.
 * For files that need a seed other than the test demo's (the gateway's integration tests seed the
 * demo at their own clock): the migrations run once, not once per file.
 */
export async function openPgliteTemplateCopy(
  name: string,
  prepare: (database: Database) => Promise<void>,
): Promise<TestDatabase> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`A template name is letters, digits and dashes: ${name}`);
  let dump = pgliteDumps.get(name);
  if (!dump) {
    dump = pgliteDump(name, prepare);
    pgliteDumps.set(name, dump);
  }
  const database = await openDatabase({ pgliteDump: await dump });
  return { database, dispose: () => database.close() };
}

async function pgliteDump(name: string, prepare: (database: Database) => Promise<void>): Promise<Blob> {
  const file = join(pgliteCacheFolder, `${templateKey()}-${name}.tar`);
  try {
    const bytes = readFileSync(file);
    const now = new Date();
    utimesSync(file, now, now);
    return new Blob([bytes]);
  } catch {
    // Not made yet: make it below.
  }
  // A template beside the migrated one starts from a copy of it rather than migrating again.
  const database = name === 'migrated' ? await openDatabase({}) : (await openPgliteCopy('migrated')).database;
  try {
    await prepare(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Written to the data files first, so each test file's copy starts with little of the
    // write-ahead log to replay (some tenth of a copy's start-up work).
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(pgliteCacheFolder, { recursive: true });
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    forgetOldDumps();
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

function forgetOldDumps(): void {
  const dumps = readdirSync(pgliteCacheFolder)
    .filter((name) => !name.startsWith(`${templateKey()}-`))
    .map((name) => ({ name, time: statSync(join(pgliteCacheFolder, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of dumps.slice(PGLITE_DUMPS_KEPT)) rmSync(join(pgliteCacheFolder, old.name), { force: true });
}

// PostgreSQL: template databases next to DATABASE_URL's, made once per source hash under an advisory lock.
const PG_TEMPLATES_KEPT = 8;

async function openPostgresCopy(adminUrl: string, kind: TemplateKind): Promise<TestDatabase> {
  const template = `bw_tpl_${templateKey()}_${kind}`;
  const name = `bw_test_${randomBytes(6).toString('hex')}`;
  await ensurePostgresTemplate(adminUrl, template, kind);
  try {
    await adminQuery(adminUrl, `create database ${name} template ${template}`);
  } catch (error) {
    // Another run may have dropped an old template between the check and the copy: make it again once.
    if (!/does not exist/.test(String(error))) throw error;
    await ensurePostgresTemplate(adminUrl, template, kind);
    await adminQuery(adminUrl, `create database ${name} template ${template}`);
  }
  const url = databaseUrlFor(adminUrl, name);
  // Several connections, so concurrent requests really race inside PostgreSQL.
  const database = await openDatabase({ databaseUrl: url, poolSize: 12 });
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function ensurePostgresTemplate(adminUrl: string, template: string, kind: TemplateKind): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount) return;
    const building = `bw_tpl_building_${randomBytes(6).toString('hex')}`;
    await client.query(`create database ${building}`);
    try {
      const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, building), poolSize: 2 });
      try {
        await prepare(database, kind);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${template}`);
    } catch (error) {
      await client.query(`drop database if exists ${building} with (force)`);
      throw error;
    }
    // Keep the newest templates only (a higher oid is a newer database).
    const old = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'bw\\_tpl\\_%' and datname not like 'bw\\_tpl\\_building\\_%'
       order by oid desc offset ${PG_TEMPLATES_KEPT}`,
    );
    for (const row of old.rows) await client.query(`drop database if exists ${row.datname} with (force)`);
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [template]).catch(() => undefined);
    await client.end();
  }
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
