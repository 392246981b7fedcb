import { MembershipLimits, passwordProblems, type UpdatePasswordRequest } from '../../contract';
import { inTransaction, type Queryable } from '../db/transactions';
import { retireAccessTokens } from '../identity/identity-repository';
import { revokeOtherSessions } from '../membership-accounts/account-repository';
import { memberFailures } from '../domain/membership-failure';
import { enqueueMail } from '../outbox/outbox-repository';
import {
  clearFailedSignIns,
  findMemberByEmail,
  findMemberById,
  findMemberToken,
  insertMemberToken,
  latestMemberToken,
  markTokenUsed,
  recentPasswordHashes,
  rememberPassword,
  retireMemberTokens,
  revokeAllSessions,
  updateMember,
} from '../repositories/members';
import { hashPassword, verifyPassword } from '../security/passwords';
import { randomToken, sha256Hex } from '../security/secrets';
import { passwordResetMail } from './member-mail';
import { mailContext, type MembershipCall } from './membership-call';

const MINUTE_MS = 60_000;

/**
 * POST /memberships/start_reset_password_process: a link valid 10 minutes (SPEC.md section 9) to an
 * active account. The reply is the same whether or not the address has one.
 */
export async function startPasswordReset(call: MembershipCall, email: string): Promise<void> {
  await inTransaction(call.database.db, async (tx) => {
    const now = new Date(call.clock.now().epochMilliseconds);
    const member = await findMemberByEmail(tx, call.hotel.brandId, email, { forUpdate: true });
    if (!member || member.status !== 'active') return;
    const latest = await latestMemberToken(tx, member.id, 'password_reset');
    if (
      latest &&
      !latest.usedAt &&
      now.getTime() - latest.createdAt.getTime() < MembershipLimits.mailCooldownSeconds * 1000
    )
      return;
    await retireMemberTokens(tx, member.id, 'password_reset', now);
    const token = randomToken(32);
    await insertMemberToken(tx, {
      memberId: member.id,
      purpose: 'password_reset',
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + MembershipLimits.resetPasswordMinutes * MINUTE_MS),
    });
    await enqueueMail(
      tx,
      passwordResetMail(mailContext(call, member), token, MembershipLimits.resetPasswordMinutes),
      now,
    );
  });
}

/**
 * PUT /memberships/update_password with the e-mailed token. Weak -> 1300, one of the last five
 * passwords -> 1302, expired link -> 1250. On success every session of the member ends (and every
 * other link or token minted before), and a lock from wrong passwords is lifted.
 */
export async function updatePasswordWithToken(
  call: MembershipCall,
  request: UpdatePasswordRequest,
): Promise<{ email: string }> {
  if (passwordProblems(request.password).length > 0) throw memberFailures.passwordStrength();
  const tokenHash = sha256Hex(request.reset_password_token);
  // Checked before the slow hashing, and again under the row lock below.
  const preview = await findMemberToken(call.database.db, 'password_reset', tokenHash);
  const now0 = call.clock.now().epochMilliseconds;
  if (!preview || preview.usedAt) throw memberFailures.invalidLink();
  if (preview.expiresAt.getTime() <= now0) throw memberFailures.resetExpired();
  const history = await recentPasswordHashes(call.database.db, preview.memberId, MembershipLimits.passwordHistory);
  for (const old of history)
    if (await verifyPassword(request.password, old)) throw memberFailures.passwordAlreadyUsed();
  const passwordHash = await hashPassword(request.password);

  return inTransaction(call.database.db, async (tx) => {
    const now = new Date(call.clock.now().epochMilliseconds);
    const row = await findMemberToken(tx, 'password_reset', tokenHash, { forUpdate: true });
    const member = row ? await findMemberById(tx, row.memberId, { forUpdate: true }) : null;
    if (!row || !member || member.brandId !== call.hotel.brandId) throw memberFailures.invalidLink();
    if (row.expiresAt.getTime() <= now.getTime()) throw memberFailures.resetExpired();
    if (!(await markTokenUsed(tx, row.id, now))) throw memberFailures.invalidLink();
    await updateMember(tx, member.id, { passwordHash, updatedAt: now });
    await rememberPassword(tx, member.id, passwordHash, now, MembershipLimits.passwordHistory);
    await clearFailedSignIns(tx, member.id);
    await endWhatTheOldPasswordOpened(tx, member.id, now);
    return { email: member.email };
  });
}

/**
 * After a password change: every reset link and one-time access token minted before it is dead,
 * and every session ends but `keepSessionHash` (the session that made the change, if signed in).
 */
export async function endWhatTheOldPasswordOpened(
  tx: Queryable,
  memberId: number,
  now: Date,
  keepSessionHash?: string,
): Promise<void> {
  await retireMemberTokens(tx, memberId, 'password_reset', now);
  await retireAccessTokens(tx, memberId, now);
  if (keepSessionHash) await revokeOtherSessions(tx, memberId, keepSessionHash, now);
  else await revokeAllSessions(tx, memberId, now);
}
