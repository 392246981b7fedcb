import { bookingStep } from '../services/booking-steps';
import { planReservationAdditions, saveReservationAdditions } from './reservation-additions';

/** Extras and answers to the additional questions: checked before anything is written, their units taken with the rooms. */
export const extrasBookingStep = bookingStep({
  name: 'extras',
  async check(draft) {
    const { database, clock, hotel, request, memberId, rooms } = draft.facts;
    const additions = await planReservationAdditions({
      db: database.db,
      clock,
      hotel,
      request,
      plans: rooms.map((room) => room.plan),
      memberId,
    });
    draft.add(additions.extras.total, additions.extras.total - additions.extras.withoutTax);
    Object.assign(draft.columns, {
      extraTotalPrice: additions.extras.total,
      extraPriceWithoutTax: additions.extras.withoutTax,
    });
    return additions;
  },
  async write(tx, additions, written) {
    await saveReservationAdditions(tx, written.draft.facts.hotel.id, written.reservationId, additions);
  },
});
