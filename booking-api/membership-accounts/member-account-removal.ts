import type { RemoveAccountRequest } from '../../contract';
import { inTransaction } from '../db/transactions';
import { revokeAllSessions, retireMemberTokens, updateMember } from '../repositories/members';
import { hashPassword } from '../security/passwords';
import { randomToken } from '../security/secrets';
import { accountFailures } from './account-failures';
import { accountSettings, forgetPasswordHistory, forgetSavedCards, recordAccountRemoval } from './account-repository';
import { checkCurrentPassword, type AccountCall } from './member-account';

/**
 * POST /memberships/cancel (account removal with a reason of SPEC.md section 6). Every session
 * ends, every pending link dies, and the personal data is erased: the row stays only so the
 * member's reservations keep their owner (the reservations themselves are kept as they are).
 * The address is free for a new sign-up afterwards.
 */
export async function removeAccount(call: AccountCall, request: RemoveAccountRequest): Promise<void> {
  const { member } = call.signedIn;
  const settings = await accountSettings(call.database.db, member.brandId);
  if (settings.customAccountRemoval)
    throw accountFailures.accountRemovalCustom(settings.customAccountRemovalDescription);
  await checkCurrentPassword(call, member, request.current_password);
  // Nobody can sign in with an unknown random password, and the hash format stays valid.
  const unusableHash = await hashPassword(randomToken(32));
  await inTransaction(call.database.db, async (tx) => {
    const now = new Date(call.clock.now().epochMilliseconds);
    await recordAccountRemoval(tx, {
      memberId: member.id,
      brandId: member.brandId,
      reason: request.reason,
      details: request.details || null,
      removedAt: now,
    });
    await updateMember(tx, member.id, {
      status: 'removed',
      removedAt: now,
      email: `removed-${member.id}@removed.invalid`,
      passwordHash: unusableHash,
      firstName: '',
      lastName: '',
      firstNameKana: null,
      lastNameKana: null,
      locale: null,
      phone: null,
      dob: null,
      gender: null,
      nationality: null,
      occupation: null,
      address: null,
      postCode: null,
      prefecture: null,
      buildingName: null,
      receiptName: null,
      promotionEmail: false,
      failedSignIns: 0,
      lockedUntil: null,
      updatedAt: now,
    });
    await forgetPasswordHistory(tx, member.id);
    for (const purpose of ['confirmation', 'password_reset', 'email_change'] as const)
      await retireMemberTokens(tx, member.id, purpose, now);
    await revokeAllSessions(tx, member.id, now);
    // Saved cards go with the account: unusable, and the provider token forgotten.
    await forgetSavedCards(tx, member.id, now);
  });
}
