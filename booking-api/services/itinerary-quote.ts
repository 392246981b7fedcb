import type { ItineraryQuote, ItineraryRoomsQuote, PriceSummary } from '../../contract';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import type { NightlyRate } from '../domain/pricing';
import { stayNights } from '../domain/stay-dates';
import type { ItineraryExtras } from '../extras/itinerary-extras';
import { reservationRateOf } from '../currency/reservation-rate';
import { quoteChangePayment, type ChangePayment } from '../payment-methods/itinerary-payment';
import { changedSummary, chargedAs, repriceRoom, type ChangePricing } from '../pricing/itinerary-pricing';
import type { PricedRoomGuests } from '../pricing/pricing-service';
import type { RoomPrice } from '../pricing/room-price';
import type { ReservationRecord } from '../repositories/reservations';

/**
 * The whole quote of a shorter stay (services/reservation-changes.ts): the rooms part from
 * domain/reservation-changes.ts, plus the dated extras it removes, the price summary the commit
 * stores, the deposit and refund, and the amounts in the currency the card was charged in.
 */
export interface ItineraryPlan {
  quote: ItineraryQuote;
  summary: PriceSummary;
  payment: ChangePayment;
  /** What was, and is now, left to pay after the points and voucher spent (future points follow it). */
  currentPayable: number;
  newPayable: number;
}

export async function completeItineraryQuote(
  db: Queryable,
  input: {
    record: ReservationRecord;
    rooms: ItineraryRoomsQuote;
    extras: ItineraryExtras;
    pricing: ChangePricing;
    rates: Map<number, NightlyRate[]>;
    /** Rooms the domain quote repriced for the new nights (by position). */
    repriced: Map<number, RoomPrice>;
    guestsOf: (position: number) => PricedRoomGuests;
  },
): Promise<ItineraryPlan> {
  const { record, rooms: roomsQuote, extras, pricing } = input;
  const { reservation } = record;
  const nights = stayNights(roomsQuote.checkin_date, roomsQuote.checkout_date);
  const kept = roomsQuote.rooms.filter((room) => !room.removed);
  const keptPrices = kept.map((room) => {
    const planId = record.rooms.find((r) => r.position === room.position)!.planId;
    // Rooms whose nights did not change were not repriced by the domain quote: their breakdown is priced here.
    const price =
      input.repriced.get(room.position) ??
      repriceRoom(pricing, planId, input.rates.get(planId) ?? [], nights, input.guestsOf(room.position));
    if (!price) throw failures.invalid('A night of this stay is no longer priced; please contact the facility.');
    return chargedAs(price, { totalPrice: room.new_total_price, tax: room.new_tax });
  });
  const reductions = { points: reservation.spendingPointValue, voucher: reservation.voucherCouponDiscountAmount };
  const newTotal = roomsQuote.new_total_price;
  if (newTotal < reductions.points + reductions.voucher) {
    throw failures.invalid(
      'The shorter stay would cost less than the points and voucher spent on it; please contact the facility.',
    );
  }
  const currentPayable = reservation.totalPrice - reductions.points - reductions.voucher;
  const newPayable = newTotal - reductions.points - reductions.voucher;
  const rate = await reservationRateOf(db, reservation);
  const payment = await quoteChangePayment(
    db,
    record,
    {
      currentPayable,
      newPayable,
      removedExtrasPrice: extras.removedTotal,
      rooms: kept.map((room) => ({
        planId: record.rooms.find((r) => r.position === room.position)!.planId,
        totalPrice: room.new_total_price,
      })),
    },
    rate,
  );
  const summary = changedSummary({
    rooms: keptPrices,
    currency: reservation.currency,
    extras: extras.kept,
    reductions,
    changeFees: reservation.changeFees + roomsQuote.change_fee,
    terms: payment.terms,
  });
  const quote: ItineraryQuote = {
    ...roomsQuote,
    // The consumption tax of the kept rooms and of the extras the stay keeps.
    new_tax: roomsQuote.new_tax + extras.kept.total - extras.kept.withoutTax,
    removed_extras: extras.removed.map(({ lineId: _line, ...line }) => line),
    removed_extras_price: extras.removedTotal,
    price_summary: summary,
    refund_amount: payment.refund_amount,
    deposit: payment.deposit,
    mcp: payment.mcp,
  };
  return { quote, summary, payment, currentPayable, newPayable };
}
