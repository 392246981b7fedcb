import { bookingStep } from '../services/booking-steps';
import { applyMemberReductions, planMemberReductions } from './booking-reductions';

/** A member's voucher and points come off last, after every other discount and addition. */
export const memberReductionsBookingStep = bookingStep({
  name: 'member-reductions',
  async check(draft) {
    const { database, clock, hotel, request, memberId } = draft.facts;
    const reductions = await planMemberReductions({
      database,
      clock,
      hotel,
      request,
      memberId,
      totalPrice: draft.total(),
    });
    draft.reduceTo(reductions.payable);
    Object.assign(draft.columns, {
      spendingPointValue: reductions.points,
      voucherCouponDiscountAmount: reductions.voucher?.discount ?? 0,
    });
    return reductions;
  },
  async write(tx, reductions, written) {
    await applyMemberReductions(tx, reductions, written.reservationId, new Date(written.now.epochMilliseconds));
  },
});
