import { bookingStep } from '../services/booking-steps';
import { checkLotteryBooking, confirmLotteryBooking } from './lottery-booking';

/** Lottery dates are booked only by their winners; the winning entry is confirmed with the reservation. */
export const lotteryBookingStep = bookingStep({
  name: 'lottery',
  async check(draft) {
    const { database, hotel, request, memberId, clock, rooms } = draft.facts;
    const lottery = { hotel, memberId, now: new Date(clock.now().epochMilliseconds) };
    const roomTypeIds = [...new Set(rooms.map((room) => room.type.id))];
    const planIds = [...new Set(rooms.map((room) => room.plan.id))];
    await checkLotteryBooking({ database, ...lottery }, request, roomTypeIds, planIds);
    return { lottery, roomTypeIds, planIds };
  },
  async confirm(tx, plan, booked) {
    await confirmLotteryBooking(
      tx,
      plan.lottery,
      booked.draft.facts.request,
      booked.reservationId,
      plan.roomTypeIds,
      plan.planIds,
    );
  },
});
