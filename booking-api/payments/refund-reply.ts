import type { PaymentRefund } from '../../contract';
import type { paymentRefunds } from '../db/schema';

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/** A payment_refunds row as the contract's refund (contract/payments.ts paymentRefundSchema). */
export function toPaymentRefund(row: PaymentRefundRow): PaymentRefund {
  return {
    refund_id: row.publicId,
    cause: row.cause,
    amount: row.amount,
    status: row.status,
    failure_code: row.failureCode,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}
