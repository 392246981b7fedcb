import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { hotelBrands, hotels, plans, reservationRooms, reservations, roomTypes } from '../db/schema';
import type { Queryable } from '../db/transactions';
import { loadPriceSummary, type StoredPriceSummary } from '../pricing/pricing-repository';
import { loadPaymentTerms } from '../payment-methods/payment-terms';
import { loadReservationAdditions } from '../extras/reservation-additions';
import { reservationRateOf } from '../currency/reservation-rate';
import type { LocalizedText, ReservationAdditions } from '../../contract';
import { loadReservationChildren, type StoredChild } from './reservation-children';
import { loadReservationFlights, type ReservationFlightDetail } from '../packages/flights-repository';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type NewReservationRoom = Omit<typeof reservationRooms.$inferInsert, 'reservationId'>;

export interface ReservationRoomDetail {
  position: number;
  planId: number;
  /** The plan's minimum nights today (SPEC.md section 5 update rules). */
  minNights: number;
  noShowPercentage: number;
  roomTypeId: number;
  roomTypeCode: string;
  roomTypeName: LocalizedText;
  planCode: string;
  planName: LocalizedText;
  adults: number;
  children: number;
  totalPrice: number;
  tax: number;
  cancellationTiers: (typeof reservationRooms.$inferSelect)['cancellationTiers'];
  /** Each child as booked (migration 0020); empty when the hotel did not tier children. */
  kids: StoredChild[];
}

export interface ReservationRecord {
  reservation: ReservationRow;
  rooms: ReservationRoomDetail[];
  /** Extras and answers to additional questions (booking-api/extras/). */
  additions?: ReservationAdditions;
  /** Deposit, remaining amount, bank transfer (payment-methods/payment-terms.ts); null for reservations made before migration 0013. */
  paymentTerms?: Awaited<ReturnType<typeof loadPaymentTerms>>;
  /** The price summary and code as booked (booking-api/pricing/); null for reservations made before migration 0010. */
  priceSummary?: StoredPriceSummary | null;
  /** The rate a card charged in another currency was charged at (currency/reservation-rate.ts); null in the hotel currency. */
  mcpRate?: Awaited<ReturnType<typeof reservationRateOf>>;
  /** A hotel plus flight package's flights (migration 0034); empty for a stay alone. */
  flights?: ReservationFlightDetail[];
}

export async function insertReservation(
  tx: Queryable,
  reservation: NewReservation,
  rooms: NewReservationRoom[],
): Promise<number> {
  const inserted = await tx.insert(reservations).values(reservation).returning({ id: reservations.id });
  const id = inserted[0]!.id;
  await tx.insert(reservationRooms).values(rooms.map((room) => ({ ...room, reservationId: id })));
  return id;
}

/** `forUpdate` locks the reservation row so two concurrent cancels are applied one after the other. */
export async function findReservation(
  db: Queryable,
  hotelId: number,
  confirmationNumber: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReservationRecord | null> {
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.confirmationNumber, confirmationNumber)))
    .limit(1);
  const found = options.forUpdate ? await query.for('update') : await query;
  const reservation = found[0];
  if (!reservation) return null;
  const children = await loadReservationChildren(db, reservation);
  const roomRows = await db
    .select({
      position: reservationRooms.position,
      planId: reservationRooms.planId,
      minNights: plans.minNights,
      noShowPercentage: reservationRooms.noShowPercentage,
      roomTypeId: reservationRooms.roomTypeId,
      roomTypeCode: roomTypes.code,
      roomTypeName: roomTypes.name,
      planCode: plans.code,
      planName: plans.name,
      adults: reservationRooms.adults,
      children: reservationRooms.children,
      totalPrice: reservationRooms.totalPrice,
      tax: reservationRooms.tax,
      cancellationTiers: reservationRooms.cancellationTiers,
    })
    .from(reservationRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, reservationRooms.roomTypeId))
    .innerJoin(plans, eq(plans.id, reservationRooms.planId))
    .where(eq(reservationRooms.reservationId, reservation.id))
    .orderBy(asc(reservationRooms.position));
  const rooms = roomRows.map((room) => ({ ...room, kids: children.get(room.position) ?? [] }));
  return {
    reservation,
    rooms,
    additions: await loadReservationAdditions(db, reservation),
    paymentTerms: await loadPaymentTerms(db, reservation),
    priceSummary: await loadPriceSummary(db, reservation.id),
    mcpRate: await reservationRateOf(db, reservation),
    flights: await loadReservationFlights(db, reservation.id),
  };
}

export async function confirmationNumberTaken(db: Queryable, confirmationNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.confirmationNumber, confirmationNumber))
    .limit(1);
  return rows.length > 0;
}

/** Conditional on the status, so even without the row lock a reservation is cancelled only once. */
export async function markCancelled(
  tx: Queryable,
  reservationId: number,
  values: { cancellationFee: number; cancelReason: string; cancelDetails: string; cancelledAt: Date },
): Promise<boolean> {
  const updated = await tx
    .update(reservations)
    .set({ status: 'cancelled', ...values })
    // payment_pending too: an unpaid bank transfer is cancelled online (payment-methods/bank-transfer-cancellation.ts).
    .where(and(eq(reservations.id, reservationId), ne(reservations.status, 'cancelled')))
    .returning({ id: reservations.id });
  return updated.length === 1;
}

/**
 * The member's reservations with their hotel and brand, latest check-in first: optionally only one
 * payment type; `matchesNothing` asks for none (a filter no stored reservation can meet).
 */
export async function reservationsOfMember(
  db: Queryable,
  memberId: number,
  filter: { paymentType?: ReservationRow['paymentType']; matchesNothing?: boolean },
): Promise<
  { reservation: ReservationRow; hotel: typeof hotels.$inferSelect; brand: typeof hotelBrands.$inferSelect }[]
> {
  return db
    .select({ reservation: reservations, hotel: hotels, brand: hotelBrands })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(
      and(
        eq(reservations.memberId, memberId),
        filter.paymentType ? eq(reservations.paymentType, filter.paymentType) : undefined,
        filter.matchesNothing ? sql`false` : undefined,
      ),
    )
    .orderBy(desc(reservations.checkinDate), desc(reservations.id));
}
