import { ErrorCode } from '../../contract';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { sessionLifetime } from './identity-repository';

/** How long after its expiry a session token can still be traded for a new one (POST /memberships/tokens). */
export const REFRESH_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export const identityExpired = () =>
  new BookingFailure(
    403,
    ErrorCode.identityExpired,
    'Identity expired',
    'The session has expired; refresh it and repeat the request.',
  );

/**
 * Called by `authenticate` when a bearer token has no live session: a session that expired within
 * the refresh window (and was neither signed out nor refreshed) answers 4000 instead of 1400.
 */
export async function refusalForDeadSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<BookingFailure | null> {
  const row = await sessionLifetime(db, tokenHash);
  if (!row || row.revokedAt) return null;
  const age = now.getTime() - row.expiresAt.getTime();
  return age >= 0 && age < REFRESH_WINDOW_DAYS * DAY_MS ? identityExpired() : null;
}
