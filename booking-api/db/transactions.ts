import type { AppDb } from './database';

export type AppTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
/** Anything that can run queries: the database or an open transaction. */
export type Queryable = AppDb | AppTx;

/** The SQLSTATE of a PostgreSQL error, whether a driver error or wrapped by drizzle. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

/** Runs `work` in a transaction, retrying a few times when PostgreSQL aborts it for a conflict. */
export async function inTransaction<T>(db: AppDb, work: (tx: AppTx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
