import { bookingStep } from '../services/booking-steps';
import { paymentTermsSlot } from '../payment-methods/payment-terms-booking-step';
import { planBookingPricing, recordBookingPricing } from './booking-pricing';
import { assertExpectedTotal } from './pricing-service';

/** Discounts, promo and coupon codes: the same pricing as search and quote, applied to each room's price. */
export const pricingBookingStep = bookingStep({
  name: 'pricing',
  async check(draft) {
    const { database, clock, hotel, request, memberId, rooms, rates, nights, kids } = draft.facts;
    const pricing = await planBookingPricing({
      db: database.db,
      clock,
      hotel,
      request,
      memberId,
      plans: rooms.map((room) => room.plan),
      rates,
      nights,
      kids,
    });
    pricing.rooms.forEach((price, index) => Object.assign(rooms[index]!.row, price));
    return pricing;
  },
  // The code's use (refused once its limit is reached) and the price summary, with what later steps added and took off.
  async write(tx, pricing, { reservationId, now, draft }) {
    const { columns } = draft;
    const terms = draft.read(paymentTermsSlot);
    await recordBookingPricing(tx, pricing, {
      reservationId,
      memberId: draft.facts.memberId,
      now: new Date(now.epochMilliseconds),
      extras: { total: columns.extraTotalPrice ?? 0, withoutTax: columns.extraPriceWithoutTax ?? 0 },
      reductions: { points: columns.spendingPointValue ?? 0, voucher: columns.voucherCouponDiscountAmount ?? 0 },
      terms: { deposit: terms.depositAmount, remain: terms.remainAmount },
    });
  },
});

/** A client that shows a total sends it; a promotion change since then is refused (SPEC.md section 8). */
export const expectedTotalBookingStep = bookingStep({
  name: 'expected-total',
  check(draft) {
    assertExpectedTotal(draft.facts.request.expected_total_price, draft.total());
  },
});
