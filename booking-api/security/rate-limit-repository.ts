import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema';
import type { Queryable } from '../db/transactions';

/**
 * One hit on a key's window (atomic upsert): a window that started at or before `expiredBefore`
 * starts again at `now` with this hit. The count and window after it.
 */
export async function hitWindow(
  db: Queryable,
  hit: { keyHash: string; now: Date; expiredBefore: Date },
): Promise<{ hits: number; windowStartedAt: Date }> {
  const { keyHash, now } = hit;
  const expired = sql`${rateLimitCounters.windowStartedAt} <= ${hit.expiredBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ keyHash, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.keyHash,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt });
  return row!;
}

/** Drops the windows that started before `before`. */
export async function dropWindowsStartedBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, before));
}

/** Gives one hit back to the window, if it is still the one that started at `windowStartedAt`. */
export async function giveHitBack(db: Queryable, keyHash: string, windowStartedAt: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(
      and(
        eq(rateLimitCounters.keyHash, keyHash),
        eq(rateLimitCounters.windowStartedAt, windowStartedAt),
        gt(rateLimitCounters.hits, 0),
      ),
    );
}

export async function findWindow(
  db: Queryable,
  keyHash: string,
): Promise<{ hits: number; windowStartedAt: Date } | undefined> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.keyHash, keyHash));
  return row;
}
