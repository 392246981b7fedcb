import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  cardTokenUses,
  memberSavedCards,
  paymentRefunds,
  paymentTransactionTransitions,
  paymentTransactions,
  reservationRooms,
  reservations,
} from '../db/schema';
import type { AppTx, Queryable } from '../db/transactions';
import type { PaymentTransactionRow } from './payment-deps';
import type { PaymentRefundRow } from './refund-reply';
import { OPEN_STATUSES, REFUNDABLE_STATUSES } from './transaction-states';

/**
 * The SQL of card payments: payment transactions and their recorded transitions, refunds, one-time
 * card token claims and members' saved cards. Moves are compare-and-set on the row's status, so two
 * requests working on the same payment never both apply a step.
 */

type TransitionValues = typeof paymentTransactionTransitions.$inferInsert;
export type PaymentTransitionRow = typeof paymentTransactionTransitions.$inferSelect;
export type SavedCardRow = typeof memberSavedCards.$inferSelect;

export async function insertPaymentTransaction(
  tx: AppTx,
  values: typeof paymentTransactions.$inferInsert,
): Promise<PaymentTransactionRow> {
  const [row] = await tx.insert(paymentTransactions).values(values).returning();
  return row!;
}

/** Records one move of a payment transaction. */
export async function insertPaymentTransition(tx: Queryable, transition: TransitionValues): Promise<void> {
  await tx.insert(paymentTransactionTransitions).values(transition);
}

export async function findTransaction(db: Queryable, publicId: string): Promise<PaymentTransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.publicId, publicId));
  return row ?? null;
}

/** The first card payment of a reservation. */
export async function findTransactionOfReservation(
  db: Queryable,
  reservationId: number,
): Promise<PaymentTransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reservationId, reservationId))
    .orderBy(asc(paymentTransactions.id))
    .limit(1);
  return row ?? null;
}

export async function findTransactionById(db: Queryable, id: number): Promise<PaymentTransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row ?? null;
}

/**
 * Moves the transaction to `to` only while it is still in `from` (compare-and-set); answers whether
 * it moved.
 */
export async function moveTransaction(
  tx: AppTx,
  id: number,
  from: PaymentTransactionRow['status'],
  set: Partial<typeof paymentTransactions.$inferInsert>,
): Promise<boolean> {
  const moved = await tx
    .update(paymentTransactions)
    .set(set)
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, from)))
    .returning({ id: paymentTransactions.id });
  return moved.length > 0;
}

/** payment_pending -> done; answers the confirmed reservation, or undefined when it was not pending. */
export async function confirmPendingReservation(
  tx: AppTx,
  reservationId: number,
): Promise<{ hotelId: number; confirmationNumber: string } | undefined> {
  const [confirmed] = await tx
    .update(reservations)
    .set({ status: 'done' })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'payment_pending')))
    .returning({ hotelId: reservations.hotelId, confirmationNumber: reservations.confirmationNumber });
  return confirmed;
}

/** payment_pending -> cancelled with no fee; answers its stay, or undefined when it was not pending. */
export async function cancelPendingReservation(
  tx: AppTx,
  reservationId: number,
  details: string,
  now: Date,
): Promise<{ checkin: string; checkout: string } | undefined> {
  const [cancelled] = await tx
    .update(reservations)
    .set({ status: 'cancelled', cancellationFee: 0, cancelReason: 'other', cancelDetails: details, cancelledAt: now })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'payment_pending')))
    .returning({ checkin: reservations.checkinDate, checkout: reservations.checkoutDate });
  return cancelled;
}

/** The room type of each room of the reservation, one entry per room. */
export async function roomTypesOfReservation(tx: Queryable, reservationId: number): Promise<{ roomTypeId: number }[]> {
  return tx
    .select({ roomTypeId: reservationRooms.roomTypeId })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservationId, reservationId));
}

/** Open payments whose time is up at `now`, at most `limit`. */
export async function dueOpenTransactions(db: Queryable, now: Date, limit: number): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.status, [...OPEN_STATUSES]), lte(paymentTransactions.expiresAt, now)))
    .limit(limit);
}

/** The reservation a payment is for: its number, status and bypass token. */
export async function reservationOfTransaction(db: Queryable, reservationId: number) {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  return reservation;
}

export async function transitionsOf(db: Queryable, transactionId: number): Promise<PaymentTransitionRow[]> {
  return db
    .select()
    .from(paymentTransactionTransitions)
    .where(eq(paymentTransactionTransitions.transactionId, transactionId))
    .orderBy(asc(paymentTransactionTransitions.id));
}

/**
 * Records a one-time card token as used by a payment; false when it already was. On PostgreSQL a
 * concurrent claim of the same token waits on the primary key until the first transaction ends.
 */
export async function insertCardTokenUse(
  tx: AppTx,
  use: { provider: string; token: string; usedAt: Date } & (
    { paymentTransactionId: number } | { payByLinkAttemptId: number }
  ),
): Promise<boolean> {
  const claimed = await tx
    .insert(cardTokenUses)
    .values(use)
    .onConflictDoNothing()
    .returning({ token: cardTokenUses.token });
  return claimed.length > 0;
}

/** The card charge of a reservation holding captured money, locked (for update) for the caller's transaction. */
export async function lockRefundableCharge(tx: AppTx, reservationId: number): Promise<PaymentTransactionRow | null> {
  const [txn] = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.reservationId, reservationId),
        eq(paymentTransactions.kind, 'charge'),
        inArray(paymentTransactions.status, [...REFUNDABLE_STATUSES]),
      ),
    )
    .orderBy(asc(paymentTransactions.id))
    .for('update');
  return txn ?? null;
}

/** Whether the reservation has a card charge holding captured money. */
export async function hasRefundableCharge(db: Queryable, reservationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.reservationId, reservationId),
        eq(paymentTransactions.kind, 'charge'),
        inArray(paymentTransactions.status, [...REFUNDABLE_STATUSES]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The transaction locked (for update) for the caller's transaction. */
export async function lockTransaction(tx: AppTx, id: number): Promise<PaymentTransactionRow | undefined> {
  const [charge] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).for('update');
  return charge;
}

export async function setTransactionRefunded(
  tx: AppTx,
  id: number,
  set: { status: PaymentTransactionRow['status']; refundedAmount: number; updatedAt: Date },
): Promise<void> {
  await tx.update(paymentTransactions).set(set).where(eq(paymentTransactions.id, id));
}

/** The sum of a charge's refunds still pending. */
export async function pendingRefundTotal(tx: AppTx, transactionId: number): Promise<number> {
  const [pending] = await tx
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.transactionId, transactionId), eq(paymentRefunds.status, 'pending')));
  return Number(pending?.total ?? 0);
}

export async function findRefundByCause(q: Queryable, causeKey: string): Promise<PaymentRefundRow | undefined> {
  const [row] = await q.select().from(paymentRefunds).where(eq(paymentRefunds.causeKey, causeKey));
  return row;
}

/** The planned refund, or undefined when a concurrent plan of the same cause (cause_key) came first. */
export async function insertPendingRefund(
  tx: AppTx,
  values: typeof paymentRefunds.$inferInsert,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values(values)
    .onConflictDoNothing({ target: paymentRefunds.causeKey })
    .returning();
  return row;
}

export async function findRefund(q: Queryable, id: number): Promise<PaymentRefundRow | undefined> {
  const [row] = await q.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

/** Settles a refund only while it is pending (compare-and-set); undefined when it no longer was. */
export async function settlePendingRefund(
  tx: AppTx,
  id: number,
  set: Partial<typeof paymentRefunds.$inferInsert>,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await tx
    .update(paymentRefunds)
    .set(set)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    .returning();
  return row;
}

/** Ids of the pending refunds (of one reservation, or all), oldest first, at most `limit`. */
export async function pendingRefundIds(db: Queryable, reservationId: number | undefined, limit: number) {
  return db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      reservationId === undefined
        ? eq(paymentRefunds.status, 'pending')
        : and(eq(paymentRefunds.status, 'pending'), eq(paymentRefunds.reservationId, reservationId)),
    )
    .orderBy(asc(paymentRefunds.id))
    .limit(limit);
}

export async function refundsOfTransaction(db: Queryable, transactionId: number): Promise<PaymentRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.transactionId, transactionId))
    .orderBy(asc(paymentRefunds.id));
}

/** One of the member's cards that is not deleted; another member's card is not found either. */
export async function findOwnSavedCard(db: Queryable, memberId: number, cardId: string): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(memberSavedCards)
    .where(
      and(
        eq(memberSavedCards.publicId, cardId),
        eq(memberSavedCards.memberId, memberId),
        isNull(memberSavedCards.deletedAt),
      ),
    );
  return row ?? null;
}

export async function isCardOfTransactionSaved(db: Queryable, transactionId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: memberSavedCards.id })
    .from(memberSavedCards)
    .where(eq(memberSavedCards.sourceTransactionId, transactionId));
  return existing !== undefined;
}

/** Saved once per payment: a second save of the same payment's card changes nothing. */
export async function insertSavedCard(db: Queryable, card: typeof memberSavedCards.$inferInsert): Promise<void> {
  await db.insert(memberSavedCards).values(card).onConflictDoNothing({ target: memberSavedCards.sourceTransactionId });
}

export async function listSavedCardRows(db: Queryable, memberId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(memberSavedCards)
    .where(and(eq(memberSavedCards.memberId, memberId), isNull(memberSavedCards.deletedAt)))
    .orderBy(asc(memberSavedCards.id));
}

/** Soft-deletes one of the member's cards not yet deleted; answers whether there was one. */
export async function softDeleteSavedCard(db: Queryable, memberId: number, cardId: string, at: Date): Promise<boolean> {
  const deleted = await db
    .update(memberSavedCards)
    .set({ deletedAt: at })
    .where(
      and(
        eq(memberSavedCards.publicId, cardId),
        eq(memberSavedCards.memberId, memberId),
        isNull(memberSavedCards.deletedAt),
      ),
    )
    .returning({ id: memberSavedCards.id });
  return deleted.length > 0;
}

/** For tests and the inspector: the payment a saved card came from. */
export async function sourcePaymentOf(db: Queryable, cardId: string): Promise<string | null> {
  const [row] = await db
    .select({ publicId: paymentTransactions.publicId })
    .from(memberSavedCards)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, memberSavedCards.sourceTransactionId))
    .where(eq(memberSavedCards.publicId, cardId));
  return row?.publicId ?? null;
}
