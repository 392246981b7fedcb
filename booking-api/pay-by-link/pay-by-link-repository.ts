import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { hotels, payByLinkAttempts, payByLinkRefunds, payByLinkVisits, payByLinks } from '../db/schema';
import type { AppTx, Queryable } from '../db/transactions';

/**
 * The SQL of pay-by-link: the records staff create, the guest's visits, the card payments
 * (attempts) with their transitions, and refunds. Moves are compare-and-set on the status, so two
 * requests never both apply a step.
 */

export type PayByLinkRow = typeof payByLinks.$inferSelect;
export type AttemptRow = typeof payByLinkAttempts.$inferSelect;
export type VisitRow = typeof payByLinkVisits.$inferSelect;
export type PayByLinkRefundRow = typeof payByLinkRefunds.$inferSelect;
type AttemptStatus = AttemptRow['status'];

/** A card payment still under way. */
const OPEN: AttemptStatus[] = ['initiated', 'pre_3d_secure', 'authorized', 'capturing'];

export async function insertPayByLink(db: Queryable, link: typeof payByLinks.$inferInsert): Promise<PayByLinkRow> {
  const [row] = await db.insert(payByLinks).values(link).returning();
  return row!;
}

export async function findLink(db: Queryable, paymentNumber: string): Promise<PayByLinkRow | null> {
  const [row] = await db.select().from(payByLinks).where(eq(payByLinks.paymentNumber, paymentNumber));
  return row ?? null;
}

export async function findLinkById(db: Queryable, id: number): Promise<PayByLinkRow | undefined> {
  const [row] = await db.select().from(payByLinks).where(eq(payByLinks.id, id));
  return row;
}

/** The link locked (for update) for the caller's transaction. */
export async function lockLink(tx: AppTx, id: number): Promise<PayByLinkRow | undefined> {
  const [link] = await tx.select().from(payByLinks).where(eq(payByLinks.id, id)).for('update');
  return link;
}

export async function setLink(tx: AppTx, id: number, patch: Partial<PayByLinkRow>): Promise<PayByLinkRow> {
  const [updated] = await tx.update(payByLinks).set(patch).where(eq(payByLinks.id, id)).returning();
  return updated!;
}

/** awaiting_payment -> paid (only from there). */
export async function markLinkPaid(tx: AppTx, id: number, now: Date): Promise<void> {
  await tx
    .update(payByLinks)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(payByLinks.id, id), eq(payByLinks.status, 'awaiting_payment')));
}

/** paid -> refunded (only from there). */
export async function markLinkRefunded(tx: AppTx, id: number, at: Date): Promise<void> {
  await tx
    .update(payByLinks)
    .set({ status: 'refunded', refundedAt: at, updatedAt: at })
    .where(and(eq(payByLinks.id, id), eq(payByLinks.status, 'paid')));
}

/** The code, name and languages of the link's hotel. */
export async function hotelOfLink(db: Queryable, hotelId: number) {
  const [hotel] = await db
    .select({ code: hotels.code, name: hotels.name, bookLanguages: hotels.bookLanguages })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return hotel;
}

export async function insertVisit(db: Queryable, visit: typeof payByLinkVisits.$inferInsert): Promise<VisitRow> {
  const [row] = await db.insert(payByLinkVisits).values(visit).returning();
  return row!;
}

export async function findVisitOfLink(db: Queryable, linkId: number, visitId: string): Promise<VisitRow | undefined> {
  const [visit] = await db
    .select()
    .from(payByLinkVisits)
    .where(and(eq(payByLinkVisits.id, visitId), eq(payByLinkVisits.linkId, linkId)));
  return visit;
}

/** The link's card payment still under way (at most one: a unique index), undefined when none. */
export async function findOpenAttempt(db: Queryable, linkId: number): Promise<AttemptRow | undefined> {
  const [open] = await db
    .select()
    .from(payByLinkAttempts)
    .where(and(eq(payByLinkAttempts.linkId, linkId), inArray(payByLinkAttempts.status, OPEN)));
  return open;
}

/** Every card payment of the link still under way. */
export async function openAttemptsOfLink(db: Queryable, linkId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(payByLinkAttempts)
    .where(and(eq(payByLinkAttempts.linkId, linkId), inArray(payByLinkAttempts.status, OPEN)));
}

export async function openAttemptOfVisit(db: Queryable, visit: VisitRow): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(payByLinkAttempts)
    .where(and(eq(payByLinkAttempts.visitId, visit.id), inArray(payByLinkAttempts.status, OPEN)));
  return row ?? null;
}

/** The visit's payment that can still be given up (initiated or waiting for 3-D Secure). */
export async function abortableAttemptOfVisit(
  db: Queryable,
  linkId: number,
  visitId: string,
): Promise<AttemptRow | undefined> {
  const [attempt] = await db
    .select()
    .from(payByLinkAttempts)
    .where(
      and(
        eq(payByLinkAttempts.linkId, linkId),
        eq(payByLinkAttempts.visitId, visitId),
        inArray(payByLinkAttempts.status, ['initiated', 'pre_3d_secure']),
      ),
    );
  return attempt;
}

/** The visit's latest payment. */
export async function latestAttemptOfVisit(db: Queryable, visitId: string): Promise<AttemptRow | undefined> {
  const [attempt] = await db
    .select()
    .from(payByLinkAttempts)
    .where(eq(payByLinkAttempts.visitId, visitId))
    .orderBy(desc(payByLinkAttempts.id))
    .limit(1);
  return attempt;
}

export async function findAttempt(db: Queryable, publicId: string): Promise<AttemptRow | null> {
  const [attempt] = await db.select().from(payByLinkAttempts).where(eq(payByLinkAttempts.publicId, publicId));
  return attempt ?? null;
}

export async function findAttemptById(db: Queryable, id: number): Promise<AttemptRow | undefined> {
  const [attempt] = await db.select().from(payByLinkAttempts).where(eq(payByLinkAttempts.id, id));
  return attempt;
}

export async function capturedAttemptOfLink(tx: AppTx, linkId: number): Promise<AttemptRow | undefined> {
  const [attempt] = await tx
    .select()
    .from(payByLinkAttempts)
    .where(and(eq(payByLinkAttempts.linkId, linkId), eq(payByLinkAttempts.status, 'captured')));
  return attempt;
}

export async function insertAttempt(tx: AppTx, attempt: typeof payByLinkAttempts.$inferInsert): Promise<AttemptRow> {
  const [row] = await tx.insert(payByLinkAttempts).values(attempt).returning();
  return row!;
}

/**
 * Moves the attempt only while it is still in `from` (compare-and-set), appending its transitions
 * (`steps`, a JSON array); answers whether it moved.
 */
export async function moveAttempt(
  tx: AppTx,
  id: number,
  from: AttemptStatus,
  set: Omit<Partial<typeof payByLinkAttempts.$inferInsert>, 'transitions'>,
  steps: string,
): Promise<boolean> {
  const moved = await tx
    .update(payByLinkAttempts)
    .set({ ...set, transitions: sql`${payByLinkAttempts.transitions} || ${steps}::jsonb` })
    .where(and(eq(payByLinkAttempts.id, id), eq(payByLinkAttempts.status, from)))
    .returning({ id: payByLinkAttempts.id });
  return moved.length > 0;
}

export async function findLinkRefund(tx: AppTx, linkId: number): Promise<PayByLinkRefundRow | undefined> {
  const [existing] = await tx.select().from(payByLinkRefunds).where(eq(payByLinkRefunds.linkId, linkId));
  return existing;
}

export async function insertLinkRefund(
  tx: AppTx,
  refund: typeof payByLinkRefunds.$inferInsert,
): Promise<PayByLinkRefundRow> {
  const [row] = await tx.insert(payByLinkRefunds).values(refund).returning();
  return row!;
}

/** Settles a refund only while it is pending (compare-and-set); answers whether it was. */
export async function settlePendingLinkRefund(
  tx: AppTx,
  id: number,
  set: Partial<typeof payByLinkRefunds.$inferInsert>,
): Promise<boolean> {
  const settled = await tx
    .update(payByLinkRefunds)
    .set(set)
    .where(and(eq(payByLinkRefunds.id, id), eq(payByLinkRefunds.status, 'pending')))
    .returning({ id: payByLinkRefunds.id });
  return settled.length > 0;
}
