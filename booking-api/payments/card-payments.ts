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
import { OPEN_STATUSES, isFinal } from './transaction-states';
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
    const moved = await tx
      .update(paymentTransactions)
      .set({ status: to, updatedAt: now, ...patch, ...(to === 'pre_3d_secure' ? {} : { challengeUrl: null }) })
      .where(and(eq(paymentTransactions.id, txn.id), eq(paymentTransactions.status, txn.status)))
      .returning({ id: paymentTransactions.id });
    if (moved.length === 0) return false;
    await tx
      .insert(paymentTransactionTransitions)
      .values({ transactionId: txn.id, fromStatus: txn.status, toStatus: to, reason, at: now });
    if (to === 'captured' || to === 'persisted') {
      const confirmed = await tx
        .update(reservations)
        .set({ status: 'done' })
        .where(and(eq(reservations.id, txn.reservationId), eq(reservations.status, 'payment_pending')))
        .returning({ hotelId: reservations.hotelId, confirmationNumber: reservations.confirmationNumber });
      // The card is charged (at once or after 3-D Secure): the booking e-mail goes out with the confirmation.
      if (confirmed[0]) await queueBookedMail(tx, deps, confirmed[0], now);
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
