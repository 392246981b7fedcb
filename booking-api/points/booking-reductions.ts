import { PointRules, needsCard, type CreateReservationRequest } from '../../contract';
import { localToday, type Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction, type AppTx } from '../db/transactions';
import type { HotelWithBrand } from '../repositories/hotels';
import { pointsCreditAt, recordFuturePoints, settlePoints, spendPoints } from './point-ledger';
import { pointFailures } from './point-failures';
import { earningRatePercent, memberProgram } from './programs';
import { findMemberVoucher, hasPointAccount } from './points-repository';
import { assertVoucherUsable, consumeVoucherRow, voucherStayRefusal } from './vouchers';

/**
 * The last step of a booking's price (SPEC.md sections 3 and 5): a member voucher, then points,
 * taken off the total left after every other discount. Planned (checked) before the booking's
 * transaction, then taken inside it with conditional updates, so two racing bookings can neither
 * overspend a balance nor use one voucher twice.
 */
export interface MemberReductions {
  memberId: number | null;
  voucher: { id: number; discount: number } | null;
  points: number;
  /** What is left to pay: the card is charged this. */
  payable: number;
  /** Future points this stay earns, credited `creditDelayDays` after check-out. */
  gain: { amount: number; ratePercent: number; creditAt: Date } | null;
}

export async function planMemberReductions(options: {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  request: CreateReservationRequest;
  memberId: number | null;
  /** The total after every other discount. */
  totalPrice: number;
}): Promise<MemberReductions> {
  const { database, clock, hotel, request, memberId, totalPrice } = options;
  const wantsPoints = (request.spending_point_value ?? 0) > 0;
  const voucherCode = request.voucher_coupon_code;
  if (memberId === null) {
    if (wantsPoints || voucherCode) throw pointFailures.signInRequired();
    return { memberId, voucher: null, points: 0, payable: totalPrice, gain: null };
  }
  const { db } = database;
  const now = new Date(clock.now().epochMilliseconds);

  let voucher: MemberReductions['voucher'] = null;
  if (voucherCode) {
    const row = await findMemberVoucher(db, memberId, voucherCode);
    if (!row) throw pointFailures.voucherNotFound();
    assertVoucherUsable(row, localToday(clock, hotel.timeZone).toString());
    const refusal = voucherStayRefusal(row, request.checkin_date, request.checkout_date);
    if (refusal) throw pointFailures.voucherNotApplicable(refusal);
    voucher = { id: row.id, discount: Math.min(row.amount, totalPrice) };
  }
  const afterVoucher = totalPrice - (voucher?.discount ?? 0);

  const account = await inTransaction(db, (tx) => settlePoints(tx, memberId, now));
  const program = await memberProgram(db, hotel.brandId, memberId);
  const points = request.spending_point_value ?? 0;
  if (points > 0) {
    if (!program?.program.pointProgramEnabled) throw pointFailures.programDisabled();
    if (points % PointRules.spendStep !== 0) throw pointFailures.stepInvalid();
    if (points < PointRules.spendMinimum) throw pointFailures.belowMinimum();
    if (points > afterVoucher) throw pointFailures.abovePrice();
    // Checked again, atomically, when the points are taken inside the booking's transaction.
    if (points > account.balance) throw pointFailures.notEnoughPoints();
  }
  const payable = afterVoucher - points;
  if (payable === 0 && needsCard(request.payment_type) && (points > 0 || voucher))
    throw pointFailures.zeroTotalWithCard();

  const rate = earningRatePercent(program, account.rankingPoints);
  const amount = Math.floor((payable * rate) / 100);
  const creditAt = pointsCreditAt(request.checkout_date, hotel.timeZone);
  return { memberId, voucher, points, payable, gain: amount > 0 ? { amount, ratePercent: rate, creditAt } : null };
}

/** Inside the booking's transaction, once the reservation row exists: take the points, consume the voucher, record future points. */
export async function applyMemberReductions(
  tx: AppTx,
  plan: MemberReductions,
  reservationId: number,
  now: Date,
): Promise<void> {
  if (plan.memberId === null) return;
  if (plan.points > 0 || plan.gain) {
    await settlePoints(tx, plan.memberId, now); // locks the member's points until commit
  }
  if (plan.points > 0) await spendPoints(tx, { memberId: plan.memberId, amount: plan.points, reservationId, now });
  if (plan.voucher) await consumeVoucherRow(tx, plan.voucher.id, reservationId, now);
  if (plan.gain) await recordFuturePoints(tx, { memberId: plan.memberId, ...plan.gain, reservationId, now });
}

/**
 * Inside a cancellation's transaction, after the reservation is marked cancelled: the points spent
 * on it are refunded and its future points voided (the same settlement every later read would do,
 * done now so the balance is right at once).
 */
export async function releaseMemberReductions(tx: AppTx, memberId: number | null, now: Date): Promise<void> {
  if (memberId === null) return;
  if (await hasPointAccount(tx, memberId)) await settlePoints(tx, memberId, now);
}
