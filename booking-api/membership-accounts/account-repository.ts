import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  memberAccountRemovals,
  memberPasswordHistory,
  memberSavedCards,
  memberSessions,
  memberTokens,
  members,
  membershipPrograms,
  membershipSettings,
  serverKeys,
} from '../db/schema';
import type { Queryable } from '../db/transactions';

/** Queries of account management. */

export interface AccountSettings {
  encryptedQrCodeEnabled: boolean;
  customAccountRemoval: boolean;
  customAccountRemovalDescription: string | null;
}

export async function accountSettings(db: Queryable, brandId: number): Promise<AccountSettings> {
  const rows = await db
    .select({
      encryptedQrCodeEnabled: membershipSettings.encryptedQrCodeEnabled,
      customAccountRemoval: membershipSettings.customAccountRemoval,
      customAccountRemovalDescription: membershipSettings.customAccountRemovalDescription,
    })
    .from(membershipSettings)
    .where(eq(membershipSettings.brandId, brandId))
    .limit(1);
  // SPEC.md section 3: encrypted_qr_code_enabled defaults to true.
  return (
    rows[0] ?? { encryptedQrCodeEnabled: true, customAccountRemoval: false, customAccountRemovalDescription: null }
  );
}

/** Some program of the brand has update_member_profile_enabled. */
export async function someProgramAllowsProfileUpdate(db: Queryable, brandId: number): Promise<boolean> {
  const rows = await db
    .select({ id: membershipPrograms.id })
    .from(membershipPrograms)
    .where(and(eq(membershipPrograms.brandId, brandId), eq(membershipPrograms.updateMemberProfileEnabled, true)))
    .limit(1);
  return rows.length > 0;
}

/** The newest unused e-mail change of a member, if any. */
export async function pendingEmailChange(db: Queryable, memberId: number, now: Date) {
  const rows = await db
    .select()
    .from(memberTokens)
    .where(
      and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, 'email_change'), isNull(memberTokens.usedAt)),
    )
    .limit(5);
  return rows.filter((row) => row.expiresAt.getTime() > now.getTime()).sort((a, b) => b.id - a.id)[0] ?? null;
}

export async function emailTakenByAnother(
  db: Queryable,
  brandId: number,
  email: string,
  memberId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.email, email)))
    .limit(1);
  return rows.length > 0 && rows[0]!.id !== memberId;
}

export async function recordAccountRemoval(
  db: Queryable,
  values: typeof memberAccountRemovals.$inferInsert,
): Promise<void> {
  await db.insert(memberAccountRemovals).values(values);
}

export async function forgetPasswordHistory(db: Queryable, memberId: number): Promise<void> {
  await db.delete(memberPasswordHistory).where(eq(memberPasswordHistory.memberId, memberId));
}

/** The member's saved cards become unusable and their provider tokens are forgotten. */
export async function forgetSavedCards(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db
    .update(memberSavedCards)
    .set({ deletedAt: now, providerToken: '' })
    .where(and(eq(memberSavedCards.memberId, memberId), isNull(memberSavedCards.deletedAt)));
}

/** A key stored once per database; two processes racing both read the one that won. */
export async function serverKey(db: Queryable, name: string, fresh: () => string, now: Date): Promise<string> {
  await db
    .insert(serverKeys)
    .values({ name, keyHex: fresh(), createdAt: now })
    .onConflictDoNothing({ target: serverKeys.name });
  const rows = await db
    .select({ keyHex: serverKeys.keyHex })
    .from(serverKeys)
    .where(eq(serverKeys.name, name))
    .limit(1);
  return rows[0]!.keyHex;
}

/** Ends every session of a member except the one making the request. */
export async function revokeOtherSessions(
  db: Queryable,
  memberId: number,
  keepTokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        ne(memberSessions.tokenHash, keepTokenHash),
      ),
    );
}
