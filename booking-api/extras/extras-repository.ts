import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, sum } from 'drizzle-orm';
import {
  additionalQuestions,
  extraDatePrices,
  extras,
  fileAttachments,
  reservationAnswers,
  reservationExtras,
  reservations,
} from '../db/schema';
import type { Queryable } from '../db/transactions';

export type ExtraRow = typeof extras.$inferSelect;
export interface ExtraDatePrice {
  date: string;
  price: number;
  priceWithoutTax: number;
}
export interface ExtraWithPrices extends ExtraRow {
  datePrices: ExtraDatePrice[];
}

/** Every extra of the hotel (also inactive ones, so a booking can say "no longer sold"), with its date prices in [from, to). */
export async function listExtrasWithPrices(
  db: Queryable,
  hotelId: number,
  from: string,
  to: string,
): Promise<ExtraWithPrices[]> {
  const rows = await db
    .select()
    .from(extras)
    .where(eq(extras.hotelId, hotelId))
    .orderBy(asc(extras.position), asc(extras.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(extraDatePrices)
    .where(
      and(
        inArray(
          extraDatePrices.extraId,
          rows.map((r) => r.id),
        ),
        gte(extraDatePrices.deliveryDate, from),
        lt(extraDatePrices.deliveryDate, to),
      ),
    )
    .orderBy(asc(extraDatePrices.deliveryDate));
  return rows.map((row) => ({
    ...row,
    datePrices: prices
      .filter((p) => p.extraId === row.id)
      .map((p) => ({ date: p.deliveryDate, price: p.price, priceWithoutTax: p.priceWithoutTax })),
  }));
}

/**
 * Takes `quantity` units of an extra, only if that many are left. Like the room stock, the WHERE
 * clause is re-checked after a concurrent writer's row lock, so two bookings never both take the
 * last units. Extras without inventory (null) are unlimited and always succeed.
 */
export async function takeExtraStock(tx: Queryable, extraId: number, quantity: number): Promise<boolean> {
  const updated = await tx
    .update(extras)
    .set({ inventory: sql`${extras.inventory} - ${quantity}` })
    .where(and(eq(extras.id, extraId), isNotNull(extras.inventory), gte(extras.inventory, quantity)))
    .returning({ id: extras.id });
  if (updated.length === 1) return true;
  const [row] = await tx.select({ inventory: extras.inventory }).from(extras).where(eq(extras.id, extraId));
  return row !== undefined && row.inventory === null;
}

/** Gives back the units of every extra of a reservation (cancellation, aborted card payment). */
export async function returnExtraStock(tx: Queryable, reservationId: number): Promise<void> {
  const lines = await tx
    .select({ extraId: reservationExtras.extraId, quantity: reservationExtras.quantity })
    .from(reservationExtras)
    .where(eq(reservationExtras.reservationId, reservationId));
  await giveBackExtraStock(tx, lines);
}

/** Puts units back in stock, extras in id order (as bookings take them); unlimited extras (null) stay so. */
export async function giveBackExtraStock(tx: Queryable, lines: { extraId: number; quantity: number }[]): Promise<void> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.extraId, (units.get(line.extraId) ?? 0) + line.quantity);
  for (const [extraId, quantity] of [...units.entries()].sort(([a], [b]) => a - b)) {
    await tx
      .update(extras)
      .set({ inventory: sql`${extras.inventory} + ${quantity}` })
      .where(and(eq(extras.id, extraId), isNotNull(extras.inventory)));
  }
}

export async function insertReservationExtras(
  tx: Queryable,
  reservationId: number,
  lines: { extraId: number; deliveryDate: string | null; quantity: number; price: number; priceWithoutTax: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(reservationExtras).values(lines.map((line) => ({ ...line, reservationId })));
}

/** A reservation's extra lines in the order it shows them. */
export async function reservationExtrasOf(db: Queryable, reservationId: number) {
  return db
    .select({
      lineId: reservationExtras.id,
      extraId: reservationExtras.extraId,
      code: extras.code,
      name: extras.name,
      extraType: extras.extraType,
      deliveryDate: reservationExtras.deliveryDate,
      quantity: reservationExtras.quantity,
      price: reservationExtras.price,
      priceWithoutTax: reservationExtras.priceWithoutTax,
    })
    .from(reservationExtras)
    .innerJoin(extras, eq(extras.id, reservationExtras.extraId))
    .where(eq(reservationExtras.reservationId, reservationId))
    .orderBy(
      asc(extras.position),
      asc(reservationExtras.extraId),
      asc(reservationExtras.deliveryDate),
      asc(reservationExtras.id),
    );
}

/** The reservation with this confirmation number in any hotel (an attachment download names no hotel), null when there is none. */
export async function reservationByNumber(
  db: Queryable,
  confirmationNumber: string,
): Promise<typeof reservations.$inferSelect | null> {
  const [reservation] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.confirmationNumber, confirmationNumber))
    .limit(1);
  return reservation ?? null;
}

/**
 * Whether the hotel sells any extra or asks any question today (an active extra not past its sale
 * end, an active question not past its display end): then every booking shows an Extras step, so
 * the stepper numbers the same steps on every page from the first visit on.
 */
export async function sellsExtras(db: Queryable, hotelId: number, today: string): Promise<boolean> {
  const [extra] = await db
    .select({ id: extras.id })
    .from(extras)
    .where(
      and(
        eq(extras.hotelId, hotelId),
        eq(extras.active, true),
        or(isNull(extras.saleEndDate), gte(extras.saleEndDate, today)),
      ),
    )
    .limit(1);
  if (extra) return true;
  const [question] = await db
    .select({ id: additionalQuestions.id })
    .from(additionalQuestions)
    .where(
      and(
        eq(additionalQuestions.hotelId, hotelId),
        eq(additionalQuestions.active, true),
        or(isNull(additionalQuestions.displayEndDate), gte(additionalQuestions.displayEndDate, today)),
      ),
    )
    .limit(1);
  return question !== undefined;
}

/** Deletes these extra lines of the reservation (a shorter stay's dated extras). */
export async function deleteReservationExtraLines(
  tx: Queryable,
  reservationId: number,
  lineIds: number[],
): Promise<void> {
  await tx
    .delete(reservationExtras)
    .where(and(eq(reservationExtras.reservationId, reservationId), inArray(reservationExtras.id, lineIds)));
}

/** Stores the reservation's extras totals. */
export async function setReservationExtraTotals(
  tx: Queryable,
  reservationId: number,
  totals: { total: number; withoutTax: number },
): Promise<void> {
  await tx
    .update(reservations)
    .set({ extraTotalPrice: totals.total, extraPriceWithoutTax: totals.withoutTax })
    .where(eq(reservations.id, reservationId));
}

export type QuestionRow = typeof additionalQuestions.$inferSelect;

/** The hotel's active questions in the order they are asked. */
export function listQuestions(db: Queryable, hotelId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(additionalQuestions)
    .where(and(eq(additionalQuestions.hotelId, hotelId), eq(additionalQuestions.active, true)))
    .orderBy(asc(additionalQuestions.position), asc(additionalQuestions.id));
}

/** Stores one answer of the reservation and answers its id. */
export async function insertReservationAnswer(
  tx: Queryable,
  reservationId: number,
  answer: { questionId: number; answer: string | null; options: string[] },
): Promise<number> {
  const [row] = await tx
    .insert(reservationAnswers)
    .values({ reservationId, questionId: answer.questionId, answer: answer.answer, options: answer.options })
    .returning({ id: reservationAnswers.id });
  return row!.id;
}

/**
 * Claims the hotel's unclaimed uploads with these public ids for the reservation's answer; answers
 * how many were claimed (fewer than asked when one is unknown, of another hotel or already claimed).
 */
export async function claimAttachments(
  tx: Queryable,
  hotelId: number,
  reservationId: number,
  answerId: number,
  publicIds: string[],
): Promise<number> {
  const claimed = await tx
    .update(fileAttachments)
    .set({ reservationId, answerId })
    .where(
      and(
        inArray(fileAttachments.publicId, publicIds),
        eq(fileAttachments.hotelId, hotelId),
        isNull(fileAttachments.reservationId),
      ),
    )
    .returning({ id: fileAttachments.id });
  return claimed.length;
}

/** A reservation's answers with their questions, in the order asked, each with its attached files. */
export async function reservationAnswersOf(db: Queryable, reservationId: number) {
  const rows = await db
    .select({ answer: reservationAnswers, question: additionalQuestions })
    .from(reservationAnswers)
    .innerJoin(additionalQuestions, eq(additionalQuestions.id, reservationAnswers.questionId))
    .where(eq(reservationAnswers.reservationId, reservationId))
    .orderBy(asc(additionalQuestions.position), asc(additionalQuestions.id));
  const files =
    rows.length === 0
      ? []
      : await db
          .select({
            answerId: fileAttachments.answerId,
            publicId: fileAttachments.publicId,
            fileName: fileAttachments.fileName,
            contentType: fileAttachments.contentType,
            byteSize: fileAttachments.byteSize,
          })
          .from(fileAttachments)
          .where(eq(fileAttachments.reservationId, reservationId))
          .orderBy(asc(fileAttachments.id));
  return rows.map((row) => ({ ...row, files: files.filter((f) => f.answerId === row.answer.id) }));
}

/** Unclaimed uploads made since `since` by one uploader, told by its session hash or its address. */
export async function unclaimedUploadsOf(
  db: Queryable,
  uploader: { session: string } | { address: string },
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const by =
    'session' in uploader
      ? eq(fileAttachments.uploaderSession, uploader.session)
      : eq(fileAttachments.uploaderAddress, uploader.address);
  const [row] = await db
    .select({ files: count(), bytes: sum(fileAttachments.byteSize) })
    .from(fileAttachments)
    .where(and(by, isNull(fileAttachments.reservationId), gt(fileAttachments.createdAt, since)));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Bytes of every unclaimed upload of every client. */
export async function unclaimedUploadBytes(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(fileAttachments.byteSize) })
    .from(fileAttachments)
    .where(isNull(fileAttachments.reservationId));
  return Number(row?.bytes ?? 0);
}

export async function insertFileAttachment(db: Queryable, row: typeof fileAttachments.$inferInsert): Promise<void> {
  await db.insert(fileAttachments).values(row);
}

/** Deletes the unclaimed uploads made before `before` and answers their public ids. */
export async function deleteUnclaimedUploadsBefore(db: Queryable, before: Date): Promise<string[]> {
  const expired = await db
    .delete(fileAttachments)
    .where(and(isNull(fileAttachments.reservationId), lt(fileAttachments.createdAt, before)))
    .returning({ publicId: fileAttachments.publicId });
  return expired.map((row) => row.publicId);
}

/** Which of these public ids an upload row still names. */
export async function knownAttachmentIds(db: Queryable, publicIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ publicId: fileAttachments.publicId })
    .from(fileAttachments)
    .where(inArray(fileAttachments.publicId, publicIds));
  return new Set(rows.map((row) => row.publicId));
}

export async function attachmentOfReservation(db: Queryable, reservationId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(fileAttachments)
    .where(and(eq(fileAttachments.publicId, publicId), eq(fileAttachments.reservationId, reservationId)))
    .limit(1);
  return row ?? null;
}
