import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  memberPointAccounts,
  memberVouchers,
  membershipPrograms,
  membershipRanks,
  pointEntries,
  pointExchanges,
  reservations,
} from '../db/schema';
import type { AppTx, Queryable } from '../db/transactions';

export type PointAccountRow = typeof memberPointAccounts.$inferSelect;
export type PointEntryRow = typeof pointEntries.$inferSelect;
export type NewPointEntry = typeof pointEntries.$inferInsert;
export type PointExchangeRow = typeof pointExchanges.$inferSelect;
export type VoucherRow = typeof memberVouchers.$inferSelect;
export type ProgramRow = typeof membershipPrograms.$inferSelect;
export type RankRow = typeof membershipRanks.$inferSelect;

// The point account ------------------------------------------------------------------------------

/** Creates the member's point account unless it exists, then locks it (FOR UPDATE) until commit. */
export async function lockPointAccountRow(
  tx: AppTx,
  memberId: number,
  now: Date,
): Promise<PointAccountRow | undefined> {
  await tx.insert(memberPointAccounts).values({ memberId, updatedAt: now }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(memberPointAccounts)
    .where(eq(memberPointAccounts.memberId, memberId))
    .for('update');
  return account;
}

export async function hasPointAccount(db: Queryable, memberId: number): Promise<boolean> {
  const [account] = await db
    .select({ memberId: memberPointAccounts.memberId })
    .from(memberPointAccounts)
    .where(eq(memberPointAccounts.memberId, memberId));
  return account !== undefined;
}

/** The member's ranking points; 0 without a point account. */
export async function rankingPointsOf(db: Queryable, memberId: number): Promise<number> {
  const [account] = await db
    .select({ rankingPoints: memberPointAccounts.rankingPoints })
    .from(memberPointAccounts)
    .where(eq(memberPointAccounts.memberId, memberId));
  return account?.rankingPoints ?? 0;
}

/** The program the member switched to (null when they never did or have no point account). */
export async function chosenProgramId(db: Queryable, memberId: number): Promise<number | null | undefined> {
  const [account] = await db
    .select({ programId: memberPointAccounts.programId })
    .from(memberPointAccounts)
    .where(eq(memberPointAccounts.memberId, memberId));
  return account?.programId;
}

export async function setAccountProgram(tx: Queryable, memberId: number, programId: number, now: Date): Promise<void> {
  await tx
    .update(memberPointAccounts)
    .set({ programId, updatedAt: now })
    .where(eq(memberPointAccounts.memberId, memberId));
}

/** Adds refunded and credited points to the balance, and the credited ones to the ranking points. */
export async function addToPointAccount(
  tx: Queryable,
  memberId: number,
  add: { balance: number; rankingPoints: number },
  now: Date,
): Promise<PointAccountRow | undefined> {
  const [updated] = await tx
    .update(memberPointAccounts)
    .set({
      balance: sql`${memberPointAccounts.balance} + ${add.balance}`,
      rankingPoints: sql`${memberPointAccounts.rankingPoints} + ${add.rankingPoints}`,
      updatedAt: now,
    })
    .where(eq(memberPointAccounts.memberId, memberId))
    .returning();
  return updated;
}

/** Takes `amount` off the balance only if the balance holds it (a conditional update); false when it did not. */
export async function takeFromBalance(tx: Queryable, memberId: number, amount: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(memberPointAccounts)
    .set({ balance: sql`${memberPointAccounts.balance} - ${amount}`, updatedAt: now })
    .where(and(eq(memberPointAccounts.memberId, memberId), gte(memberPointAccounts.balance, amount)))
    .returning({ balance: memberPointAccounts.balance });
  return taken.length > 0;
}

/** Takes expired points off the balance, never below zero. */
export async function takeExpiredFromBalance(
  tx: Queryable,
  memberId: number,
  expired: number,
  now: Date,
): Promise<PointAccountRow | undefined> {
  const [updated] = await tx
    .update(memberPointAccounts)
    // Never below zero, even if a hand-made ledger does not add up.
    .set({ balance: sql`greatest(${memberPointAccounts.balance} - ${expired}, 0)`, updatedAt: now })
    .where(eq(memberPointAccounts.memberId, memberId))
    .returning();
  return updated;
}

// The ledger -------------------------------------------------------------------------------------

export async function insertPointEntry(tx: Queryable, entry: NewPointEntry): Promise<void> {
  await tx.insert(pointEntries).values(entry);
}

/** Points spent on reservations since cancelled and not refunded yet. */
export async function spentOnCancelledReservations(
  tx: Queryable,
  memberId: number,
): Promise<{ reservationId: number | null; amount: number }[]> {
  return tx
    .select({ reservationId: pointEntries.reservationId, amount: pointEntries.amount })
    .from(pointEntries)
    .innerJoin(reservations, eq(reservations.id, pointEntries.reservationId))
    .where(
      and(
        eq(pointEntries.memberId, memberId),
        eq(pointEntries.kind, 'spent'),
        eq(reservations.status, 'cancelled'),
        sql`not exists (select 1 from point_entries r where r.reservation_id = ${pointEntries.reservationId} and r.kind = 'refunded')`,
      ),
    );
}

/** Writes the refund of a cancelled reservation's points unless it is written already; true when written now. */
export async function insertRefundEntry(
  tx: Queryable,
  refund: { memberId: number; amount: number; reservationId: number | null; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(pointEntries)
    .values({
      memberId: refund.memberId,
      kind: 'refunded',
      amount: refund.amount,
      reservationId: refund.reservationId,
      createdAt: refund.now,
    })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  return inserted.length > 0;
}

/** Voids the member's future points of cancelled reservations. */
export async function voidFuturePointsOfCancelled(tx: Queryable, memberId: number, now: Date): Promise<void> {
  await tx
    .update(pointEntries)
    .set({ voidedAt: now })
    .where(
      and(
        eq(pointEntries.memberId, memberId),
        eq(pointEntries.kind, 'gained'),
        isNull(pointEntries.creditedAt),
        isNull(pointEntries.voidedAt),
        sql`${pointEntries.reservationId} in (select id from reservations where status = 'cancelled')`,
      ),
    );
}

/** Credits the member's future points whose credit instant has passed; the amounts credited. */
export async function creditDuePoints(tx: Queryable, memberId: number, now: Date): Promise<{ amount: number }[]> {
  return tx
    .update(pointEntries)
    .set({ creditedAt: sql`${pointEntries.creditAt}` })
    .where(
      and(
        eq(pointEntries.memberId, memberId),
        eq(pointEntries.kind, 'gained'),
        isNull(pointEntries.creditedAt),
        isNull(pointEntries.voidedAt),
        lte(pointEntries.creditAt, now),
        // A card booking still waiting for its payment is not a stay yet.
        or(
          isNull(pointEntries.reservationId),
          sql`${pointEntries.reservationId} in (select id from reservations where status = 'done')`,
        ),
      ),
    )
    .returning({ amount: pointEntries.amount });
}

/** A reservation's future points (not credited, not voided). */
export async function openFuturePointsOf(tx: Queryable, reservationId: number): Promise<PointEntryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.reservationId, reservationId),
        eq(pointEntries.kind, 'gained'),
        isNull(pointEntries.creditedAt),
        isNull(pointEntries.voidedAt),
      ),
    );
  return entry;
}

/** Changes a future points entry while it is still neither credited nor voided. */
export async function updateOpenFuturePoints(
  tx: Queryable,
  entryId: number,
  values: { voidedAt: Date } | { amount: number; creditAt: Date },
): Promise<void> {
  const open = and(eq(pointEntries.id, entryId), isNull(pointEntries.creditedAt), isNull(pointEntries.voidedAt));
  await tx.update(pointEntries).set(values).where(open);
}

/** Sum of the member's future points (not credited, not voided). */
export async function futurePoints(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointEntries.amount}), 0)::int` })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.memberId, memberId),
        eq(pointEntries.kind, 'gained'),
        isNull(pointEntries.creditedAt),
        isNull(pointEntries.voidedAt),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The lots of points that reached the balance (credited stays, refunds), oldest first. */
export async function creditedLots(
  tx: Queryable,
  memberId: number,
): Promise<{ amount: number; at: Date | null; createdAt: Date; kind: PointEntryRow['kind'] }[]> {
  const reachedAt = sql<Date>`coalesce(${pointEntries.creditedAt}, ${pointEntries.createdAt})`;
  return tx
    .select({
      amount: pointEntries.amount,
      at: pointEntries.creditedAt,
      createdAt: pointEntries.createdAt,
      kind: pointEntries.kind,
    })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.memberId, memberId),
        isNull(pointEntries.voidedAt),
        or(and(eq(pointEntries.kind, 'gained'), isNotNull(pointEntries.creditedAt)), eq(pointEntries.kind, 'refunded')),
      ),
    )
    .orderBy(asc(reachedAt), asc(pointEntries.id));
}

/** Everything the member spent or saw expire so far. */
export async function spentOrExpiredTotal(tx: Queryable, memberId: number): Promise<number> {
  const [used] = await tx
    .select({ total: sql<number>`coalesce(sum(${pointEntries.amount}), 0)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.memberId, memberId), inArray(pointEntries.kind, ['spent', 'expired'])));
  return Number(used?.total ?? 0);
}

export interface TimelineRow {
  entry: PointEntryRow;
  reservationNumber: string | null;
  exchangeCode: string | null;
}

/**
 * One page of the history. `current`: every entry except voided future points, newest first;
 * `future`: only points still to be credited, soonest first.
 */
export async function timelinePage(
  db: Queryable,
  memberId: number,
  options: { scope: 'current' | 'future'; page: number; perPage: number },
): Promise<{ rows: TimelineRow[]; total: number }> {
  const isFuture = and(eq(pointEntries.kind, 'gained'), isNull(pointEntries.creditedAt));
  const where = and(
    eq(pointEntries.memberId, memberId),
    isNull(pointEntries.voidedAt),
    options.scope === 'future' ? isFuture : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(pointEntries).where(where);
  const happenedAt = sql`coalesce(${pointEntries.creditedAt}, ${pointEntries.creditAt}, ${pointEntries.createdAt})`;
  const rows = await db
    .select({
      entry: pointEntries,
      reservationNumber: reservations.confirmationNumber,
      exchangeCode: pointExchanges.code,
    })
    .from(pointEntries)
    .leftJoin(reservations, eq(reservations.id, pointEntries.reservationId))
    .leftJoin(pointExchanges, eq(pointExchanges.id, pointEntries.exchangeId))
    .where(where)
    .orderBy(
      ...(options.scope === 'future'
        ? [asc(happenedAt), asc(pointEntries.id)]
        : [desc(happenedAt), desc(pointEntries.id)]),
    )
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return { rows, total: Number(counted?.n ?? 0) };
}

// Exchanges --------------------------------------------------------------------------------------

/** One page of the member's exchanges, newest first, and how many there are. */
export async function pointExchangePage(
  db: Queryable,
  memberId: number,
  options: { page: number; perPage: number },
): Promise<{ rows: PointExchangeRow[]; total: number }> {
  const [counted] = await db.select({ n: count() }).from(pointExchanges).where(eq(pointExchanges.memberId, memberId));
  const rows = await db
    .select()
    .from(pointExchanges)
    .where(eq(pointExchanges.memberId, memberId))
    .orderBy(desc(pointExchanges.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findExchangeByIdempotencyKey(
  tx: Queryable,
  memberId: number,
  idempotencyKey: string,
): Promise<PointExchangeRow | undefined> {
  const [earlier] = await tx
    .select()
    .from(pointExchanges)
    .where(and(eq(pointExchanges.memberId, memberId), eq(pointExchanges.idempotencyKey, idempotencyKey)));
  return earlier;
}

export async function insertPointExchange(
  tx: Queryable,
  values: typeof pointExchanges.$inferInsert,
): Promise<PointExchangeRow> {
  const [created] = await tx.insert(pointExchanges).values(values).returning();
  return created!;
}

// Vouchers ---------------------------------------------------------------------------------------

export async function findMemberVoucher(db: Queryable, memberId: number, number: string): Promise<VoucherRow | null> {
  const [row] = await db
    .select()
    .from(memberVouchers)
    .where(and(eq(memberVouchers.memberId, memberId), eq(memberVouchers.number, number)));
  return row ?? null;
}

/** Marks the voucher consumed unless it already is; false when it already was (another consumer won). */
export async function markVoucherConsumed(
  db: Queryable,
  voucherId: number,
  reservationId: number | null,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .update(memberVouchers)
    .set({ consumedAt: now, reservationId })
    .where(and(eq(memberVouchers.id, voucherId), isNull(memberVouchers.consumedAt)))
    .returning({ id: memberVouchers.id });
  return taken.length > 0;
}

/** The member's vouchers with the reservation each paid for, soonest valid-through first. */
export async function vouchersOfMember(
  db: Queryable,
  memberId: number,
): Promise<{ voucher: VoucherRow; reservationNumber: string | null }[]> {
  return db
    .select({ voucher: memberVouchers, reservationNumber: reservations.confirmationNumber })
    .from(memberVouchers)
    .leftJoin(reservations, eq(reservations.id, memberVouchers.reservationId))
    .where(eq(memberVouchers.memberId, memberId))
    .orderBy(asc(memberVouchers.validThrough), asc(memberVouchers.id));
}

// Programs ---------------------------------------------------------------------------------------

export async function programsOfBrand(db: Queryable, brandId: number): Promise<ProgramRow[]> {
  return db
    .select()
    .from(membershipPrograms)
    .where(eq(membershipPrograms.brandId, brandId))
    .orderBy(asc(membershipPrograms.id));
}

/** Every rank, ascending by threshold. */
export async function allRanks(db: Queryable): Promise<RankRow[]> {
  return db
    .select()
    .from(membershipRanks)
    .orderBy(asc(membershipRanks.rankingPointsThreshold), asc(membershipRanks.id));
}
