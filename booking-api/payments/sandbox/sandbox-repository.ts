import { and, eq, sql } from 'drizzle-orm';
import { sandboxAuthorizations, sandboxCardTokens, sandboxIdempotency } from '../../db/schema';
import type { AppTx, Queryable } from '../../db/transactions';

/**
 * The sandbox gateway's own tables: the card tokens it issued, its authorizations with their 3-D
 * Secure state, and the replies it keeps per idempotency key.
 */

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

/**
 * Claims an idempotency key for `operation` in the caller's transaction; false when it was already
 * claimed (a concurrent claim waits on the key until the first transaction ends).
 */
export async function claimSandboxIdempotencyKey(
  tx: AppTx,
  claim: { key: string; operation: string; createdAt: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(sandboxIdempotency)
    .values({ ...claim, reply: {} })
    .onConflictDoNothing()
    .returning({ key: sandboxIdempotency.key });
  return claimed.length > 0;
}

export async function findSandboxIdempotency(tx: AppTx, key: string) {
  const [stored] = await tx.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
  return stored;
}

export async function storeSandboxReply(tx: AppTx, key: string, reply: object): Promise<void> {
  await tx.update(sandboxIdempotency).set({ reply }).where(eq(sandboxIdempotency.key, key));
}

/** Gives the key up, so asking again later gets a fresh answer. */
export async function releaseSandboxIdempotencyKey(tx: AppTx, key: string): Promise<void> {
  await tx.delete(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
}

/** The authorization locked (for update) for the caller's transaction. */
export async function lockSandboxAuthorization(tx: AppTx, id: string): Promise<SandboxAuthorizationRow | undefined> {
  const [row] = await tx.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, id)).for('update');
  return row;
}

export async function insertSandboxAuthorization(
  tx: AppTx,
  authorization: typeof sandboxAuthorizations.$inferInsert,
): Promise<void> {
  await tx.insert(sandboxAuthorizations).values(authorization);
}

export async function setSandboxAuthorization(
  tx: AppTx,
  id: string,
  set: Pick<Partial<SandboxAuthorizationRow>, 'status' | 'threeDSecure' | 'declineCode'>,
): Promise<void> {
  await tx.update(sandboxAuthorizations).set(set).where(eq(sandboxAuthorizations.id, id));
}

/** Captured for `amount`, counting the captures. */
export async function captureSandboxAuthorization(tx: AppTx, id: string, amount: number): Promise<void> {
  await tx
    .update(sandboxAuthorizations)
    .set({
      status: 'captured',
      capturedAmount: amount,
      captureCount: sql`${sandboxAuthorizations.captureCount} + 1`,
    })
    .where(eq(sandboxAuthorizations.id, id));
}

export async function addSandboxRefund(tx: AppTx, id: string, amount: number): Promise<void> {
  await tx
    .update(sandboxAuthorizations)
    .set({ refundedAmount: sql`${sandboxAuthorizations.refundedAmount} + ${amount}` })
    .where(eq(sandboxAuthorizations.id, id));
}
