/**
 * What the booking chart sends with the reservation; `valid` false blocks the guest-details submit.
 * Apart from ./reductions.ts, which works it out, so the booking chart on the results page holds the
 * choice without the points' rules.
 */
export interface MemberReductionsChoice {
  spendingPointValue?: number;
  voucherCouponCode?: string;
  valid: boolean;
}

export const noMemberReductions: MemberReductionsChoice = { valid: true };
