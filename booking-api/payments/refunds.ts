import type { ReservationPayment } from '../../contract';
import type { AppTx } from '../db/transactions';
import { inTransaction } from '../db/transactions';
import { randomToken } from '../security/secrets';
import { toReservationPayment, type PaymentDeps, type PaymentTransactionRow } from './card-payments';
import {
  findRefund,
  findRefundByCause,
  findTransactionById,
  findTransactionOfReservation,
  insertPaymentTransition,
  insertPendingRefund,
  lockRefundableCharge,
  lockTransaction,
  pendingRefundIds,
  pendingRefundTotal,
  refundsOfTransaction,
  setTransactionRefunded,
  settlePendingRefund,
} from './payments-repository';
import { assertTransition } from './transaction-states';

/**
 * Refunds of captured card payments (payments slice 2).
 *
 * Two phases, so money never moves twice and a crash never loses a refund:
 *  1. `planRefund` runs INSIDE the database transaction of the cancellation or shorter stay that owes
 *     the money (the reservation row is locked there). It writes one `pending` payment_refunds row
 *     whose cause_key is unique per cause, so a retried or concurrent cancel cannot plan a second one.
 *  2. `settleRefund` calls the provider with an idempotency key derived from the refund row, then
 *     compare-and-sets the row pending -> succeeded and moves the payment transaction
 *     captured -> partially_refunded | refunded (recorded in payment_transaction_transitions), or
 *     marks the row failed with the provider's code and an explanation. A provider that throws
 *     (network) leaves the row pending; `settlePendingRefunds` (the sweeper, and every later call)
 *     asks again with the same key, which the provider answers with its first reply.
 */

export type { PaymentRefundRow } from './refund-reply';
import type { PaymentRefundRow } from './refund-reply';
export type RefundCause = PaymentRefundRow['cause'];

/**
 * Net money the guest has paid on a charge and not yet had back (or on its way back): amount minus
 * confirmed refunds minus refunds still pending. Failed refunds do not count: that money is still held.
 */
async function netPaid(tx: AppTx, txn: PaymentTransactionRow): Promise<number> {
  return txn.amount - txn.refundedAmount - (await pendingRefundTotal(tx, txn.id));
}

/**
 * Inside the caller's transaction: plans the refund `owed(netPaid)` says is due (capped at the net
 * paid). Returns the refund row (the existing one when this cause already planned it), or null when
 * the reservation has no captured charge or nothing is owed.
 */
export async function planRefund(
  tx: AppTx,
  input: { reservationId: number; cause: RefundCause; causeKey: string; owed: (netPaid: number) => number; now: Date },
): Promise<PaymentRefundRow | null> {
  const existing = await findRefundByCause(tx, input.causeKey);
  if (existing) return existing;
  const txn = await lockRefundableCharge(tx, input.reservationId);
  if (!txn) return null;
  const net = await netPaid(tx, txn);
  const amount = Math.min(net, Math.max(0, Math.trunc(input.owed(net))));
  if (amount <= 0) return null;
  const row = await insertPendingRefund(tx, {
    publicId: `rfd_${randomToken(18)}`,
    transactionId: txn.id,
    reservationId: input.reservationId,
    cause: input.cause,
    causeKey: input.causeKey,
    amount,
    status: 'pending',
    createdAt: input.now,
  });
  if (row) return row;
  return (await findRefundByCause(tx, input.causeKey)) ?? null;
}

const now = (deps: Pick<PaymentDeps, 'clock'>) => new Date(deps.clock.now().epochMilliseconds);

/** Asks the provider for one pending refund and records the answer. Safe to call any number of times, concurrently. */
export async function settleRefund(deps: PaymentDeps, refundId: number): Promise<PaymentRefundRow> {
  const { db } = deps.database;
  const refund = await findRefund(db, refundId);
  if (!refund) throw new Error(`refund ${refundId} vanished`);
  if (refund.status !== 'pending') return refund;
  const txn = await findTransactionById(db, refund.transactionId);
  if (!txn?.providerReference) throw new Error(`refund ${refund.publicId} has no captured payment`);
  let result;
  try {
    result = await deps.cardProviders.provider(deps, txn.provider).refund({
      idempotencyKey: `${refund.publicId}:refund`,
      reference: txn.providerReference,
      amount: refund.amount,
    });
  } catch (error) {
    // Unknown whether the provider moved the money: stay pending; the next settle asks again with the same key.
    console.error(`[payments] refund ${refund.publicId} not answered; it stays pending`, error);
    return refund;
  }
  return inTransaction(db, async (tx) => {
    const at = now(deps);
    if (result.status === 'declined') {
      const failed = await settlePendingRefund(tx, refund.id, {
        status: 'failed',
        failureCode: result.code,
        failureReason: `The payment provider declined the refund (${result.code}); the facility will refund ${refund.amount} ${txn.currency} by hand.`,
        settledAt: at,
      });
      return failed ?? (await findRefund(tx, refund.id))!;
    }
    const done = await settlePendingRefund(tx, refund.id, { status: 'succeeded', settledAt: at });
    if (!done) return (await findRefund(tx, refund.id))!;
    const charge = await lockTransaction(tx, txn.id);
    const refunded = charge!.refundedAmount + refund.amount;
    const to = refunded >= charge!.amount ? 'refunded' : 'partially_refunded';
    assertTransition(charge!.status, to);
    await setTransactionRefunded(tx, txn.id, { status: to, refundedAmount: refunded, updatedAt: at });
    await insertPaymentTransition(tx, {
      transactionId: txn.id,
      fromStatus: charge!.status,
      toStatus: to,
      reason: `refunded ${refund.amount} ${charge!.currency} (${refund.cause === 'cancellation' ? 'cancellation' : 'shorter stay'}; ${refunded} of ${charge!.amount} refunded in all)`,
      at,
    });
    return done;
  });
}

/** Settles every pending refund (of one reservation, or all): after a crash or a provider that did not answer. */
export async function settlePendingRefunds(deps: PaymentDeps, reservationId?: number, limit = 50): Promise<number> {
  const pending = await pendingRefundIds(deps.database.db, reservationId, limit);
  for (const { id } of pending) await settleRefund(deps, id);
  return pending.length;
}

/** The card payment of a reservation with its refunds, for look-up, cancel and change replies; null when paid otherwise. */
export async function paymentOfReservation(
  deps: Pick<PaymentDeps, 'database' | 'clock'>,
  reservationId: number,
): Promise<ReservationPayment | null> {
  const { db } = deps.database;
  const txn = await findTransactionOfReservation(db, reservationId);
  if (!txn) return null;
  return toReservationPayment(txn, now(deps), await refundsOfTransaction(db, txn.id));
}
