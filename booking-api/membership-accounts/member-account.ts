import QRCode from 'qrcode';
import { mailTextsFor } from '../outbox/mail-texts';
import {
  MembershipLimits,
  passwordProblems,
  type ChangeOwnPasswordRequest,
  type MemberProfile,
  type MemberQrCodeReply,
  type UpdateMemberProfileRequest,
} from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import { memberFailures } from '../domain/membership-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import {
  findMemberById,
  recentPasswordHashes,
  recordFailedSignIn,
  rememberPassword,
  updateMember,
  type MemberRow,
} from '../repositories/members';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { AuthenticatedMember } from '../services/member-sessions';
import { endWhatTheOldPasswordOpened } from '../services/member-password';
import { enqueueMail, type OutgoingMail } from '../outbox/outbox-repository';
import { accountFailures } from './account-failures';
import { unsubscribeToken } from './unsubscribe-links';
import { accountKey, encryptText } from './account-keys';
import { accountSettings, pendingEmailChange, someProgramAllowsProfileUpdate } from './account-repository';

/** The product's own identity provider: its users cannot edit their profile here (SPEC.md section 6). */
export const OWN_PROVIDER = 'tripla';

export interface AccountCall {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  /** The signed-in member, whose session is of the hotel's brand (checked by the route: http/route-credentials.ts). */
  signedIn: AuthenticatedMember;
  /** Base of the links in e-mails (see services/member-mail.ts). */
  baseUrl: string;
}

const MINUTE_MS = 60_000;
const nowOf = (clock: Clock) => new Date(clock.now().epochMilliseconds);

/** SPEC.md section 5: a user id, not of the product's own provider, and some program with update_member_profile_enabled. */
export async function profileUpdatable(call: AccountCall, member: MemberRow): Promise<boolean> {
  if (member.provider === OWN_PROVIDER) return false;
  return someProgramAllowsProfileUpdate(call.database.db, member.brandId);
}

/** GET /memberships/show */
export async function showProfile(call: AccountCall): Promise<MemberProfile> {
  const { member } = call.signedIn;
  return toProfile(call, member);
}

async function toProfile(call: AccountCall, member: MemberRow): Promise<MemberProfile> {
  const pending = await pendingEmailChange(call.database.db, member.id, nowOf(call.clock));
  return {
    first_name: member.firstName,
    last_name: member.lastName,
    first_name_kana: member.firstNameKana,
    last_name_kana: member.lastNameKana,
    email: member.email,
    pending_email: pending?.newEmail ?? null,
    phone: member.phone,
    dob: member.dob,
    gender: member.gender,
    nationality: member.nationality,
    occupation: member.occupation,
    address: member.address,
    post_code: member.postCode,
    prefecture: member.prefecture,
    building_name: member.buildingName,
    receipt_name: member.receiptName,
    promotion_email: member.promotionEmail,
    membership_id: member.membershipId,
    provider: member.provider,
    profile_updatable: await profileUpdatable(call, member),
  };
}

const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/** PUT /memberships/update: 403 (profile_not_updatable) unless the rule of SPEC.md section 5 allows it. */
export async function updateProfile(call: AccountCall, request: UpdateMemberProfileRequest): Promise<MemberProfile> {
  const { member } = call.signedIn;
  if (!(await profileUpdatable(call, member))) throw accountFailures.profileNotUpdatable();
  const now = nowOf(call.clock);
  const values = {
    firstName: request.first_name,
    lastName: request.last_name,
    firstNameKana: blankToNull(request.first_name_kana),
    lastNameKana: blankToNull(request.last_name_kana),
    phone: blankToNull(request.phone),
    dob: blankToNull(request.dob),
    gender: blankToNull(request.gender),
    nationality: blankToNull(request.nationality),
    occupation: blankToNull(request.occupation),
    address: blankToNull(request.address),
    postCode: blankToNull(request.post_code),
    prefecture: blankToNull(request.prefecture),
    buildingName: blankToNull(request.building_name),
    receiptName: blankToNull(request.receipt_name),
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await updateMember(call.database.db, member.id, { ...changed, updatedAt: now });
  return toProfile(call, (await findMemberById(call.database.db, member.id))!);
}

/** PUT /memberships/promotion_email: the promotion e-mail setting (any member may change it). */
export async function setPromotionEmail(call: AccountCall, subscribed: boolean): Promise<MemberProfile> {
  const { member } = call.signedIn;
  // Made before the transaction: the key may need its own write, and PGlite has one connection.
  const token = subscribed ? await unsubscribeToken(call.database, call.clock, member) : null;
  await inTransaction(call.database.db, async (tx) => {
    const now = nowOf(call.clock);
    const locked = await findMemberById(tx, member.id, { forUpdate: true });
    if (!locked || locked.promotionEmail === subscribed) return;
    await updateMember(tx, member.id, { promotionEmail: subscribed, updatedAt: now });
    // Turning it on is answered with a mail that carries the unsubscribe link, as every promotion mail does.
    if (token) {
      const url = `${call.baseUrl}/unsubscribe-email/confirmation?${new URLSearchParams({ token, code: call.hotel.code })}`;
      await enqueueMail(tx, promotionSubscribedMail(locked, url), now);
    }
  });
  return toProfile(call, { ...member, promotionEmail: subscribed });
}

/**
 * The current password of a signed-in member; a wrong one counts towards the lock of sign-in
 * (someone holding a stolen session must not be able to guess it forever).
 */
export async function checkCurrentPassword(call: AccountCall, member: MemberRow, password: string): Promise<void> {
  const now = nowOf(call.clock);
  if (member.lockedUntil && member.lockedUntil.getTime() > now.getTime())
    throw memberFailures.accountLocked(member.lockedUntil);
  if (await verifyPassword(password, member.passwordHash)) return;
  const lockUntil = new Date(now.getTime() + MembershipLimits.lockMinutes * MINUTE_MS);
  const after = await recordFailedSignIn(call.database.db, member.id, MembershipLimits.failuresBeforeLock, lockUntil);
  if (after.lockedUntil && after.lockedUntil.getTime() > now.getTime())
    throw memberFailures.accountLocked(after.lockedUntil);
  throw accountFailures.wrongCurrentPassword();
}

/**
 * PUT /memberships/update_password while signed in: the current password, then 1300 for a weak
 * one and 1302 for one of the last five. Every other session of the member ends, and every reset
 * link and one-time access token minted before the change is dead.
 */
export async function changeOwnPassword(
  call: AccountCall,
  request: ChangeOwnPasswordRequest,
): Promise<{ email: string }> {
  const { member, tokenHash } = call.signedIn;
  await checkCurrentPassword(call, member, request.current_password);
  if (passwordProblems(request.password).length > 0) throw memberFailures.passwordStrength();
  const history = await recentPasswordHashes(call.database.db, member.id, MembershipLimits.passwordHistory);
  for (const old of history)
    if (await verifyPassword(request.password, old)) throw memberFailures.passwordAlreadyUsed();
  const passwordHash = await hashPassword(request.password);
  return inTransaction(call.database.db, async (tx) => {
    const now = nowOf(call.clock);
    const locked = await findMemberById(tx, member.id, { forUpdate: true });
    // A parallel change won the race: this request was checked against a password that is gone.
    if (!locked || locked.passwordHash !== member.passwordHash) throw accountFailures.wrongCurrentPassword();
    await updateMember(tx, member.id, { passwordHash, failedSignIns: 0, lockedUntil: null, updatedAt: now });
    await rememberPassword(tx, member.id, passwordHash, now, MembershipLimits.passwordHistory);
    await endWhatTheOldPasswordOpened(tx, member.id, now, tokenHash);
    return { email: member.email };
  });
}

/** GET /user/qr_code: the membership id as a QR code, AES-GCM encrypted unless the brand turned that off. */
export async function memberQrCode(call: AccountCall): Promise<MemberQrCodeReply['data']> {
  const { member } = call.signedIn;
  const settings = await accountSettings(call.database.db, member.brandId);
  const payload = settings.encryptedQrCodeEnabled
    ? encryptText(await accountKey(call.database, call.clock, 'qr_code'), member.membershipId)
    : member.membershipId;
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { membership_id: member.membershipId, payload, encrypted: settings.encryptedQrCodeEnabled, svg };
}

function promotionSubscribedMail(member: MemberRow, unsubscribeUrl: string): OutgoingMail {
  const t = mailTextsFor(member.locale);
  return {
    brandId: member.brandId,
    kind: 'promotion_subscribed',
    to: member.email,
    subject: t.promotionSubscribed.subject,
    bodyText: `${t.hello(member.firstName)}\n\n${t.promotionSubscribed.body(unsubscribeUrl)}`,
    links: [{ label: t.promotionSubscribed.link, url: unsubscribeUrl }],
  };
}
