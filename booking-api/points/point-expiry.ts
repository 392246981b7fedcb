import type { AppTx } from '../db/transactions';
import { findMemberById } from '../repositories/members';
import { memberProgram } from './programs';
import {
  creditedLots,
  insertPointEntry,
  spentOrExpiredTotal,
  takeExpiredFromBalance,
  type PointAccountRow,
} from './points-repository';

/** The column default of membership_programs.point_validity_days (migration 0019), for members without any programme. */
export const DEFAULT_POINT_VALIDITY_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the member's programme keeps credited points valid. */
export async function pointValidityDays(tx: AppTx, memberId: number): Promise<number> {
  const member = await findMemberById(tx, memberId);
  if (!member) return DEFAULT_POINT_VALIDITY_DAYS;
  const program = await memberProgram(tx, member.brandId, memberId);
  return program?.program.pointValidityDays ?? DEFAULT_POINT_VALIDITY_DAYS;
}

/**
 * Point expiry, lazily from the clock like crediting (SPEC.md section 3 lists the "expired"
 * history type; the period is the programme's point_validity_days, see docs/points-expiry.md).
 * Every lot of points (a credited stay, a refund) is valid for that many days from the instant it
 * reached the balance; spending and earlier expiries use the oldest lots first. So what is left of
 * the lots whose validity has ended is: (their running total) - (everything spent or expired so
 * far). That remainder is written as one "expired" entry per lot, dated at the lot's expiry
 * instant, and taken off the balance.
 *
 * Must run behind `lockPointAccount` (it is called from `settlePoints`): the account row lock
 * serialises concurrent calls, and a second run finds the remainder already written, so each
 * expiry is written exactly once.
 */
export async function expirePoints(tx: AppTx, account: PointAccountRow, now: Date): Promise<PointAccountRow> {
  const memberId = account.memberId;
  const lots = await creditedLots(tx, memberId);
  if (lots.length === 0) return account;
  const validityMs = (await pointValidityDays(tx, memberId)) * DAY_MS;
  const firstExpiry = (lots[0]!.at ?? lots[0]!.createdAt).getTime() + validityMs;
  if (firstExpiry > now.getTime()) return account;

  const usedTotal = await spentOrExpiredTotal(tx, memberId);

  let runningTotal = 0;
  let expired = 0;
  for (const lot of lots) {
    const expiresAt = new Date((lot.at ?? lot.createdAt).getTime() + validityMs);
    if (expiresAt.getTime() > now.getTime()) break;
    runningTotal += lot.amount;
    const due = runningTotal - usedTotal - expired;
    if (due <= 0) continue;
    await insertPointEntry(tx, { memberId, kind: 'expired', amount: due, createdAt: expiresAt });
    expired += due;
  }
  if (expired === 0) return account;
  const updated = await takeExpiredFromBalance(tx, memberId, expired, now);
  return updated!;
}
