import { MemberAccountLimits, type MembershipStateReply, type UpdateEmailRequest } from '../../contract';
import { mailTextsFor } from '../outbox/mail-texts';
import type { Queryable } from '../db/transactions';
import { inTransaction, pgErrorCode, UNIQUE_VIOLATION } from '../db/transactions';
import { memberFailures } from '../domain/membership-failure';
import { enqueueMail, type OutgoingMail } from '../outbox/outbox-repository';
import {
  findMemberById,
  insertMemberToken,
  markTokenUsed,
  retireMemberTokens,
  updateMember,
  type MemberTokenRow,
} from '../repositories/members';
import { randomToken, sha256Hex } from '../security/secrets';
import { accountFailures } from './account-failures';
import { emailTakenByAnother } from './account-repository';
import { checkCurrentPassword, type AccountCall } from './member-account';

const HOUR_MS = 3_600_000;

/**
 * PUT /memberships/update_email: the login e-mail stays as it is until the link mailed to the new
 * address is followed (SPEC.md section 4 "Sign-up"). The old address is told about the request.
 * A newer request replaces the older link.
 */
export async function requestEmailChange(
  call: AccountCall,
  request: UpdateEmailRequest,
): Promise<{ email: string; pending_email: string }> {
  const { member } = call.signedIn;
  await checkCurrentPassword(call, member, request.current_password);
  if (request.email === member.email) throw accountFailures.sameEmail();
  if (await emailTakenByAnother(call.database.db, member.brandId, request.email, member.id))
    throw accountFailures.emailInUse();
  return inTransaction(call.database.db, async (tx) => {
    const now = new Date(call.clock.now().epochMilliseconds);
    await retireMemberTokens(tx, member.id, 'email_change', now);
    const token = randomToken(32);
    await insertMemberToken(tx, {
      memberId: member.id,
      purpose: 'email_change',
      newEmail: request.email,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + MemberAccountLimits.emailChangeHours * HOUR_MS),
    });
    const url = `${call.baseUrl}/member-confirmation?${new URLSearchParams({ confirmation_token: token, email_update: 'true', code: call.hotel.code })}`;
    await enqueueMail(tx, emailChangeMail(member.brandId, request.email, member.firstName, url, member.locale), now);
    await enqueueMail(
      tx,
      emailChangeNoticeMail(member.brandId, member.email, member.firstName, request.email, member.locale),
      now,
    );
    return { email: member.email, pending_email: request.email };
  });
}

/**
 * The e-mail change link followed (POST /memberships/confirm with its token): the login e-mail
 * becomes the new address. Null when the token is not an e-mail change token, so the caller can
 * try the sign-up confirmation.
 */
export async function confirmEmailChange(
  tx: Queryable,
  brandId: number,
  token: MemberTokenRow,
  now: Date,
): Promise<MembershipStateReply> {
  const member = await findMemberById(tx, token.memberId, { forUpdate: true });
  if (!member || member.brandId !== brandId || member.status !== 'active' || !token.newEmail)
    throw memberFailures.invalidLink();
  if (token.usedAt) {
    // The same link followed twice: already done.
    if (member.email === token.newEmail) throw memberFailures.alreadyConfirmed();
    throw memberFailures.invalidLink();
  }
  if (token.expiresAt.getTime() <= now.getTime()) throw accountFailures.emailChangeExpired();
  if (await emailTakenByAnother(tx, member.brandId, token.newEmail, member.id)) throw accountFailures.emailInUse();
  if (!(await markTokenUsed(tx, token.id, now))) throw memberFailures.alreadyConfirmed();
  try {
    await updateMember(tx, member.id, { email: token.newEmail, updatedAt: now });
  } catch (error) {
    // A sign-up with the same address committed between the check and this update.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw accountFailures.emailInUse();
    throw error;
  }
  return { data: { email: token.newEmail, status: 'active' } };
}

function emailChangeMail(
  brandId: number,
  to: string,
  firstName: string,
  url: string,
  locale: string | null,
): OutgoingMail {
  const t = mailTextsFor(locale);
  return {
    brandId,
    kind: 'email_change_confirmation',
    to,
    subject: t.emailChange.subject,
    bodyText: `${t.hello(firstName)}\n\n${t.emailChange.body(MemberAccountLimits.emailChangeHours, url)}`,
    links: [{ label: t.emailChange.link, url }],
  };
}

function emailChangeNoticeMail(
  brandId: number,
  to: string,
  firstName: string,
  newEmail: string,
  locale: string | null,
): OutgoingMail {
  const t = mailTextsFor(locale);
  return {
    brandId,
    kind: 'email_change_requested',
    to,
    subject: t.emailChangeNotice.subject,
    bodyText: `${t.hello(firstName)}\n\n${t.emailChangeNotice.body(newEmail)}`,
    links: [],
  };
}
