import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import {
  hotelPaymentSettings,
  paymentRefunds,
  paymentTransactions,
  planPaymentSettings,
  plans,
  reservationPaymentTerms,
  reservationReceipts,
  reservations,
  sandboxKoreanCardChecks,
} from '../db/schema';
import type { AppTx, Queryable } from '../db/transactions';

/**
 * The SQL of payment methods: the facility's payment settings and plans' deposit shares, a
 * reservation's payment terms (bank transfers among them), its receipts, and the sandbox issuer's
 * record of checked Korean domestic cards.
 */

export type HotelPaymentSettingsRow = typeof hotelPaymentSettings.$inferSelect;
export type PaymentTermsRow = typeof reservationPaymentTerms.$inferSelect;
export type ReceiptRow = typeof reservationReceipts.$inferSelect;

/** The facility's own payment settings, undefined when it keeps none. */
export async function findPaymentSettings(
  db: Queryable,
  hotelId: number,
): Promise<HotelPaymentSettingsRow | undefined> {
  const [row] = await db.select().from(hotelPaymentSettings).where(eq(hotelPaymentSettings.hotelId, hotelId));
  return row;
}

/** Staff replace the facility's payment settings (a first save creates them). */
export async function savePaymentSettings(
  db: Queryable,
  hotelId: number,
  values: Omit<HotelPaymentSettingsRow, 'hotelId'>,
): Promise<void> {
  await db
    .insert(hotelPaymentSettings)
    .values({ hotelId, ...values })
    .onConflictDoUpdate({ target: hotelPaymentSettings.hotelId, set: values });
}

export async function findPlanIdByCode(db: Queryable, hotelId: number, planCode: string): Promise<number | undefined> {
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.hotelId, hotelId), eq(plans.code, planCode)));
  return plan?.id;
}

export async function deletePlanDepositPercentage(db: Queryable, planId: number): Promise<void> {
  await db.delete(planPaymentSettings).where(eq(planPaymentSettings.planId, planId));
}

export async function upsertPlanDepositPercentage(
  db: Queryable,
  planId: number,
  depositPercentage: number,
): Promise<void> {
  await db
    .insert(planPaymentSettings)
    .values({ planId, depositPercentage })
    .onConflictDoUpdate({ target: planPaymentSettings.planId, set: { depositPercentage } });
}

/** Each plan's own deposit share and its facility's (null where not set), plans of the facility only, in one query. */
export async function depositSharesOf(
  db: Queryable,
  hotelId: number,
  planIds: number[],
): Promise<{ planId: number; own: number | null; facility: number | null }[]> {
  return db
    .select({
      planId: plans.id,
      own: planPaymentSettings.depositPercentage,
      facility: hotelPaymentSettings.depositPercentage,
    })
    .from(plans)
    .leftJoin(planPaymentSettings, eq(planPaymentSettings.planId, plans.id))
    .leftJoin(hotelPaymentSettings, eq(hotelPaymentSettings.hotelId, plans.hotelId))
    .where(and(eq(plans.hotelId, hotelId), inArray(plans.id, planIds)));
}

/** Inside the booking transaction. */
export async function insertPaymentTerms(
  tx: AppTx,
  reservationId: number,
  terms: {
    method: string;
    depositPercentage: number | null;
    depositAmount: number;
    remainAmount: number;
    dueAt: Date | null;
  },
): Promise<void> {
  await tx.insert(reservationPaymentTerms).values({
    reservationId,
    method: terms.method,
    depositPercentage: terms.depositPercentage,
    depositAmount: terms.depositAmount,
    remainAmount: terms.remainAmount,
    dueAt: terms.dueAt,
  });
}

export async function findPaymentTerms(db: Queryable, reservationId: number): Promise<PaymentTermsRow | null> {
  const [row] = await db
    .select()
    .from(reservationPaymentTerms)
    .where(eq(reservationPaymentTerms.reservationId, reservationId));
  return row ?? null;
}

/** The deposit and the rest of a reservation's terms, rewritten (a shorter stay). */
export async function setPaymentTermsAmounts(
  tx: Queryable,
  reservationId: number,
  terms: { deposit: number; remain: number },
): Promise<void> {
  await tx
    .update(reservationPaymentTerms)
    .set({ depositAmount: terms.deposit, remainAmount: terms.remain })
    .where(eq(reservationPaymentTerms.reservationId, reservationId));
}

/** The refunds a cancellation of the reservation planned or made (pending or succeeded), each in its charge's currency. */
export async function cancellationRefundsOf(
  db: Queryable,
  reservationId: number,
): Promise<{ amount: number; currency: string }[]> {
  return db
    .select({ amount: paymentRefunds.amount, currency: paymentTransactions.currency })
    .from(paymentRefunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
    .where(
      and(
        eq(paymentRefunds.reservationId, reservationId),
        eq(paymentRefunds.cause, 'cancellation'),
        inArray(paymentRefunds.status, ['pending', 'succeeded']),
      ),
    );
}

/** Reservations awaiting a bank transfer whose deadline passed by `now`, at most `limit`. */
export async function overdueBankTransfers(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<{ reservationId: number }[]> {
  return db
    .select({ reservationId: reservationPaymentTerms.reservationId })
    .from(reservationPaymentTerms)
    .innerJoin(reservations, eq(reservations.id, reservationPaymentTerms.reservationId))
    .where(
      and(
        eq(reservationPaymentTerms.method, 'bank_transfer'),
        isNull(reservationPaymentTerms.paidAt),
        isNotNull(reservationPaymentTerms.dueAt),
        lte(reservationPaymentTerms.dueAt, now),
        eq(reservations.status, 'payment_pending'),
      ),
    )
    .limit(limit);
}

/** The hotel's reservation with this number, locked (for update) for the caller's transaction. */
export async function lockReservationByNumber(tx: AppTx, hotelId: number, confirmationNumber: string) {
  const [reservation] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.confirmationNumber, confirmationNumber)))
    .for('update');
  return reservation;
}

/** Records the transfer as paid (once), and confirms the reservation if it still awaits it. */
export async function markTransferPaid(
  tx: AppTx,
  reservationId: number,
  transfer: { paidAt: Date; paidAmount: number; transferReference: string | null },
): Promise<void> {
  await tx
    .update(reservationPaymentTerms)
    .set(transfer)
    .where(and(eq(reservationPaymentTerms.reservationId, reservationId), isNull(reservationPaymentTerms.paidAt)));
  await tx
    .update(reservations)
    .set({ status: 'done', updatedAt: transfer.paidAt })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'payment_pending')));
}

/** The reservation's receipts in the order issued, locked (for update) for the caller's transaction. */
export async function lockReceiptsOf(tx: AppTx, reservationId: number): Promise<ReceiptRow[]> {
  return tx
    .select()
    .from(reservationReceipts)
    .where(eq(reservationReceipts.reservationId, reservationId))
    .orderBy(asc(reservationReceipts.id))
    .for('update');
}

export async function insertReceipt(tx: AppTx, receipt: typeof reservationReceipts.$inferInsert): Promise<ReceiptRow> {
  const [row] = await tx.insert(reservationReceipts).values(receipt).returning();
  return row!;
}

/** The sandbox issuer checked the card of this token (only the fact is kept). */
export async function recordKoreanDomesticCheck(db: Queryable, token: string, at: Date): Promise<void> {
  await db.insert(sandboxKoreanCardChecks).values({ token, verifiedAt: at }).onConflictDoNothing();
}

export async function koreanDomesticVerified(db: Queryable, token: string): Promise<boolean> {
  const [row] = await db
    .select({ token: sandboxKoreanCardChecks.token })
    .from(sandboxKoreanCardChecks)
    .where(eq(sandboxKoreanCardChecks.token, token));
  return Boolean(row);
}
