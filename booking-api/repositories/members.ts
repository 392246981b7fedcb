import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { memberPasswordHistory, memberSessions, memberTokens, members, membershipSettings } from '../db/schema';
import type { Queryable } from '../db/transactions';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type MemberTokenPurpose = (typeof memberTokens.$inferSelect)['purpose'];
export type MemberTokenRow = typeof memberTokens.$inferSelect;

export async function findMemberByEmail(
  db: Queryable,
  brandId: number,
  email: string,
  options: { forUpdate?: boolean } = {},
): Promise<MemberRow | null> {
  const query = db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.email, email)))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function findMemberById(
  db: Queryable,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<MemberRow | null> {
  const query = db.select().from(members).where(eq(members.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Inserts unless the brand already has this address; null when it had (a concurrent sign-up won). */
export async function insertMember(db: Queryable, member: NewMember): Promise<MemberRow | null> {
  const rows = await db
    .insert(members)
    .values(member)
    .onConflictDoNothing({ target: [members.brandId, members.email] })
    .returning();
  return rows[0] ?? null;
}

/** The language each of these members chose (null when none). */
export async function localesOfMembers(db: Queryable, ids: number[]): Promise<{ id: number; locale: string | null }[]> {
  return db.select({ id: members.id, locale: members.locale }).from(members).where(inArray(members.id, ids));
}

export async function updateMember(db: Queryable, id: number, values: Partial<NewMember>): Promise<void> {
  await db.update(members).set(values).where(eq(members.id, id));
}

export async function membershipIdTaken(db: Queryable, membershipId: string): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.membershipId, membershipId)).limit(1);
  return rows.length > 0;
}

export async function allowSignup(db: Queryable, brandId: number): Promise<boolean> {
  const rows = await db
    .select({ allow: membershipSettings.allowSignup })
    .from(membershipSettings)
    .where(eq(membershipSettings.brandId, brandId))
    .limit(1);
  return rows[0]?.allow ?? true;
}

// ---- failed sign-ins and lock ---------------------------------------------------------------
/**
 * One more wrong password, counted atomically so parallel attempts cannot slip past the limit;
 * the lock starts with the failure that reaches it.
 */
export async function recordFailedSignIn(
  db: Queryable,
  memberId: number,
  limit: number,
  lockUntil: Date,
): Promise<{ failedSignIns: number; lockedUntil: Date | null }> {
  const rows = await db
    .update(members)
    .set({
      failedSignIns: sql`${members.failedSignIns} + 1`,
      lockedUntil: sql`case when ${members.failedSignIns} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${members.lockedUntil} end`,
    })
    .where(eq(members.id, memberId))
    .returning({ failedSignIns: members.failedSignIns, lockedUntil: members.lockedUntil });
  return rows[0]!;
}

export async function clearFailedSignIns(db: Queryable, memberId: number): Promise<void> {
  await db.update(members).set({ failedSignIns: 0, lockedUntil: null }).where(eq(members.id, memberId));
}

// ---- sessions -------------------------------------------------------------------------------
export async function insertSession(db: Queryable, values: typeof memberSessions.$inferInsert): Promise<void> {
  await db.insert(memberSessions).values(values);
}

export async function findLiveSession(db: Queryable, tokenHash: string, now: Date) {
  const rows = await db
    .select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
}

export async function revokeAllSessions(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}

// ---- one-time tokens ------------------------------------------------------------------------
export async function insertMemberToken(db: Queryable, values: typeof memberTokens.$inferInsert): Promise<void> {
  await db.insert(memberTokens).values(values);
}

export async function findMemberToken(
  db: Queryable,
  purpose: MemberTokenPurpose,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(memberTokens)
    .where(and(eq(memberTokens.purpose, purpose), eq(memberTokens.tokenHash, tokenHash)))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function latestMemberToken(
  db: Queryable,
  memberId: number,
  purpose: MemberTokenPurpose,
): Promise<MemberTokenRow | null> {
  const rows = await db
    .select()
    .from(memberTokens)
    .where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, purpose)))
    .orderBy(desc(memberTokens.createdAt), desc(memberTokens.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks one token used; false when it already was (a second click racing the first). */
export async function markTokenUsed(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberTokens)
    .set({ usedAt: now })
    .where(and(eq(memberTokens.id, id), isNull(memberTokens.usedAt)))
    .returning({ id: memberTokens.id });
  return rows.length > 0;
}

/** A new link makes the older ones of the same purpose useless. */
export async function retireMemberTokens(
  db: Queryable,
  memberId: number,
  purpose: MemberTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(memberTokens)
    .set({ usedAt: now })
    .where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, purpose), isNull(memberTokens.usedAt)));
}

// ---- password history -----------------------------------------------------------------------
export async function recentPasswordHashes(db: Queryable, memberId: number, count: number): Promise<string[]> {
  const rows = await db
    .select({ hash: memberPasswordHistory.passwordHash })
    .from(memberPasswordHistory)
    .where(eq(memberPasswordHistory.memberId, memberId))
    .orderBy(desc(memberPasswordHistory.createdAt), desc(memberPasswordHistory.id))
    .limit(count);
  return rows.map((row) => row.hash);
}

export async function rememberPassword(
  db: Queryable,
  memberId: number,
  passwordHash: string,
  at: Date,
  keep: number,
): Promise<void> {
  await db.insert(memberPasswordHistory).values({ memberId, passwordHash, createdAt: at });
  const kept = await db
    .select({ id: memberPasswordHistory.id })
    .from(memberPasswordHistory)
    .where(eq(memberPasswordHistory.memberId, memberId))
    .orderBy(desc(memberPasswordHistory.createdAt), desc(memberPasswordHistory.id))
    .limit(keep);
  await db.delete(memberPasswordHistory).where(
    and(
      eq(memberPasswordHistory.memberId, memberId),
      sql`${memberPasswordHistory.id} not in (${sql.join(
        kept.map((k) => sql`${k.id}`),
        sql`, `,
      )})`,
    ),
  );
}
