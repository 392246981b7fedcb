import { BEARER_PREFIX, MembershipLimits, type MemberSessionReply, type SignInRequest } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { memberFailures } from '../domain/membership-failure';
import {
  findLiveSession,
  findMemberByEmail,
  insertSession,
  revokeSession,
  type MemberRow,
} from '../repositories/members';
import type { HotelWithBrand } from '../repositories/hotels';
import { decoyPasswordHash, verifyPassword } from '../security/passwords';
import { takeAttempt } from '../security/rate-limits';
import { randomToken, sha256Hex } from '../security/secrets';
import { toMemberUser } from './member-reply';
import { memberMembershipFields } from '../points/programs';
import { refusalForDeadSession } from '../identity/dead-session';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * POST /memberships/sign_in with e-mail and password. In order: the limits on failed sign-ins from
 * the caller's address, over all accounts and for this account (1303, with Retry-After), the
 * password (the same 1000 for an unknown address and a wrong password, after the same scrypt work),
 * then the confirmation (1404). Only failures count: an attempt that finds the right password is
 * given back. Nothing locks the account, so a stranger guessing from elsewhere cannot keep its
 * owner out, and the answers never tell whether an address is registered.
 */
export async function signIn(
  options: { database: Database; clock: Clock; hotel: HotelWithBrand; caller: string },
  request: SignInRequest,
): Promise<MemberSessionReply> {
  const { database, clock, hotel } = options;
  const { db } = database;
  const now = new Date(clock.now().epochMilliseconds);
  const windowMs = MembershipLimits.attemptWindowMinutes * MINUTE_MS;
  const attempt = await takeAttempt(
    db,
    [
      { key: `sign-in:address:${options.caller}`, max: MembershipLimits.failedSignInsPerAddress, windowMs },
      {
        key: `sign-in:account:${options.caller}:${hotel.brandId}:${request.email}`,
        max: MembershipLimits.failedSignInsPerAccountFromAddress,
        windowMs,
      },
    ],
    now,
  );
  if (attempt.refusedForSeconds !== undefined) throw memberFailures.rateLimited(attempt.refusedForSeconds);

  const member = await findMemberByEmail(db, hotel.brandId, request.email);
  const passwordOk = await verifyPassword(request.password, member?.passwordHash ?? (await decoyPasswordHash()));
  if (!member || !passwordOk) throw memberFailures.invalidCredentials();
  await attempt.release();
  if (member.status !== 'active') throw memberFailures.notConfirmed();
  return startSession(database, clock, member);
}

export async function startSession(database: Database, clock: Clock, member: MemberRow): Promise<MemberSessionReply> {
  const now = new Date(clock.now().epochMilliseconds);
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + MembershipLimits.sessionDays * DAY_MS);
  await insertSession(database.db, {
    memberId: member.id,
    brandId: member.brandId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt,
  });
  return {
    data: {
      token,
      expires_at: expiresAt.toISOString(),
      user: toMemberUser(member, { expiresAt }, undefined, await memberMembershipFields(database.db, member)),
    },
  };
}

/** The bearer token of an `Authorization` header, or null when there is none or it is not a bearer. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (trimmed.slice(0, BEARER_PREFIX.length).toLowerCase() !== BEARER_PREFIX.toLowerCase()) return null;
  const token = trimmed.slice(BEARER_PREFIX.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export interface AuthenticatedMember {
  member: MemberRow;
  tokenHash: string;
  expiresAt: Date;
}

/** The live session of a bearer token, or 401 (1400). With a hotel, the session must be of its brand (3402). */
export async function authenticate(
  options: { database: Database; clock: Clock; hotel?: HotelWithBrand },
  authorization: string | undefined,
): Promise<AuthenticatedMember> {
  const token = bearerToken(authorization);
  if (!token) throw memberFailures.sessionExpired();
  const tokenHash = sha256Hex(token);
  const found = await findLiveSession(options.database.db, tokenHash, new Date(options.clock.now().epochMilliseconds));
  if (!found) {
    // Expired a short while ago: 403 4000, so the client refreshes the session and repeats once (SPEC.md section 4).
    throw (
      (await refusalForDeadSession(options.database.db, tokenHash, new Date(options.clock.now().epochMilliseconds))) ??
      memberFailures.sessionExpired()
    );
  }
  if (options.hotel && found.session.brandId !== options.hotel.brandId) throw memberFailures.brandMismatch();
  return { member: found.member, tokenHash, expiresAt: found.session.expiresAt };
}

/** POST /memberships/sign_out: the session is revoked; signing out twice is not an error. */
export async function signOut(
  options: { database: Database; clock: Clock },
  authorization: string | undefined,
): Promise<void> {
  const token = bearerToken(authorization);
  if (!token) throw memberFailures.sessionExpired();
  await revokeSession(options.database.db, sha256Hex(token), new Date(options.clock.now().epochMilliseconds));
}
