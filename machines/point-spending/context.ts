/** What the point-spending chart holds: the member's points and vouchers, and what they chose. */
export interface SpendableVoucher {
  number: string;
  name: string;
  amount: number;
  validThrough: string;
}

/** What the signed-in member can take off a booking: points (with the spending rules) and available vouchers. */
export interface SpendingOptions {
  balance: number;
  programEnabled: boolean;
  step: number;
  minimum: number;
  vouchers: SpendableVoucher[];
}

export interface PointSpendingInput {
  hotelCode: string;
  /** What the booking costs before points and vouchers, and whether it is paid by card. */
  price: number;
  paysByCard: boolean;
  /** SPEC.md section 2 `voucher_coupon_code` of the URL: preselected when it is one of the member's available vouchers. */
  requestedVoucher?: string | null;
}

/** Why the voucher of the URL was not preselected: not one of the member's available vouchers, or they did not load. */
export type RequestedVoucherNotice = 'voucher_not_available' | 'voucher_not_checked';

export interface PointSpendingContext {
  hotelCode: string;
  price: number;
  paysByCard: boolean;
  options: SpendingOptions | null;
  /** The points typed by the member, as typed. */
  pointsText: string;
  voucherNumber: string | null;
  requestedVoucher: string | null;
  requestedVoucherNotice: RequestedVoucherNotice | null;
}
