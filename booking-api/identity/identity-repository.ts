import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  brandEmbedSettings,
  hotels,
  identityProviders,
  memberAccessTokens,
  memberIdentities,
  memberSessions,
  ssoSignInAttempts,
} from '../db/schema';
import type { Queryable } from '../db/transactions';

/** Queries of sessions handed over, sign-in providers and the origins that may embed the widget. */

export type ProviderRow = typeof identityProviders.$inferSelect;
export type ProviderValues = Omit<typeof identityProviders.$inferInsert, 'id' | 'brandId' | 'slug'>;
export type MemberIdentityRow = typeof memberIdentities.$inferSelect;

// Session tokens and one-time access tokens -------------------------------------------------------

/** The session of a token, locked (FOR UPDATE) until the transaction ends. */
export async function lockSessionByTokenHash(tx: Queryable, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(memberSessions)
    .where(eq(memberSessions.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

/** Ends the session unless it already ended; false when it had (another spender won). */
export async function revokeSessionOnce(tx: Queryable, sessionId: number, now: Date): Promise<boolean> {
  const spent = await tx
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)))
    .returning({ id: memberSessions.id });
  return spent.length > 0;
}

/** When the session of a token expires and whether it was ended; undefined for an unknown token. */
export async function sessionLifetime(
  db: Queryable,
  tokenHash: string,
): Promise<{ expiresAt: Date; revokedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ expiresAt: memberSessions.expiresAt, revokedAt: memberSessions.revokedAt })
    .from(memberSessions)
    .where(eq(memberSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** A one-time access token, locked (FOR UPDATE) until the transaction ends. */
export async function lockOneTimeAccessToken(tx: Queryable, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(memberAccessTokens)
    .where(and(eq(memberAccessTokens.tokenHash, tokenHash), eq(memberAccessTokens.purpose, 'one_time_access')))
    .limit(1)
    .for('update');
  return row;
}

/** Spends the access token unless it is spent already; false when it was (another spender won). */
export async function spendAccessTokenOnce(tx: Queryable, tokenId: number, now: Date): Promise<boolean> {
  const spent = await tx
    .update(memberAccessTokens)
    .set({ spentAt: now })
    .where(and(eq(memberAccessTokens.id, tokenId), isNull(memberAccessTokens.spentAt)))
    .returning({ id: memberAccessTokens.id });
  return spent.length > 0;
}

/** A password change: no token minted before it may open a session afterwards. */
export async function retireAccessTokens(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db
    .update(memberAccessTokens)
    .set({ spentAt: now })
    .where(and(eq(memberAccessTokens.memberId, memberId), isNull(memberAccessTokens.spentAt)));
}

export async function insertAccessToken(db: Queryable, values: typeof memberAccessTokens.$inferInsert): Promise<void> {
  await db.insert(memberAccessTokens).values(values);
}

export async function dropAccessTokensExpiredBefore(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(memberAccessTokens)
    .where(sql`${memberAccessTokens.expiresAt} < ${before.toISOString()}::timestamptz`);
}

// Sign-in providers and their attempts ------------------------------------------------------------

/** The brand's enabled providers, in their configured order. */
export async function enabledProviders(db: Queryable, brandId: number) {
  return db
    .select({
      slug: identityProviders.slug,
      label: identityProviders.label,
      member_provider: identityProviders.memberProvider,
    })
    .from(identityProviders)
    .where(and(eq(identityProviders.brandId, brandId), eq(identityProviders.enabled, true)))
    .orderBy(asc(identityProviders.position), asc(identityProviders.id));
}

export async function findProvider(
  db: Queryable,
  brandId: number,
  where: { slug: string } | { id: number },
): Promise<ProviderRow | null> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(
      and(
        eq(identityProviders.brandId, brandId),
        'slug' in where ? eq(identityProviders.slug, where.slug) : eq(identityProviders.id, where.id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Creates the brand's provider of this slug, or updates it with `values`. */
export async function upsertProvider(
  tx: Queryable,
  brandId: number,
  slug: string,
  values: ProviderValues,
): Promise<void> {
  await tx
    .insert(identityProviders)
    .values({ brandId, slug, ...values })
    .onConflictDoUpdate({ target: [identityProviders.brandId, identityProviders.slug], set: values });
}

/** Disables the brand's providers whose slug is not among `slugs`. */
export async function disableProvidersOtherThan(
  tx: Queryable,
  brandId: number,
  slugs: string[],
  now: Date,
): Promise<void> {
  await tx
    .update(identityProviders)
    .set({ enabled: false, updatedAt: now })
    .where(and(eq(identityProviders.brandId, brandId), notInArray(identityProviders.slug, slugs)));
}

export async function insertSignInAttempt(db: Queryable, values: typeof ssoSignInAttempts.$inferInsert): Promise<void> {
  await db.insert(ssoSignInAttempts).values(values);
}

export async function dropSignInAttemptsExpiredBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(ssoSignInAttempts).where(sql`${ssoSignInAttempts.expiresAt} < ${before.toISOString()}::timestamptz`);
}

/** Marks the brand's unused attempt of this state used and returns it; undefined when there is none (or it was used). */
export async function claimSignInAttempt(db: Queryable, brandId: number, stateHash: string, now: Date) {
  const [attempt] = await db
    .update(ssoSignInAttempts)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoSignInAttempts.stateHash, stateHash),
        isNull(ssoSignInAttempts.usedAt),
        eq(ssoSignInAttempts.brandId, brandId),
      ),
    )
    .returning();
  return attempt;
}

// Provider accounts linked to members -------------------------------------------------------------

/** The link of a provider account, locked (FOR UPDATE) until the transaction ends. */
export async function lockMemberIdentity(
  tx: Queryable,
  providerId: number,
  subject: string,
): Promise<MemberIdentityRow | undefined> {
  const [identity] = await tx
    .select()
    .from(memberIdentities)
    .where(and(eq(memberIdentities.providerId, providerId), eq(memberIdentities.subject, subject)))
    .limit(1)
    .for('update');
  return identity;
}

export async function touchMemberIdentity(tx: Queryable, identityId: number, now: Date): Promise<void> {
  await tx.update(memberIdentities).set({ lastSignInAt: now }).where(eq(memberIdentities.id, identityId));
}

/** Links a provider account unless it is linked already; false when it was (a concurrent first sign-in won). */
export async function insertMemberIdentity(
  tx: Queryable,
  values: typeof memberIdentities.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(memberIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: memberIdentities.id });
  return inserted.length > 0;
}

/** The provider accounts linked to a member. */
export function identitiesOf(db: Queryable, memberId: number) {
  return db.select().from(memberIdentities).where(eq(memberIdentities.memberId, memberId));
}

// Embedding origins -------------------------------------------------------------------------------

export async function embedSettingsOf(db: Queryable, brandId: number) {
  const [embed] = await db.select().from(brandEmbedSettings).where(eq(brandEmbedSettings.brandId, brandId)).limit(1);
  return embed;
}

/** The origin allowed to embed the pages of the hotel of this code (its brand's), if any. */
export async function embedOriginOfHotel(db: Queryable, hotelCode: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ origin: brandEmbedSettings.parentOrigin })
    .from(hotels)
    .innerJoin(brandEmbedSettings, eq(brandEmbedSettings.brandId, hotels.brandId))
    .where(eq(hotels.code, hotelCode))
    .limit(1);
  return row?.origin;
}

export async function upsertEmbedOrigin(tx: Queryable, brandId: number, origin: string): Promise<void> {
  await tx
    .insert(brandEmbedSettings)
    .values({ brandId, parentOrigin: origin })
    .onConflictDoUpdate({
      target: brandEmbedSettings.brandId,
      set: { parentOrigin: sql`excluded.parent_origin` },
    });
}
