import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { PaymentTransactionReply, PaymentTransactionStatus, ReservationPayment } from '../../contract';
import { ErrorCode } from '../../contract';
import {
  paymentRefunds,
  paymentTransactionTransitions,
  paymentTransactions,
  reservationRooms,
  reservations,
} from '../db/schema';
import type { AppTx, Queryable } from '../db/transactions';
import { inTransaction } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { returnStock } from '../repositories/inventory';
import { returnExtraStock } from '../extras/reservation-additions';
import { randomToken } from '../security/secrets';
import type { PaymentProvider } from './provider';
import { providerOfKind, type PaymentDeps, type PaymentTransactionRow } from './payment-providers';
import { toPaymentRefund, type PaymentRefundRow } from './refund-reply';
import { saveCardOfPayment } from './saved-cards';
import { claimOneTimeCardToken, type CardTokenUse } from './card-token-uses';
import { OPEN_STATUSES, assertTransition, isFinal } from './transaction-states';
import { findHotel } from '../repositories/hotels';
import { findReservation } from '../repositories/reservations';
import { enqueueMail } from '../outbox/outbox-repository';
import { stayMail } from '../stay-mail/stay-mails';

/** SPEC.md section 9: an unfinished card payment (3-D Secure) is aborted after 15 minutes. */
export const PAYMENT_EXPIRY_MINUTES = 15;

export { providerForHotel, providerOfKind, type PaymentDeps, type PaymentTransactionRow } from './payment-providers';

const toDate = (deps: PaymentDeps) => new Date(deps.clock.now().epochMilliseconds);

/**
 * Inside the booking transaction: the payment row in `initiated`, with its first recorded
 * transition; a one-time token is claimed by it (refused if it already paid for something).
 */
export async function createPaymentTransaction(
  tx: AppTx,
  values: {
    reservationId: number;
    hotelId: number;
    provider: string;
    kind: 'charge' | 'guarantee';
    amount: number;
    currency: string;
    cardToken: string;
    tokenUse: CardTokenUse;
    cardBrand: string;
    cardLast4: string;
    now: Date;
    saveCardForMemberId?: number | null;
  },
): Promise<PaymentTransactionRow> {
  const { now, tokenUse, ...rest } = values;
  const [row] = await tx
    .insert(paymentTransactions)
    .values({
      ...rest,
      publicId: `pay_${randomToken(18)}`,
      status: 'initiated',
      expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(paymentTransactionTransitions).values({
    transactionId: row!.id,
    fromStatus: null,
    toStatus: 'initiated',
    reason: 'reservation created',
    at: now,
  });
  if (tokenUse === 'one_time')
    await claimOneTimeCardToken(tx, {
      provider: rest.provider,
      token: rest.cardToken,
      paymentTransactionId: row!.id,
      now,
    });
  return row!;
}

export async function findTransaction(db: Queryable, publicId: string): Promise<PaymentTransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.publicId, publicId));
  return row ?? null;
}

export async function findTransactionOfReservation(
  db: Queryable,
  reservationId: number,
): Promise<PaymentTransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reservationId, reservationId))
    .orderBy(asc(paymentTransactions.id));
  return row ?? null;
}

type ReservationEffect = { confirm: true } | { cancel: string } | null;

/**
 * Moves a transaction from `from` to `to` only if it is still in `from` (compare-and-set, so two
 * requests working on the same payment never both apply a step), records the transition, and
 * applies the reservation side in the same database transaction: confirmed when the money
 * question is settled, cancelled with its stock returned when the payment failed.
 */
async function transition(
  deps: PaymentDeps,
  txn: PaymentTransactionRow,
  to: PaymentTransactionStatus,
  reason: string,
  patch: Partial<Pick<PaymentTransactionRow, 'providerReference' | 'challengeUrl' | 'failureCode'>> = {},
  effect: ReservationEffect = null,
): Promise<boolean> {
  assertTransition(txn.status, to);
  return inTransaction(deps.database.db, async (tx) => {
    const now = toDate(deps);
    const moved = await tx
      .update(paymentTransactions)
      .set({ status: to, updatedAt: now, ...patch, ...(to === 'pre_3d_secure' ? {} : { challengeUrl: null }) })
      .where(and(eq(paymentTransactions.id, txn.id), eq(paymentTransactions.status, txn.status)))
      .returning({ id: paymentTransactions.id });
    if (moved.length === 0) return false;
    await tx
      .insert(paymentTransactionTransitions)
      .values({ transactionId: txn.id, fromStatus: txn.status, toStatus: to, reason, at: now });
    if (effect && 'confirm' in effect) {
      const confirmed = await tx
        .update(reservations)
        .set({ status: 'done' })
        .where(and(eq(reservations.id, txn.reservationId), eq(reservations.status, 'payment_pending')))
        .returning({ hotelId: reservations.hotelId, confirmationNumber: reservations.confirmationNumber });
      // The card is charged (at once or after 3-D Secure): the booking e-mail goes out with the confirmation.
      if (confirmed[0]) await queueBookedMail(tx, deps, confirmed[0], now);
    } else if (effect && 'cancel' in effect) {
      await cancelUnpaidReservation(tx, txn.reservationId, effect.cancel, now);
    }
    return true;
  });
}

/** The guest's booking e-mail (stay-mail/), in the transaction that confirms the reservation. */
async function queueBookedMail(
  tx: AppTx,
  deps: PaymentDeps,
  confirmed: { hotelId: number; confirmationNumber: string },
  now: Date,
): Promise<void> {
  const hotel = await findHotel(tx, String(confirmed.hotelId));
  const record = hotel && (await findReservation(tx, hotel.id, confirmed.confirmationNumber));
  if (!hotel || !record) return;
  await enqueueMail(
    tx,
    stayMail({ hotel, record, baseUrl: deps.publicUrl ?? '', now: deps.clock.now() }, 'booked'),
    now,
  );
}

/** payment_pending -> cancelled with no fee, the stock of every night given back. */
export async function cancelUnpaidReservation(
  tx: AppTx,
  reservationId: number,
  details: string,
  now: Date,
): Promise<void> {
  const cancelled = await tx
    .update(reservations)
    .set({ status: 'cancelled', cancellationFee: 0, cancelReason: 'other', cancelDetails: details, cancelledAt: now })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'payment_pending')))
    .returning({ checkin: reservations.checkinDate, checkout: reservations.checkoutDate });
  const reservation = cancelled[0];
  if (!reservation) return;
  const rooms = await tx
    .select({ roomTypeId: reservationRooms.roomTypeId })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservationId, reservationId));
  const perType = new Map<number, number>();
  for (const room of rooms) perType.set(room.roomTypeId, (perType.get(room.roomTypeId) ?? 0) + 1);
  for (const [roomTypeId, count] of [...perType.entries()].sort(([a], [b]) => a - b)) {
    await returnStock(tx, roomTypeId, reservation.checkin, reservation.checkout, count);
  }
  await returnExtraStock(tx, reservationId);
}

const key = (txn: PaymentTransactionRow, step: string) => `${txn.publicId}:${step}`;
const isDue = (deps: PaymentDeps, txn: PaymentTransactionRow) =>
  txn.expiresAt.getTime() <= deps.clock.now().epochMilliseconds;
const failDetails = (code: string, what: string) => `Payment ${what} (${code}); nothing was charged.`;

/** The widget page the sandbox's challenge sends the browser back to (same origin as the widget). */
export function threeDSecureReturnUrl(hotelCode: string, publicId: string): string {
  return `/reservation/3ds-pending?${new URLSearchParams({ code: hotelCode, transaction: publicId }).toString()}`;
}

/**
 * Drives a payment as far as it can go now: authorize, wait for the 3-D Secure answer, capture (or
 * keep the card as a guarantee). Every step is idempotent (provider keys derived from the
 * transaction, compare-and-set transitions), so any number of concurrent or repeated calls, or a
 * call after a crash, end in the same single outcome.
 */
export async function advancePayment(
  deps: PaymentDeps,
  publicId: string,
  hotelCode: string,
): Promise<PaymentTransactionRow> {
  for (let step = 0; step < 12; step += 1) {
    const txn = await findTransaction(deps.database.db, publicId);
    if (!txn) throw new Error(`payment ${publicId} vanished`);
    if (isFinal(txn.status)) {
      // The member asked to keep this card: saved once the payment succeeded (never for a failed one).
      if (txn.saveCardForMemberId !== null && (txn.status === 'captured' || txn.status === 'persisted')) {
        await saveCardOfPayment(deps, txn).catch((error: unknown) =>
          console.error(`[payments] saving the card of ${txn.publicId} failed`, error),
        );
      }
      return txn;
    }
    if (isDue(deps, txn)) {
      await expirePayment(deps, txn);
      continue;
    }
    const provider = providerOfKind(deps, txn.provider);
    switch (txn.status) {
      case 'initiated': {
        const result = await provider.authorize({
          idempotencyKey: key(txn, 'authorize'),
          token: txn.cardToken,
          amount: txn.amount,
          currency: txn.currency,
          returnUrl: threeDSecureReturnUrl(hotelCode, txn.publicId),
        });
        if (result.status === 'challenge_required') {
          await transition(deps, txn, 'pre_3d_secure', '3-D Secure challenge required', {
            providerReference: result.reference,
            challengeUrl: result.challengeUrl,
          });
        } else if (result.status === 'authorized') {
          await transition(deps, txn, 'authorized', 'authorized without a challenge', {
            providerReference: result.reference,
          });
        } else if (result.status === 'declined') {
          await transition(
            deps,
            txn,
            'failed',
            `authorization declined ${result.code}`,
            { providerReference: result.reference, failureCode: result.code },
            { cancel: failDetails(result.code, 'declined') },
          );
        } else {
          if (result.reference)
            await provider.cancel({ idempotencyKey: key(txn, 'void'), reference: result.reference });
          await transition(
            deps,
            txn,
            'failed',
            'provider timeout; authorization voided',
            { providerReference: result.reference, failureCode: ErrorCode.paymentTimeout },
            { cancel: failDetails(ErrorCode.paymentTimeout, 'timed out') },
          );
        }
        break;
      }
      case 'pre_3d_secure': {
        const result = await provider.complete3ds({
          idempotencyKey: key(txn, 'complete3ds'),
          reference: txn.providerReference!,
        });
        if (result.status === 'pending') return txn;
        if (result.status === 'authorized') {
          await transition(deps, txn, 'authorized', '3-D Secure passed');
        } else {
          const to = result.code === ErrorCode.threeDSecureCancelled ? 'cancelled' : 'failed';
          await provider.cancel({ idempotencyKey: key(txn, 'void'), reference: txn.providerReference! });
          await transition(
            deps,
            txn,
            to,
            `3-D Secure ${to === 'cancelled' ? 'cancelled by the guest' : 'failed'} ${result.code}`,
            { failureCode: result.code },
            { cancel: failDetails(result.code, '3-D Secure not completed') },
          );
        }
        break;
      }
      case 'authorized': {
        if (txn.kind === 'guarantee') {
          // The card is verified; the hold is released and the token kept as the guarantee.
          await provider.cancel({ idempotencyKey: key(txn, 'release'), reference: txn.providerReference! });
          await transition(
            deps,
            txn,
            'persisted',
            'card verified and kept as guarantee; hold released',
            {},
            { confirm: true },
          );
        } else {
          await transition(deps, txn, 'capturing', 'capture requested');
        }
        break;
      }
      case 'capturing': {
        await capture(deps, provider, txn);
        break;
      }
    }
  }
  throw new Error(`payment ${publicId} did not settle`);
}

async function capture(deps: PaymentDeps, provider: PaymentProvider, txn: PaymentTransactionRow): Promise<void> {
  const result = await provider.capture({
    idempotencyKey: key(txn, 'capture'),
    reference: txn.providerReference!,
    amount: txn.amount,
  });
  if (result.status === 'captured') {
    await transition(deps, txn, 'captured', 'captured', {}, { confirm: true });
    return;
  }
  // Authorized but not captured: release the hold and cancel the reservation, never leaving it booked unpaid.
  await provider.cancel({ idempotencyKey: key(txn, 'void'), reference: txn.providerReference! });
  await transition(
    deps,
    txn,
    'failed',
    `capture declined ${result.code}; authorization voided`,
    { failureCode: result.code },
    { cancel: failDetails(result.code, 'capture declined') },
  );
}

/**
 * The 15 minutes are up. Nothing open is left behind: a payment waiting for 3-D Secure (or never
 * authorized) is voided and cancelled with no charge; one caught mid-capture (a crash) has its
 * capture asked again with the same key, which settles it either way.
 */
export async function expirePayment(deps: PaymentDeps, txn: PaymentTransactionRow): Promise<void> {
  if (!OPEN_STATUSES.includes(txn.status)) return;
  const provider = providerOfKind(deps, txn.provider);
  if (txn.status === 'capturing') {
    await capture(deps, provider, txn);
    return;
  }
  if (txn.providerReference)
    await provider.cancel({ idempotencyKey: key(txn, 'void'), reference: txn.providerReference });
  const code = txn.status === 'pre_3d_secure' ? ErrorCode.threeDSecureTimeout : ErrorCode.paymentTimeout;
  const why =
    txn.status === 'pre_3d_secure'
      ? '3-D Secure password not entered within 15 minutes'
      : 'payment not finished within 15 minutes';
  await transition(
    deps,
    txn,
    'cancelled',
    `${why}; aborted`,
    { failureCode: code },
    { cancel: `${why}: booking cancelled (${code}); nothing was charged.` },
  );
}

/** Resolves every open payment whose time is up. Called by the payments routes and a timer. */
export async function sweepExpiredPayments(deps: PaymentDeps, limit = 50): Promise<number> {
  const due = await deps.database.db
    .select()
    .from(paymentTransactions)
    .where(
      and(inArray(paymentTransactions.status, [...OPEN_STATUSES]), lte(paymentTransactions.expiresAt, toDate(deps))),
    )
    .limit(limit);
  for (const txn of due) await expirePayment(deps, txn);
  return due.length;
}

/** The guest gives up on the challenge (Cancel on the pending page, or the page's own 15-minute timer). */
export async function abortPayment(deps: PaymentDeps, txn: PaymentTransactionRow): Promise<void> {
  if (isDue(deps, txn)) return expirePayment(deps, txn);
  if (txn.status !== 'pre_3d_secure' && txn.status !== 'initiated') return;
  const provider = providerOfKind(deps, txn.provider);
  if (txn.providerReference)
    await provider.cancel({ idempotencyKey: key(txn, 'void'), reference: txn.providerReference });
  await transition(
    deps,
    txn,
    'cancelled',
    '3-D Secure abandoned by the guest',
    { failureCode: ErrorCode.threeDSecureCancelled },
    { cancel: failDetails(ErrorCode.threeDSecureCancelled, '3-D Secure cancelled') },
  );
}

export function toReservationPayment(
  txn: PaymentTransactionRow,
  now: Date,
  refunds: readonly PaymentRefundRow[],
): ReservationPayment {
  const open = !isFinal(txn.status);
  return {
    transaction_id: txn.publicId,
    status: txn.status,
    kind: txn.kind,
    amount: txn.amount,
    currency: txn.currency,
    card: { brand: txn.cardBrand as 'visa', last4: txn.cardLast4 },
    challenge_url: txn.status === 'pre_3d_secure' ? txn.challengeUrl : null,
    expires_at: txn.expiresAt.toISOString(),
    expires_in_seconds: open ? Math.max(0, Math.floor((txn.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
    failure_code: txn.failureCode,
    refunded_amount: txn.refundedAmount,
    refunds: refunds.map(toPaymentRefund),
  };
}

export async function toTransactionReply(
  deps: PaymentDeps,
  txn: PaymentTransactionRow,
): Promise<PaymentTransactionReply> {
  const { db } = deps.database;
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, txn.reservationId));
  const transitions = await db
    .select()
    .from(paymentTransactionTransitions)
    .where(eq(paymentTransactionTransitions.transactionId, txn.id))
    .orderBy(asc(paymentTransactionTransitions.id));
  return {
    ...toReservationPayment(
      txn,
      toDate(deps),
      await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.transactionId, txn.id))
        .orderBy(asc(paymentRefunds.id)),
    ),
    reservation: {
      confirmation_number: reservation!.confirmationNumber,
      status: reservation!.status,
      bypass_token: reservation!.bypassToken,
    },
    transitions: transitions.map((t) => ({
      from: (t.fromStatus as PaymentTransactionStatus | null) ?? null,
      to: t.toStatus as PaymentTransactionStatus,
      reason: t.reason,
      at: t.at.toISOString(),
    })),
  };
}

/** A payment that ended without money: the booking reply is this error, with the payment's code. */
export function paymentFailure(txn: PaymentTransactionRow): BookingFailure {
  const code = (txn.failureCode ?? ErrorCode.paymentFailed) as ErrorCode;
  return new BookingFailure(
    402,
    code,
    txn.status === 'cancelled' ? 'Payment cancelled' : 'Payment failed',
    `The payment did not go through (${code}); the reservation was cancelled and nothing was charged.`,
  );
}
