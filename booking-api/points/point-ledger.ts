import { Temporal } from 'temporal-polyfill';
import { PointRules } from '../../contract';
import type { AppTx, Queryable } from '../db/transactions';
import { pointFailures } from './point-failures';
import { expirePoints } from './point-expiry';
import {
  addToPointAccount,
  creditDuePoints,
  insertPointEntry,
  insertRefundEntry,
  lockPointAccountRow,
  openFuturePointsOf,
  spentOnCancelledReservations,
  takeFromBalance,
  updateOpenFuturePoints,
  voidFuturePointsOfCancelled,
  type PointAccountRow,
} from './points-repository';

/**
 * The member's point account, created on first use and locked (FOR UPDATE) for the rest of the
 * transaction: every change to a member's points runs behind this lock, so settling, spending and
 * exchanging of one member happen one after the other.
 */
export async function lockPointAccount(tx: AppTx, memberId: number, now: Date): Promise<PointAccountRow> {
  const account = await lockPointAccountRow(tx, memberId, now);
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
  const spentOnCancelled = await spentOnCancelledReservations(tx, memberId);
  let refunded = 0;
  for (const entry of spentOnCancelled) {
    if (await insertRefundEntry(tx, { memberId, amount: entry.amount, reservationId: entry.reservationId, now }))
      refunded += entry.amount;
  }
  await voidFuturePointsOfCancelled(tx, memberId, now);
  const credited = await creditDuePoints(tx, memberId, now);
  const gained = credited.reduce((sum, entry) => sum + entry.amount, 0);
  if (refunded === 0 && gained === 0) return expirePoints(tx, account, now);
  const updated = await addToPointAccount(tx, memberId, { balance: refunded + gained, rankingPoints: gained }, now);
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
  if (!(await takeFromBalance(tx, spend.memberId, spend.amount, spend.now))) throw pointFailures.notEnoughPoints();
  await insertPointEntry(tx, {
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
  await insertPointEntry(tx, {
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
  const entry = await openFuturePointsOf(tx, change.reservationId);
  if (!entry) return;
  // Entries from before migration 0025 have no rate: scaled in proportion, never up.
  const amount =
    entry.earningRatePercent !== null
      ? Math.floor((change.payable * entry.earningRatePercent) / 100)
      : change.previousPayable > 0
        ? Math.min(entry.amount, Math.floor((entry.amount * change.payable) / change.previousPayable))
        : 0;
  if (amount <= 0) {
    await updateOpenFuturePoints(tx, entry.id, { voidedAt: change.now });
    return;
  }
  await updateOpenFuturePoints(tx, entry.id, { amount, creditAt: pointsCreditAt(change.checkout, change.timeZone) });
}
