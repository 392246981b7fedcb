import { parsePoints, pointSpendProblem } from '../points/point-amounts';
import type { PointSpendingContext } from './context';
import type { MemberReductionsChoice } from './reductions-choice';

export function voucherDiscountOf(context: Pick<PointSpendingContext, 'options' | 'voucherNumber' | 'price'>): number {
  const voucher = context.options?.vouchers.find((v) => v.number === context.voucherNumber);
  return voucher ? Math.min(voucher.amount, context.price) : 0;
}

/** Why the typed points cannot be spent (a catalogue code), or null. */
export function spendProblemOf(context: PointSpendingContext): string | null {
  if (!context.options) return null;
  const points = parsePoints(context.pointsText);
  if (points !== 0 && !context.options.programEnabled) return '3501';
  const rules = { step: context.options.step, minimum: context.options.minimum, balance: context.options.balance };
  const afterVoucher = context.price - voucherDiscountOf(context);
  if (points === 0 && afterVoucher === 0 && context.voucherNumber && context.paysByCard) return 'zero_total_with_card';
  return pointSpendProblem(points, rules, afterVoucher, context.paysByCard);
}

export function reductionsOf(context: PointSpendingContext): MemberReductionsChoice {
  const points = parsePoints(context.pointsText) ?? 0;
  return {
    ...(points > 0 ? { spendingPointValue: points } : {}),
    ...(context.voucherNumber ? { voucherCouponCode: context.voucherNumber } : {}),
    valid: spendProblemOf(context) === null,
  };
}

/** The total after the voucher and points (for display; the booking API computes the real one). */
export function totalAfterReductions(context: PointSpendingContext): number {
  const points = parsePoints(context.pointsText) ?? 0;
  return Math.max(0, context.price - voucherDiscountOf(context) - (spendProblemOf(context) === null ? points : 0));
}

/** The booking input with the member's choice (the gateway's spendingPointValue and voucherCouponCode). */
export function withMemberReductions<T extends object>(
  input: T,
  choice: MemberReductionsChoice,
): T & { spendingPointValue?: number; voucherCouponCode?: string } {
  return {
    ...input,
    ...(choice.spendingPointValue ? { spendingPointValue: choice.spendingPointValue } : {}),
    ...(choice.voucherCouponCode ? { voucherCouponCode: choice.voucherCouponCode } : {}),
  };
}
