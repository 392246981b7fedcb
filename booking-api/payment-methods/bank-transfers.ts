import type { MarkBankTransferPaidRequest } from '../../contract';
import { ErrorCode } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import { BookingFailure, failures } from '../domain/booking-failure';
import { cancelUnpaidReservation } from '../payments/card-payments';
import {
  findPaymentTerms,
  lockReservationByNumber,
  markTransferPaid,
  overdueBankTransfers,
} from './payment-methods-repository';

/**
 * Bank transfers (SPEC.md section 9 bank_transfer): the reservation holds its rooms in
 * payment_pending until the facility sees the money and marks it paid (staff API), or the
 * deadline passes and it is cancelled with no fee, its rooms released (the sweep).
 */

export interface BankTransferDeps {
  database: Database;
  clock: Clock;
}

const nowDate = (deps: BankTransferDeps) => new Date(deps.clock.now().epochMilliseconds);

/** Cancels every unpaid transfer whose deadline has passed. Returns how many were cancelled. */
export async function sweepOverdueBankTransfers(deps: BankTransferDeps, limit = 50): Promise<number> {
  const now = nowDate(deps);
  const due = await overdueBankTransfers(deps.database.db, now, limit);
  for (const { reservationId } of due) {
    await inTransaction(deps.database.db, (tx) =>
      cancelUnpaidReservation(
        tx,
        reservationId,
        `Bank transfer not received by the deadline (${ErrorCode.bankTransferOverdue}); booking cancelled, no fee.`,
        now,
      ),
    );
  }
  return due.length;
}

/**
 * Staff: the transfer arrived. Only a reservation still awaiting its transfer, before the deadline,
 * for exactly the amount due. Marking twice answers the paid reservation again (idempotent).
 */
export async function markBankTransferPaid(
  deps: BankTransferDeps,
  hotelId: number,
  confirmationNumber: string,
  request: MarkBankTransferPaidRequest,
): Promise<void> {
  await sweepOverdueBankTransfers(deps);
  await inTransaction(deps.database.db, async (tx) => {
    const reservation = await lockReservationByNumber(tx, hotelId, confirmationNumber);
    if (!reservation) throw failures.reservationNotFound();
    const terms = await findPaymentTerms(tx, reservation.id);
    if (!terms || terms.method !== 'bank_transfer') {
      throw new BookingFailure(
        409,
        ErrorCode.bankTransferNotPending,
        'No bank transfer',
        'This reservation is not paid by bank transfer.',
      );
    }
    if (terms.paidAt) {
      if (terms.paidAmount === request.amount) return;
      throw new BookingFailure(
        409,
        ErrorCode.bankTransferNotPending,
        'Already paid',
        'The transfer of this reservation was already marked paid.',
      );
    }
    if (reservation.status === 'cancelled') {
      // The sweep cancelled it at the deadline, or the guest cancelled the unpaid transfer (bank-transfer-cancellation.ts).
      const overdue =
        terms.dueAt !== null &&
        reservation.cancelledAt !== null &&
        terms.dueAt.getTime() <= reservation.cancelledAt.getTime();
      if (overdue)
        throw new BookingFailure(
          409,
          ErrorCode.bankTransferOverdue,
          'Reservation cancelled',
          'The reservation was cancelled (the transfer deadline passed); it cannot be marked paid.',
        );
      throw new BookingFailure(
        409,
        ErrorCode.bankTransferNotPending,
        'Reservation cancelled',
        'The guest cancelled this reservation before the transfer arrived; it cannot be marked paid.',
      );
    }
    if (request.amount !== reservation.totalPrice) {
      throw new BookingFailure(
        422,
        ErrorCode.bankTransferAmountMismatch,
        'Amount differs',
        `The amount due is ${reservation.totalPrice} ${reservation.currency}.`,
        {
          amount: [{ code: ErrorCode.bankTransferAmountMismatch, text: `must be ${reservation.totalPrice}` }],
        },
      );
    }
    const now = nowDate(deps);
    await markTransferPaid(tx, reservation.id, {
      paidAt: now,
      paidAmount: request.amount,
      transferReference: request.reference ?? null,
    });
  });
}
