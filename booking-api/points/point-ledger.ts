import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { PointRules } from '../../contract';
import { memberPointAccounts, pointEntries, pointExchanges, reservations } from '../db/schema';
import type { AppTx, Queryable } from '../db/transactions';
import { pointFailures } from './point-failures';
import { expirePoints } from './point-expiry';

export type PointAccountRow = typeof memberPointAccounts.$inferSelect;
export type PointEntryRow = typeof pointEntries.$inferSelect;

/**
 * The member's point account, created on first use and locked (FOR UPDATE) for the rest of the
 * transaction: every change to a member's points runs behind this lock, so settling, spending and
 * exchanging of one member happen one after the other.
 */
export async function lockPointAccount(tx: AppTx, memberId: number, now: Date): Promise<PointAccountRow> {
  await tx.insert(memberPointAccounts).values({ memberId, updatedAt: now }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(memberPointAccounts)
    .where(eq(memberPointAccounts.memberId, memberId))
    .for('update');
  if (!account) throw new Error('point account vanished inside its own transaction');
  return account;
}

/**
 * Brings the ledger up to `now` (the lazy part of "credited 3 days after check-out"): points spent
 * on a reservation that has since been cancelled are refunded once; future points of a cancelled
 * stay are voided; future points whose credit instant has passed are credited, to the balance and
 * to the ranking points; points past their programme's validity expire (point-expiry.ts). Returns the locked, updated account.
 */
export async function settlePoints(tx: AppTx, memberId: number, now: Date): Promise<PointAccountRow> {
  const account = await lockPointAccount(tx, memberId, now);
  const spentOnCancelled = await tx
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
  let refunded = 0;
  for (const entry of spentOnCancelled) {
    const inserted = await tx
      .insert(pointEntries)
      .values({ memberId, kind: 'refunded', amount: entry.amount, reservationId: entry.reservationId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pointEntries.id });
    if (inserted.length) refunded += entry.amount;
  }
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
  const credited = await tx
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
  const gained = credited.reduce((sum, entry) => sum + entry.amount, 0);
  if (refunded === 0 && gained === 0) return expirePoints(tx, account, now);
  const [updated] = await tx
    .update(memberPointAccounts)
    .set({
      balance: sql`${memberPointAccounts.balance} + ${refunded + gained}`,
      rankingPoints: sql`${memberPointAccounts.rankingPoints} + ${gained}`,
      updatedAt: now,
    })
    .where(eq(memberPointAccounts.memberId, memberId))
    .returning();
  return expirePoints(tx, updated!, now);
}

/**
 * Takes `amount` points off the balance with a conditional update (never below zero, whatever
 * runs at the same time) and writes the spent entry. 2401 if the balance is too small.
 */
export async function spendPoints(
  tx: AppTx,
  spend: { memberId: number; amount: number; reservationId?: number; exchangeId?: number; now: Date },
): Promise<void> {
  const taken = await tx
    .update(memberPointAccounts)
    .set({ balance: sql`${memberPointAccounts.balance} - ${spend.amount}`, updatedAt: spend.now })
    .where(and(eq(memberPointAccounts.memberId, spend.memberId), gte(memberPointAccounts.balance, spend.amount)))
    .returning({ balance: memberPointAccounts.balance });
  if (taken.length === 0) throw pointFailures.notEnoughPoints();
  await tx.insert(pointEntries).values({
    memberId: spend.memberId,
    kind: 'spent',
    amount: spend.amount,
    reservationId: spend.reservationId ?? null,
    exchangeId: spend.exchangeId ?? null,
    createdAt: spend.now,
  });
}

/** When a stay's future points are credited: PointRules.creditDelayDays after check-out, at the start of that day in the facility's time zone. */
export function pointsCreditAt(checkout: string, timeZone: string): Date {
  const instant = Temporal.PlainDate.from(checkout)
    .add({ days: PointRules.creditDelayDays })
    .toZonedDateTime({ timeZone })
    .toInstant();
  return new Date(instant.epochMilliseconds);
}

/** Future points of a stay, credited lazily at `creditAt`. */
export async function recordFuturePoints(
  tx: AppTx,
  gain: { memberId: number; amount: number; ratePercent: number; reservationId: number; creditAt: Date; now: Date },
): Promise<void> {
  if (gain.amount <= 0) return;
  await tx.insert(pointEntries).values({
    memberId: gain.memberId,
    kind: 'gained',
    amount: gain.amount,
    earningRatePercent: gain.ratePercent,
    reservationId: gain.reservationId,
    creditAt: gain.creditAt,
    createdAt: gain.now,
  });
}

/**
 * After an itinerary change, inside its transaction: the stay's future points (not yet credited,
 * not voided) follow what is now left to pay, at the rate they were earned with, and are credited
 * after the new check-out. Points already credited stay as they are. A change that leaves nothing
 * to earn voids them.
 */
export async function rescaleFuturePoints(
  tx: Queryable,
  change: {
    reservationId: number;
    previousPayable: number;
    payable: number;
    checkout: string;
    timeZone: string;
    now: Date;
  },
): Promise<void> {
  const [entry] = await tx
    .select()
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.reservationId, change.reservationId),
        eq(pointEntries.kind, 'gained'),
        isNull(pointEntries.creditedAt),
        isNull(pointEntries.voidedAt),
      ),
    );
  if (!entry) return;
  // Entries from before migration 0025 have no rate: scaled in proportion, never up.
  const amount =
    entry.earningRatePercent !== null
      ? Math.floor((change.payable * entry.earningRatePercent) / 100)
      : change.previousPayable > 0
        ? Math.min(entry.amount, Math.floor((entry.amount * change.payable) / change.previousPayable))
        : 0;
  const open = and(eq(pointEntries.id, entry.id), isNull(pointEntries.creditedAt), isNull(pointEntries.voidedAt));
  if (amount <= 0) {
    await tx.update(pointEntries).set({ voidedAt: change.now }).where(open);
    return;
  }
  await tx
    .update(pointEntries)
    .set({ amount, creditAt: pointsCreditAt(change.checkout, change.timeZone) })
    .where(open);
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
