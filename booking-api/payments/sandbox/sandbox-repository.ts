import { and, eq } from 'drizzle-orm';
import { sandboxAuthorizations, sandboxCardTokens } from '../../db/schema';
import type { Queryable } from '../../db/transactions';

/** The sandbox gateway's own tables: the card tokens it issued and its 3-D Secure authentications. */

export type SandboxCardTokenRow = typeof sandboxCardTokens.$inferSelect;
export type SandboxAuthorizationRow = typeof sandboxAuthorizations.$inferSelect;

export async function insertSandboxCardToken(
  db: Queryable,
  token: typeof sandboxCardTokens.$inferInsert,
): Promise<void> {
  await db.insert(sandboxCardTokens).values(token);
}

export async function findSandboxCardToken(db: Queryable, token: string): Promise<SandboxCardTokenRow | null> {
  const [card] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
  return card ?? null;
}

export async function findSandboxAuthorization(db: Queryable, id: string): Promise<SandboxAuthorizationRow | null> {
  const [row] = await db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, id));
  return row ?? null;
}

/** Conditional on pending: a second submit (double click, back button) changes nothing. */
export async function finishPendingAuthorization(db: Queryable, id: string, result: string): Promise<void> {
  await db
    .update(sandboxAuthorizations)
    .set({ threeDSecure: result })
    .where(and(eq(sandboxAuthorizations.id, id), eq(sandboxAuthorizations.threeDSecure, 'pending')));
}
