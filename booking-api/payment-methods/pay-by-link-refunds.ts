import { ErrorCode } from '../../contract';
import { inTransaction } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import type { CardEngineDeps } from '../payments/card-engine';
import { payByLinkFailures, type PayByLinkRow } from '../pay-by-link/pay-by-link-service';
import {
  capturedAttemptOfLink,
  findAttemptById,
  findLinkById,
  findLinkRefund,
  insertLinkRefund,
  lockLink,
  markLinkRefunded,
  moveAttempt,
  settlePendingLinkRefund,
} from '../pay-by-link/pay-by-link-repository';

/**
 * Refunding a paid pay-by-link record through the provider (staff PATCH status "refunded").
 *
 *  1. In one transaction with the link locked: the link must be paid with its captured attempt and
 *     no card payment in progress; one pay_by_link_refunds row (unique per link) is written pending.
 *  2. The provider refunds the whole captured amount, with an idempotency key of the attempt, so a
 *     retried or concurrent request never refunds twice.
 *  3. Success: the refund row succeeded, the attempt captured -> refunded (transition recorded), the
 *     link refunded with refunded_at, together. A decline: the row failed with the provider's code,
 *     the link stays paid, and the request answers that code (the facility settles by hand).
 */
export async function refundPayByLink(deps: CardEngineDeps, link: PayByLinkRow): Promise<PayByLinkRow> {
  const { db } = deps.database;
  const now = () => new Date(deps.clock.now().epochMilliseconds);
  const planned = await inTransaction(db, async (tx) => {
    const current = await lockLink(tx, link.id);
    const existing = await findLinkRefund(tx, link.id);
    if (existing) return existing;
    if (current!.status !== 'paid')
      throw payByLinkFailures.notUpdatable(`A ${current!.status} payment cannot become refunded.`);
    const attempt = await capturedAttemptOfLink(tx, link.id);
    if (!attempt) throw payByLinkFailures.notUpdatable('This payment has no captured card payment to refund.');
    return insertLinkRefund(tx, {
      linkId: link.id,
      attemptId: attempt.id,
      amount: attempt.amount,
      status: 'pending',
      createdAt: now(),
    });
  });
  if (planned.status === 'failed') throw refundDeclined(planned.failureCode ?? ErrorCode.paymentFailed);
  if (planned.status === 'pending') {
    const attempt = await findAttemptById(db, planned.attemptId);
    const provider = deps.cardProviders.provider(deps, attempt!.provider);
    const result = await provider.refund({
      idempotencyKey: `${attempt!.publicId}:refund`,
      reference: attempt!.providerReference!,
      amount: planned.amount,
    });
    await inTransaction(db, async (tx) => {
      const at = now();
      if (result.status === 'declined') {
        await settlePendingLinkRefund(tx, planned.id, { status: 'failed', failureCode: result.code, settledAt: at });
        return;
      }
      const settled = await settlePendingLinkRefund(tx, planned.id, {
        status: 'succeeded',
        providerReference: result.refundReference,
        settledAt: at,
      });
      if (!settled) return; // a concurrent request settled it
      const step = JSON.stringify([
        {
          from: 'captured',
          to: 'refunded',
          reason: `refunded ${planned.amount} through the provider`,
          at: at.toISOString(),
        },
      ]);
      await moveAttempt(tx, planned.attemptId, 'captured', { status: 'refunded', updatedAt: at }, step);
      await markLinkRefunded(tx, link.id, at);
    });
    if (result.status === 'declined') throw refundDeclined(result.code);
  }
  return (await findLinkById(db, link.id))!;
}

const refundDeclined = (code: string) =>
  new BookingFailure(
    422,
    code as ErrorCode,
    'Refund declined',
    `The provider declined the refund (${code}); the payment stays paid and the facility refunds it by hand.`,
  );
