import type { PaymentTransactionReply, PaymentTransactionStatus, ReservationPayment } from '../../contract';
import { ErrorCode } from '../../contract';
import type { AppTx } from '../db/transactions';
import { inTransaction } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { returnStock } from '../repositories/inventory';
import { returnExtraStock } from '../extras/reservation-additions';
import { returnReservationSeats } from '../packages/flights-repository';
import { randomToken } from '../security/secrets';
import {
  abortCardPayment,
  advanceCardPayment,
  expireCardPayment,
  type CardPaymentLedger,
  type CardPaymentMove,
} from './card-engine';
import type { PaymentDeps, PaymentTransactionRow } from './payment-deps';
import { toPaymentRefund, type PaymentRefundRow } from './refund-reply';
import { saveCardOfPayment } from './saved-cards';
import { claimOneTimeCardToken, type CardTokenUse } from './card-token-uses';
import {
  cancelPendingReservation,
  confirmPendingReservation,
  dueOpenTransactions,
  findTransaction,
  insertPaymentTransaction,
  insertPaymentTransition,
  moveTransaction,
  refundsOfTransaction,
  reservationOfTransaction,
  roomTypesOfReservation,
  transitionsOf,
} from './payments-repository';
import { isFinal } from './transaction-states';
import { findHotel } from '../repositories/hotels';
import { findReservation } from '../repositories/reservations';
import { enqueueMail } from '../outbox/outbox-repository';
import { stayMail } from '../stay-mail/stay-mails';

/** SPEC.md section 9: an unfinished card payment (3-D Secure) is aborted after 15 minutes. */
export const PAYMENT_EXPIRY_MINUTES = 15;

export type { PaymentDeps, PaymentTransactionRow } from './payment-deps';

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
  const row = await insertPaymentTransaction(tx, {
    ...rest,
    publicId: `pay_${randomToken(18)}`,
    status: 'initiated',
    expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  await insertPaymentTransition(tx, {
    transactionId: row.id,
    fromStatus: null,
    toStatus: 'initiated',
    reason: 'reservation created',
    at: now,
  });
  if (tokenUse === 'one_time')
    await claimOneTimeCardToken(tx, {
      provider: rest.provider,
      token: rest.cardToken,
      paymentTransactionId: row.id,
      now,
    });
  return row;
}

/**
 * The reservation's side of the engine's ledger (payments/card-engine.ts): a move of a transaction
 * applies only if it is still in its status (compare-and-set, so two requests working on the same
 * payment never both apply a step), is recorded, and settles the reservation in the same database
 * transaction: confirmed when the money question is settled (captured, or the card kept as a
 * guarantee), cancelled with its stock returned when the payment ended without money.
 */
async function transition(deps: PaymentDeps, txn: PaymentTransactionRow, next: CardPaymentMove): Promise<boolean> {
  const { to, reason, patch, unpaidDetails } = next;
  return inTransaction(deps.database.db, async (tx) => {
    const now = toDate(deps);
    const moved = await moveTransaction(tx, txn.id, txn.status, {
      status: to,
      updatedAt: now,
      ...patch,
      ...(to === 'pre_3d_secure' ? {} : { challengeUrl: null }),
    });
    if (!moved) return false;
    await insertPaymentTransition(tx, { transactionId: txn.id, fromStatus: txn.status, toStatus: to, reason, at: now });
    if (to === 'captured' || to === 'persisted') {
      const confirmed = await confirmPendingReservation(tx, txn.reservationId);
      // The card is charged (at once or after 3-D Secure): the booking e-mail goes out with the confirmation.
      if (confirmed) await queueBookedMail(tx, deps, confirmed, now);
    } else if (to === 'failed' || to === 'cancelled') {
      await cancelUnpaidReservation(tx, txn.reservationId, unpaidDetails ?? reason, now);
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

/**
 * payment_pending -> cancelled with no fee, the stock of every night, the extras' units and a
 * package's flight seats given back in the same transaction, so an abandoned, declined or expired
 * card frees rooms and seats at once.
 */
export async function cancelUnpaidReservation(
  tx: AppTx,
  reservationId: number,
  details: string,
  now: Date,
): Promise<void> {
  const reservation = await cancelPendingReservation(tx, reservationId, details, now);
  if (!reservation) return;
  const rooms = await roomTypesOfReservation(tx, reservationId);
  const perType = new Map<number, number>();
  for (const room of rooms) perType.set(room.roomTypeId, (perType.get(room.roomTypeId) ?? 0) + 1);
  for (const [roomTypeId, count] of [...perType.entries()].sort(([a], [b]) => a - b)) {
    await returnStock(tx, roomTypeId, reservation.checkin, reservation.checkout, count);
  }
  await returnExtraStock(tx, reservationId);
  await returnReservationSeats(tx, reservationId, now);
}

/** The widget page the sandbox's challenge sends the browser back to (same origin as the widget). */
export function threeDSecureReturnUrl(hotelCode: string, publicId: string): string {
  return `/reservation/3ds-pending?${new URLSearchParams({ code: hotelCode, transaction: publicId }).toString()}`;
}

/** A reservation's card payments as the engine's ledger; `hotelCode` names the page 3-D Secure returns to. */
function reservationLedger(deps: PaymentDeps, hotelCode: string | null): CardPaymentLedger<PaymentTransactionRow> {
  return {
    find: (publicId) => findTransaction(deps.database.db, publicId),
    view: (txn) => ({ ...txn, kind: txn.kind }),
    move: (txn, next) => transition(deps, txn, next),
    returnUrl: (txn) => threeDSecureReturnUrl(hotelCode ?? '', txn.publicId),
    expiry: (txn) => {
      const code = txn.status === 'pre_3d_secure' ? ErrorCode.threeDSecureTimeout : ErrorCode.paymentTimeout;
      const why =
        txn.status === 'pre_3d_secure'
          ? '3-D Secure password not entered within 15 minutes'
          : 'payment not finished within 15 minutes';
      return { code, reason: `${why}; aborted`, details: `${why}: booking cancelled (${code}); nothing was charged.` };
    },
    // The member asked to keep this card: saved once the payment succeeded (never for a failed one).
    settled: async (txn) => {
      if (txn.saveCardForMemberId !== null && (txn.status === 'captured' || txn.status === 'persisted')) {
        await saveCardOfPayment(deps, txn).catch((error: unknown) =>
          console.error(`[payments] saving the card of ${txn.publicId} failed`, error),
        );
      }
    },
  };
}

/** Drives a reservation's card payment as far as it goes now (card-engine.ts advanceCardPayment). */
export async function advancePayment(
  deps: PaymentDeps,
  publicId: string,
  hotelCode: string,
): Promise<PaymentTransactionRow> {
  return advanceCardPayment(deps, reservationLedger(deps, hotelCode), publicId);
}

/**
 * The 15 minutes are up: voided and cancelled with no charge, or a capture caught mid-way settled
 * (card-engine.ts expireCardPayment).
 */
export async function expirePayment(deps: PaymentDeps, txn: PaymentTransactionRow): Promise<void> {
  return expireCardPayment(deps, reservationLedger(deps, null), txn);
}

/** Resolves every open payment whose time is up. Called by the payments routes and a timer. */
export async function sweepExpiredPayments(deps: PaymentDeps, limit = 50): Promise<number> {
  const due = await dueOpenTransactions(deps.database.db, toDate(deps), limit);
  for (const txn of due) await expirePayment(deps, txn);
  return due.length;
}

/** The guest gives up on the challenge (Cancel on the pending page, or the page's own 15-minute timer). */
export async function abortPayment(deps: PaymentDeps, txn: PaymentTransactionRow): Promise<void> {
  return abortCardPayment(deps, reservationLedger(deps, null), txn);
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
  const reservation = await reservationOfTransaction(db, txn.reservationId);
  const transitions = await transitionsOf(db, txn.id);
  return {
    ...toReservationPayment(txn, toDate(deps), await refundsOfTransaction(db, txn.id)),
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
