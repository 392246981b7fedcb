import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { tooManyFailures } from '../domain/throttled-failure';
import { failureResponse } from '../http/errors';
import { callerOf } from './caller';
import { recordFailure, refusal } from './rate-limits';

const MINUTE_MS = 60_000;

/**
 * Failures allowed per caller address within the window before the caller is answered 429: wrong
 * staff credentials (HTTP Basic on /api/staff), wrong API key or secret (POST /api/client_sessions),
 * reservation look-ups by number that find nothing (wrong number, e-mail or token).
 */
export const FailureThrottles = {
  staffCredentials: { max: 20, windowMs: 15 * MINUTE_MS },
  clientCredentials: { max: 20, windowMs: 15 * MINUTE_MS },
  reservationLookups: { max: 20, windowMs: 15 * MINUTE_MS },
} as const;

/**
 * Counts the requests that end in one of `failureStatuses` per caller address (security/caller.ts)
 * and answers 429 once `max` have failed within the window. Only failures count, after the fact
 * (rate-limits.ts `refusal`/`recordFailure`), so a caller who gets it right is never slowed down,
 * not even by many requests at once.
 */
export function throttleFailures(
  deps: { database: Database; clock: Clock },
  scope: string,
  limit: { max: number; windowMs: number },
  failureStatuses: readonly number[],
  applies: (path: string, method: string) => boolean = () => true,
): MiddlewareHandler {
  return async (c, next) => {
    if (!applies(c.req.path, c.req.method)) return next();
    const key = { key: `${scope}:${callerOf(c)}`, ...limit };
    const refusedForSeconds = await refusal(deps.database.db, key, new Date(deps.clock.now().epochMilliseconds));
    if (refusedForSeconds !== undefined) return failureResponse(c, tooManyFailures(refusedForSeconds));
    await next();
    if (failureStatuses.includes(c.res.status))
      await recordFailure(deps.database.db, key, new Date(deps.clock.now().epochMilliseconds));
  };
}
