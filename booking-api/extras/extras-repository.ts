import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { extraDatePrices, extras, reservationExtras, reservations } from '../db/schema';
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
