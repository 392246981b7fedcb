import { CHARGED_CARD_METHODS, type ItineraryQuote } from '../../contract';
import type { Queryable } from '../db/transactions';
import type { ReservationRecord } from '../repositories/reservations';
import { inChargeCurrency, type ReservationRate } from '../currency/reservation-rate';
import { hasRefundableCharge } from '../payments/payments-repository';
import { setPaymentTermsAmounts } from './payment-methods-repository';
import { depositFor, depositPercentagesOf } from './payment-terms';

/**
 * What a shorter stay does to the money (docs/itinerary-changes.md):
 *  - credit_card_deposit: new deposit = floor(new payable total x percentage / 100) (the booked
 *    percentage; mixed shares per room as at booking); refund = max(0, deposit paid - new deposit);
 *    remain_amount = new payable total - new deposit. Never the whole price difference.
 *  - card paid in full: refund = old payable total - new payable total.
 *  - paid at the facility: nothing moves online; remain_amount = the new payable total.
 * A reservation charged in another currency refunds in that currency: both amounts converted with the
 * rate stored on the reservation (currency/reservation-rate.ts), so the card keeps exactly the new
 * total converted.
 */
export interface ChangePayment {
  refund_amount: number;
  deposit: ItineraryQuote['deposit'];
  mcp: ItineraryQuote['mcp'];
  /** The reservation's payment terms after the change. */
  terms: { deposit: number; remain: number };
  /** What planRefund gives back, in the charge's currency. */
  refundInChargeCurrency: number;
}

export async function quoteChangePayment(
  db: Queryable,
  record: ReservationRecord,
  change: {
    currentPayable: number;
    newPayable: number;
    removedExtrasPrice: number;
    rooms: { planId: number; totalPrice: number }[];
  },
  rate: ReservationRate | null,
): Promise<ChangePayment> {
  const { reservation } = record;
  const terms = record.paymentTerms ?? null;
  const method = terms?.method ?? reservation.paymentType;
  const captured = await hasRefundableCharge(db, reservation.id);
  let paid = 0;
  let kept = 0;
  let deposit: ChangePayment['deposit'] = null;
  let after = { deposit: 0, remain: change.newPayable };
  if (method === 'credit_card_deposit') {
    const planIds = [...new Set(change.rooms.map((room) => room.planId))];
    const shares =
      terms?.depositPercentage != null
        ? new Map(planIds.map((id) => [id, terms.depositPercentage!]))
        : await depositPercentagesOf(db, reservation.hotelId, planIds);
    const { percentage, depositAmount } = depositFor(change.rooms, change.newPayable, shares);
    paid = terms?.depositAmount ?? 0;
    kept = Math.min(paid, depositAmount);
    after = { deposit: depositAmount, remain: change.newPayable - depositAmount };
    deposit = {
      deposit_percentage: percentage,
      paid_deposit: paid,
      new_deposit: depositAmount,
      refund_amount: captured ? Math.max(0, paid - depositAmount) : 0,
      new_remain_amount: after.remain,
    };
  } else if (CHARGED_CARD_METHODS.includes(method) || method === 'bank_transfer') {
    paid = change.currentPayable;
    kept = change.newPayable;
    after = { deposit: change.newPayable, remain: 0 };
  }
  const refundInChargeCurrency = captured
    ? Math.max(0, inChargeCurrency(rate, paid) - inChargeCurrency(rate, kept))
    : 0;
  return {
    refund_amount: captured ? Math.max(0, paid - kept) : 0,
    deposit,
    mcp: rate
      ? {
          currency: rate.currency,
          rate: rate.rate,
          rate_updated_at: rate.updatedAt.toISOString(),
          current_total_price: inChargeCurrency(rate, change.currentPayable),
          new_total_price: inChargeCurrency(rate, change.newPayable),
          removed_extras_price: inChargeCurrency(rate, change.removedExtrasPrice),
          refund_amount: refundInChargeCurrency,
        }
      : null,
    terms: after,
    refundInChargeCurrency,
  };
}

/** Inside the change's transaction: the terms of the new stay (the deposit the card now covers, the rest for the facility). */
export async function applyChangePaymentTerms(
  tx: Queryable,
  reservationId: number,
  terms: ChangePayment['terms'],
): Promise<void> {
  await setPaymentTermsAmounts(tx, reservationId, terms);
}
