import { MembershipLimits, passwordProblems, type MembershipStateReply, type SignUpRequest } from '../../contract';
import { inTransaction, type Queryable } from '../db/transactions';
import { memberFailures } from '../domain/membership-failure';
import { enqueueMail } from '../outbox/outbox-repository';
import {
  allowSignup,
  findMemberByEmail,
  findMemberById,
  findMemberToken,
  insertMember,
  insertMemberToken,
  latestMemberToken,
  markTokenUsed,
  membershipIdTaken,
  rememberPassword,
  retireMemberTokens,
  updateMember,
  type MemberRow,
} from '../repositories/members';
import { hashPassword } from '../security/passwords';
import { randomToken, randomUnambiguousCode, sha256Hex } from '../security/secrets';
import { alreadyRegisteredMail, confirmationMail } from './member-mail';
import { confirmEmailChange } from '../membership-accounts/member-email-change';
import { mailContext, type MembershipCall } from './membership-call';

export type { MembershipCall } from './membership-call';

const HOUR_MS = 3_600_000;

/**
 * POST /memberships/sign_up. The account is provisional until the e-mailed link is followed.
 * The reply never says whether the address already had an account: its owner gets an e-mail
 * instead. Signing up again before confirming replaces the provisional details and link.
 */
export async function signUp(call: MembershipCall, request: SignUpRequest): Promise<MembershipStateReply> {
  const { database, clock, hotel } = call;
  if (!(await allowSignup(database.db, hotel.brandId))) throw memberFailures.signUpClosed();
  if (passwordProblems(request.password).length > 0) throw memberFailures.passwordStrength();
  const passwordHash = await hashPassword(request.password);

  return inTransaction(database.db, async (tx) => {
    const now = new Date(clock.now().epochMilliseconds);
    const details = {
      passwordHash,
      firstName: request.first_name,
      lastName: request.last_name,
      firstNameKana: request.first_name_kana || null,
      lastNameKana: request.last_name_kana || null,
      locale: request.locale ?? null,
      updatedAt: now,
    };
    let member = await findMemberByEmail(tx, hotel.brandId, request.email, { forUpdate: true });
    if (member?.status === 'active') {
      await enqueueMail(tx, alreadyRegisteredMail(mailContext(call, member)), now);
      return { data: { email: request.email, status: 'provisional' } };
    }
    if (member) {
      await updateMember(tx, member.id, details);
      member = { ...member, ...details };
    } else {
      member = await insertMember(tx, {
        ...details,
        brandId: hotel.brandId,
        email: request.email,
        status: 'provisional',
        membershipId: await newMembershipId(tx),
        createdAt: now,
      });
      // A concurrent sign-up with the same address committed first: this one changes nothing.
      if (!member) return { data: { email: request.email, status: 'provisional' } };
    }
    await rememberPassword(tx, member.id, passwordHash, now, MembershipLimits.passwordHistory);
    await issueConfirmation(tx, call, member, now);
    return { data: { email: member.email, status: 'provisional' } };
  });
}

/** POST /memberships/resend_confirmation: a new link for a provisional account; the same reply whatever the address. */
export async function resendConfirmation(call: MembershipCall, email: string): Promise<void> {
  await inTransaction(call.database.db, async (tx) => {
    const now = new Date(call.clock.now().epochMilliseconds);
    const member = await findMemberByEmail(tx, call.hotel.brandId, email, { forUpdate: true });
    if (!member || member.status !== 'provisional') return;
    const latest = await latestMemberToken(tx, member.id, 'confirmation');
    // A double click or an impatient retry must not flood the inbox.
    if (latest && now.getTime() - latest.createdAt.getTime() < MembershipLimits.mailCooldownSeconds * 1000) return;
    await issueConfirmation(tx, call, member, now);
  });
}

/**
 * POST /memberships/confirm: the e-mailed link was followed. Expired -> 1401; already confirmed
 * (the link used again, or the account confirmed through a newer link) -> 1402.
 */
export async function confirmMember(call: MembershipCall, token: string): Promise<MembershipStateReply> {
  return inTransaction(call.database.db, async (tx) => {
    const now = new Date(call.clock.now().epochMilliseconds);
    const row = await findMemberToken(tx, 'confirmation', sha256Hex(token), { forUpdate: true });
    // The same page confirms a login e-mail change (the link with email_update=true).
    const emailChange = row ? null : await findMemberToken(tx, 'email_change', sha256Hex(token), { forUpdate: true });
    if (emailChange) return confirmEmailChange(tx, call.hotel.brandId, emailChange, now);
    const member = row ? await findMemberById(tx, row.memberId, { forUpdate: true }) : null;
    if (!row || !member || member.brandId !== call.hotel.brandId) throw memberFailures.invalidLink();
    if (member.status === 'active') throw memberFailures.alreadyConfirmed();
    if (row.usedAt) throw memberFailures.invalidLink(); // replaced by a newer link
    if (row.expiresAt.getTime() <= now.getTime()) throw memberFailures.confirmationExpired();
    if (!(await markTokenUsed(tx, row.id, now))) throw memberFailures.alreadyConfirmed();
    await updateMember(tx, member.id, { status: 'active', confirmedAt: now, updatedAt: now });
    return { data: { email: member.email, status: 'active' } };
  });
}

async function issueConfirmation(tx: Queryable, call: MembershipCall, member: MemberRow, now: Date): Promise<void> {
  await retireMemberTokens(tx, member.id, 'confirmation', now);
  const token = randomToken(32);
  await insertMemberToken(tx, {
    memberId: member.id,
    purpose: 'confirmation',
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + MembershipLimits.confirmationHours * HOUR_MS),
  });
  await enqueueMail(tx, confirmationMail(mailContext(call, member), token, MembershipLimits.confirmationHours), now);
}

export { mailContext } from './membership-call';

async function newMembershipId(tx: Queryable): Promise<string> {
  for (;;) {
    const candidate = randomUnambiguousCode(12);
    if (!(await membershipIdTaken(tx, candidate))) return candidate;
  }
}
