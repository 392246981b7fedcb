import type { PaymentTransactionStatus } from '../../contract';

/**
 * The legal moves of a payment transaction (SPEC.md section 4 "Payment transaction states").
 * Every write of a status goes through `assertTransition`, and every write is recorded in
 * payment_transaction_transitions with the injected clock's time and a reason.
 *
 *   initiated ──> pre_3d_secure ──> authorized ──> capturing ──> captured
 *       │               │               │              │
 *       │               │               └──> persisted (guarantee kept, nothing charged)
 *       └───────────────┴───────────────┴──────────────┴──> failed | cancelled
 *
 *   captured ──> partially_refunded ──> refunded     (payments slice 2: a refund the provider confirmed;
 *       └────────────────────────────────^            partially_refunded may take further partial refunds)
 */
export const TRANSITIONS: Readonly<Record<PaymentTransactionStatus, readonly PaymentTransactionStatus[]>> = {
  initiated: ['pre_3d_secure', 'authorized', 'failed', 'cancelled'],
  pre_3d_secure: ['authorized', 'failed', 'cancelled'],
  authorized: ['capturing', 'persisted', 'failed', 'cancelled'],
  capturing: ['captured', 'failed', 'cancelled'],
  captured: ['partially_refunded', 'refunded'],
  failed: [],
  cancelled: [],
  persisted: [],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

/**
 * States where the payment itself is settled (nothing for advancePayment or the expiry sweep to do).
 * Only refunds leave captured / partially_refunded, and only through refunds.ts.
 */
export const FINAL_STATUSES: readonly PaymentTransactionStatus[] = [
  'captured',
  'failed',
  'cancelled',
  'persisted',
  'partially_refunded',
  'refunded',
];
/** States holding captured money that a refund may give back. */
export const REFUNDABLE_STATUSES: readonly PaymentTransactionStatus[] = ['captured', 'partially_refunded'];
/** States the expiry sweep must resolve when their time is up. */
export const OPEN_STATUSES: readonly PaymentTransactionStatus[] = [
  'initiated',
  'pre_3d_secure',
  'authorized',
  'capturing',
];

export function canTransition(from: PaymentTransactionStatus, to: PaymentTransactionStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export class IllegalTransition extends Error {
  constructor(
    readonly from: PaymentTransactionStatus,
    readonly to: PaymentTransactionStatus,
  ) {
    super(`payment transaction cannot go from ${from} to ${to}`);
    this.name = 'IllegalTransition';
  }
}

export function assertTransition(from: PaymentTransactionStatus, to: PaymentTransactionStatus): void {
  if (!canTransition(from, to)) throw new IllegalTransition(from, to);
}

export const isFinal = (status: PaymentTransactionStatus) => FINAL_STATUSES.includes(status);
