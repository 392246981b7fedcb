import { ErrorCode, type MemberSessionReply, type TokenExchangeRequest } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction, type Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { findMemberById } from '../repositories/members';
import type { HotelWithBrand } from '../repositories/hotels';
import { startSession, type AuthenticatedMember } from '../services/member-sessions';
import { REFRESH_WINDOW_DAYS } from './dead-session';
import { randomToken, sha256Hex } from '../security/secrets';
import {
  dropAccessTokensExpiredBefore,
  insertAccessToken,
  lockOneTimeAccessToken,
  lockSessionByTokenHash,
  revokeSessionOnce,
  spendAccessTokenOnce,
} from './identity-repository';

/**
 * Session robustness (SPEC.md sections 4 "Initialisation" and "Transport", 8 codes 3401-3403 and
 * 4000): an expired member session stays refreshable for a while (the API answers 403 4000 and the
 * client trades the old token for a new session once); a signed-in member can mint a one-time
 * access token that another page (the chatbot, an iframe hand-off) trades for a session of its
 * own. Every token is random, stored as a sha256 and spent atomically.
 */

/** A one-time access token is handed over at once; it lives five minutes. */
export const ONE_TIME_ACCESS_MINUTES = 5;
const DAY_MS = 86_400_000;

export const tokenFailures = {
  notFound: () =>
    new BookingFailure(
      401,
      ErrorCode.sessionTokenNotFound,
      'Session token not found',
      'This token is unknown or has expired.',
    ),
  brandMismatch: () =>
    new BookingFailure(401, ErrorCode.brandMismatch, 'Brand mismatch', 'This token belongs to another brand.'),
  spent: () =>
    new BookingFailure(409, ErrorCode.sessionTokenSpent, 'Session token already spent', 'This token was already used.'),
};

export interface TokenCall {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
}

/** POST /memberships/tokens: a refresh (the expired session token) or a one-time access token for a new session. */
export async function exchangeToken(call: TokenCall, request: TokenExchangeRequest): Promise<MemberSessionReply> {
  const now = new Date(call.clock.now().epochMilliseconds);
  const tokenHash = sha256Hex(request.token);
  const memberId = await inTransaction(call.database.db, (tx) =>
    request.grant_type === 'refresh_token'
      ? spendSession(tx, call.hotel, tokenHash, now)
      : spendOneTimeToken(tx, call.hotel, tokenHash, now),
  );
  const member = await findMemberById(call.database.db, memberId);
  if (!member || member.status !== 'active') throw tokenFailures.notFound();
  return startSession(call.database, call.clock, member);
}

async function spendSession(tx: Queryable, hotel: HotelWithBrand, tokenHash: string, now: Date): Promise<number> {
  const row = await lockSessionByTokenHash(tx, tokenHash);
  if (!row || row.expiresAt.getTime() + REFRESH_WINDOW_DAYS * DAY_MS <= now.getTime()) throw tokenFailures.notFound();
  if (row.brandId !== hotel.brandId) throw tokenFailures.brandMismatch();
  if (row.revokedAt) throw tokenFailures.spent();
  if (!(await revokeSessionOnce(tx, row.id, now))) throw tokenFailures.spent();
  return row.memberId;
}

async function spendOneTimeToken(tx: Queryable, hotel: HotelWithBrand, tokenHash: string, now: Date): Promise<number> {
  const row = await lockOneTimeAccessToken(tx, tokenHash);
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw tokenFailures.notFound();
  if (row.brandId !== hotel.brandId) throw tokenFailures.brandMismatch();
  if (row.spentAt) throw tokenFailures.spent();
  if (!(await spendAccessTokenOnce(tx, row.id, now))) throw tokenFailures.spent();
  return row.memberId;
}

/** POST /memberships/one_time_access_tokens (signed in): a token to hand the session to another page. */
export async function issueOneTimeAccessToken(
  database: Database,
  clock: Clock,
  who: AuthenticatedMember,
): Promise<{ data: { token: string; expires_at: string } }> {
  const now = new Date(clock.now().epochMilliseconds);
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + ONE_TIME_ACCESS_MINUTES * 60_000);
  await insertAccessToken(database.db, {
    memberId: who.member.id,
    brandId: who.member.brandId,
    purpose: 'one_time_access',
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt,
  });
  if (Math.random() < 0.05) {
    await dropAccessTokensExpiredBefore(database.db, new Date(now.getTime() - DAY_MS));
  }
  return { data: { token, expires_at: expiresAt.toISOString() } };
}
