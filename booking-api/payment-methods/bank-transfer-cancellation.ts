import { ErrorCode } from '../../contract';
import type { ReservationRecord } from '../repositories/reservations';

/**
 * Which payment_pending reservations a guest may cancel online (SPEC.md sections 5 and 9).
 *
 * - A card payment still open (3-D Secure) could be captured after the cancel: it must finish or be
 *   aborted first, so the cancel is refused (update_payment_pending), as before.
 * - An unpaid bank transfer holds only rooms, no money: the guest may cancel it like any booking.
 *   The fee is the cancellation tier in force, as for every other payment type. Nothing was paid, so
 *   nothing is refunded: the fee is recorded on the reservation (cancellation_fee) as the amount the
 *   facility may claim from the guest under its policy, outside the product (like an on-site
 *   booking's fee). Cancelling closes the transfer: the reservation leaves payment_pending under its
 *   row lock, so staff can no longer mark the transfer paid (bank_transfer_not_pending), and the
 *   overdue sweep skips it.
 */
export function awaitsUnpaidBankTransfer(record: Pick<ReservationRecord, 'reservation' | 'paymentTerms'>): boolean {
  return (
    record.reservation.status === 'payment_pending' &&
    record.paymentTerms?.method === 'bank_transfer' &&
    !record.paymentTerms.paidAt
  );
}

/** The refusal for an online cancel of a reservation whose payment is still open, null when it may go ahead. */
export function pendingPaymentCancelRefusal(
  record: Pick<ReservationRecord, 'reservation' | 'paymentTerms'>,
): typeof ErrorCode.updatePaymentPending | null {
  if (record.reservation.status !== 'payment_pending') return null;
  return awaitsUnpaidBankTransfer(record) ? null : ErrorCode.updatePaymentPending;
}
