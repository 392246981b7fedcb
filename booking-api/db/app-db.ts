import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from './schema-core';

/**
 * Repository code is written once against this base type, so the same queries run on the
 * embedded PGlite and on a PostgreSQL server. A transaction handle is a subtype of it.
 */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
