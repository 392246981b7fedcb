import type { RemovedExtra } from '../../contract';
import type { Queryable } from '../db/transactions';
import {
  deleteReservationExtraLines,
  giveBackExtraStock,
  reservationExtrasOf,
  setReservationExtraTotals,
} from './extras-repository';
import { localized } from './localized';

/**
 * Extras of a stay made shorter (SPEC.md section 4 "update itinerary"): a dated extra
 * booked for a night outside the new stay goes with that night: off the price (no change fee, as a
 * cancellation charges none on extras), its units back in stock. Generic extras stay. Extras are
 * booked per reservation, not per room, so removing rooms removes no extra.
 */
export interface ItineraryExtras {
  removed: (RemovedExtra & { lineId: number })[];
  removedTotal: number;
  removedWithoutTax: number;
  /** The extras the reservation keeps, for its new price summary. */
  kept: { total: number; withoutTax: number };
}

export async function planItineraryExtras(
  db: Queryable,
  reservation: { id: number; locale: string | null },
  stay: { checkin: string; checkout: string },
): Promise<ItineraryExtras> {
  const lines = await reservationExtrasOf(db, reservation.id);
  const outside = (date: string | null) => date !== null && (date < stay.checkin || date >= stay.checkout);
  const removed = lines
    .filter((line) => outside(line.deliveryDate))
    .map((line) => ({
      lineId: line.lineId,
      extra_id: line.extraId,
      code: line.code,
      name: localized(line.name, reservation.locale),
      date: line.deliveryDate,
      quantity: line.quantity,
      price: line.price,
      price_without_tax: line.priceWithoutTax,
    }));
  const kept = lines.filter((line) => !outside(line.deliveryDate));
  return {
    removed,
    removedTotal: removed.reduce((sum, line) => sum + line.price, 0),
    removedWithoutTax: removed.reduce((sum, line) => sum + line.price_without_tax, 0),
    kept: {
      total: kept.reduce((sum, line) => sum + line.price, 0),
      withoutTax: kept.reduce((sum, line) => sum + line.priceWithoutTax, 0),
    },
  };
}

/**
 * Inside the change's transaction (reservation row locked): deletes the removed lines, gives their
 * units back and stores the extras' new totals.
 */
export async function removeItineraryExtras(
  tx: Queryable,
  reservationId: number,
  plan: ItineraryExtras,
): Promise<void> {
  if (plan.removed.length === 0) return;
  await deleteReservationExtraLines(
    tx,
    reservationId,
    plan.removed.map((line) => line.lineId),
  );
  await giveBackExtraStock(
    tx,
    plan.removed.map((line) => ({ extraId: line.extra_id, quantity: line.quantity })),
  );
  await setReservationExtraTotals(tx, reservationId, plan.kept);
}
