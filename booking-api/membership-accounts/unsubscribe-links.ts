import { MemberAccountLimits } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { findMemberById, updateMember } from '../repositories/members';
import { accountFailures } from './account-failures';
import { accountKey, signPayload, verifySignedPayload } from './account-keys';

/**
 * Unsubscribe links of promotional e-mails (`/unsubscribe-email/confirmation?token=`): a signed
 * token naming the member, the address it was sent to, and its expiry. No sign-in needed; a token
 * for an address the member no longer uses does nothing.
 */
const DAY_MS = 86_400_000;

interface UnsubscribeClaims {
  m: number;
  e: string;
  x: number;
}

export async function unsubscribeToken(
  database: Database,
  clock: Clock,
  member: { id: number; email: string },
): Promise<string> {
  const claims: UnsubscribeClaims = {
    m: member.id,
    e: member.email,
    x: clock.now().epochMilliseconds + MemberAccountLimits.unsubscribeLinkDays * DAY_MS,
  };
  return signPayload(await accountKey(database, clock, 'unsubscribe_link'), JSON.stringify(claims));
}

async function memberOfToken(database: Database, clock: Clock, token: string) {
  const payload = verifySignedPayload(await accountKey(database, clock, 'unsubscribe_link'), token);
  let claims: UnsubscribeClaims | null = null;
  try {
    claims = payload ? (JSON.parse(payload) as UnsubscribeClaims) : null;
  } catch {
    claims = null;
  }
  if (!claims || typeof claims.m !== 'number' || typeof claims.e !== 'string' || typeof claims.x !== 'number')
    throw accountFailures.invalidUnsubscribeLink();
  if (claims.x <= clock.now().epochMilliseconds) throw accountFailures.invalidUnsubscribeLink();
  const member = await findMemberById(database.db, claims.m);
  if (!member || member.status !== 'active' || member.email !== claims.e)
    throw accountFailures.invalidUnsubscribeLink();
  return member;
}

/** GET /api/v1/marketing_emails/subscription_status?token= */
export async function subscriptionStatus(
  database: Database,
  clock: Clock,
  token: string,
): Promise<{ email: string; subscribed: boolean }> {
  const member = await memberOfToken(database, clock, token);
  return { email: member.email, subscribed: member.promotionEmail };
}

/** POST /api/v1/marketing_emails/unsubscribe: idempotent, a second click answers the same. */
export async function unsubscribe(
  database: Database,
  clock: Clock,
  token: string,
): Promise<{ email: string; subscribed: boolean }> {
  const member = await memberOfToken(database, clock, token);
  if (member.promotionEmail)
    await updateMember(database.db, member.id, {
      promotionEmail: false,
      updatedAt: new Date(clock.now().epochMilliseconds),
    });
  return { email: member.email, subscribed: false };
}
