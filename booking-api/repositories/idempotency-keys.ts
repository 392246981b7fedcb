import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { Queryable } from '../db/transactions';

export interface StoredReply {
  requestHash: string;
  status: number;
  body: unknown;
}

/**
 * Claims a key inside the booking transaction. On PostgreSQL a concurrent claim of the same key
 * waits on the primary key until the first transaction ends; if that one committed, this returns
 * false and the caller reads the stored reply. A claim is only ever seen together with its reply,
 * because both are written in the same transaction.
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  hotelId: number,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ hotelId, key, requestHash, replyStatus: 0, replyBody: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function storeIdempotentReply(
  tx: Queryable,
  hotelId: number,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ replyStatus: status, replyBody: body })
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.key, key)));
}

export async function findIdempotentReply(db: Queryable, hotelId: number, key: string): Promise<StoredReply | null> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.key, key)))
    .limit(1);
  const row = rows[0];
  return row ? { requestHash: row.requestHash, status: row.replyStatus, body: row.replyBody } : null;
}
