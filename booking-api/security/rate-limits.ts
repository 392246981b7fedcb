import type { Queryable } from '../db/transactions';
import { dropWindowsStartedBefore, findWindow, giveHitBack, hitWindow } from './rate-limit-repository';
import { sha256Hex } from './secrets';

/**
 * Windowed counters kept in the database, so every process sharing it counts together (README: all
 * state is in the database). A window opens with the first hit of a key and lasts `windowMs`; the
 * hit that takes the count past `max` is refused. Each hit is an atomic upsert, so parallel
 * requests cannot all slip under the limit.
 *
 * A caller takes the attempt before the work and gives it back when the work turned out to be no
 * failure (a right password, a reservation found): only failures (and attempts in flight) count.
 */
export interface Limit {
  /** What is limited, e.g. `sign-in:address:203.0.113.5`; stored as a sha256. */
  key: string;
  max: number;
  windowMs: number;
}

export interface Attempt {
  /** Seconds until the fullest refusing window ends; undefined when the attempt may go ahead. */
  refusedForSeconds: number | undefined;
  /** Gives the attempt back (it was no failure). Safe to call once the window has moved on. */
  release(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** One hit on the limit's window (atomic upsert): the count and window after it. */
async function hit(
  db: Queryable,
  limit: Limit,
  now: Date,
): Promise<{ keyHash: string; hits: number; windowStartedAt: Date }> {
  const keyHash = sha256Hex(limit.key);
  const row = await hitWindow(db, { keyHash, now, expiredBefore: new Date(now.getTime() - limit.windowMs) });
  // Old windows are worth nothing; dropping them now and then keeps the table small.
  if (Math.random() < 0.01) await dropWindowsStartedBefore(db, new Date(now.getTime() - DAY_MS));
  return { keyHash, hits: row.hits, windowStartedAt: row.windowStartedAt };
}

const secondsLeft = (windowStartedAt: Date, limit: Limit, now: Date) =>
  Math.max(1, Math.ceil((windowStartedAt.getTime() + limit.windowMs - now.getTime()) / 1000));

export async function takeAttempt(db: Queryable, limits: Limit[], now: Date): Promise<Attempt> {
  const taken: { keyHash: string; windowStartedAt: Date }[] = [];
  let refusedForSeconds: number | undefined;
  for (const limit of limits) {
    const row = await hit(db, limit, now);
    taken.push({ keyHash: row.keyHash, windowStartedAt: row.windowStartedAt });
    if (row.hits > limit.max)
      refusedForSeconds = Math.max(refusedForSeconds ?? 0, secondsLeft(row.windowStartedAt, limit, now));
  }
  const release = async () => {
    for (const { keyHash, windowStartedAt } of taken) {
      await giveHitBack(db, keyHash, windowStartedAt);
    }
  };
  // A refused attempt does no work, so it does not count either.
  if (refusedForSeconds !== undefined) await release();
  return { refusedForSeconds, release };
}

/**
 * Failures counted after the fact, for work that is cheap to let through: `refusal` only reads
 * whether the key's window is already full, and `recordFailure` counts one failure once the work
 * has failed. Unlike takeAttempt, requests in flight do not count, so a burst of right requests
 * (a guest's page asking for several things at once) is never refused; a burst of wrong ones can
 * pass the limit by at most the requests it has in flight at the moment the window fills.
 */
export async function refusal(db: Queryable, limit: Limit, now: Date): Promise<number | undefined> {
  const row = await findWindow(db, sha256Hex(limit.key));
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - limit.windowMs || row.hits < limit.max) return undefined;
  return secondsLeft(row.windowStartedAt, limit, now);
}

export async function recordFailure(db: Queryable, limit: Limit, now: Date): Promise<void> {
  await hit(db, limit, now);
}
