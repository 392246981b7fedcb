import type { SnapshotFrom } from 'xstate';
import type { pointSpendingMachine } from './machine';
import { maximumSpend } from '../points/point-amounts';
import { reductionsOf, spendProblemOf, totalAfterReductions, voucherDiscountOf } from './reductions';

type Snapshot = SnapshotFrom<typeof pointSpendingMachine>;

export const selectIsChoosing = (s: Snapshot) => s.matches('Choosing');
export const selectSpendingOptions = (s: Snapshot) => s.context.options;
export const selectPointsText = (s: Snapshot) => s.context.pointsText;
export const selectVoucherNumber = (s: Snapshot) => s.context.voucherNumber;
export const selectSpendProblem = (s: Snapshot) => (s.matches('Choosing') ? spendProblemOf(s.context) : null);
export const selectMemberReductions = (s: Snapshot) =>
  s.matches('Choosing') ? reductionsOf(s.context) : { valid: true };
export const selectVoucherDiscount = (s: Snapshot) => voucherDiscountOf(s.context);
export const selectTotalAfterReductions = (s: Snapshot) => totalAfterReductions(s.context);
export const selectMaximumSpend = (s: Snapshot) => {
  const options = s.context.options;
  if (!options?.programEnabled) return 0;
  return maximumSpend(
    { step: options.step, minimum: options.minimum, balance: options.balance },
    s.context.price - voucherDiscountOf(s.context),
    s.context.paysByCard,
  );
};
/** The voucher of the URL (`voucher_coupon_code`) and why it was not preselected, if it was not. */
export const selectRequestedVoucherNotice = (s: Snapshot) =>
  s.context.requestedVoucher && s.context.requestedVoucherNotice
    ? { code: s.context.requestedVoucher, reason: s.context.requestedVoucherNotice }
    : null;
