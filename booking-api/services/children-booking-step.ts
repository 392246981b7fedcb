import { childrenOfRoom } from '../domain/reservation-children';
import { saveReservationChildren } from '../repositories/reservation-children';
import { bookingStep } from './booking-steps';

/** Each room's children as booked (by tier or age, with meal and bed options), so a later change reprices them. */
export const childrenBookingStep = bookingStep({
  name: 'children',
  check() {},
  async write(tx, _plan, { reservationId, draft }) {
    const { request, kids } = draft.facts;
    await saveReservationChildren(
      tx,
      reservationId,
      request.rooms.map((room, position) => ({
        position,
        children: childrenOfRoom(kids.setting, {
          kids: kids.kids[position] ?? null,
          ages: room.kids_ages,
          mealBed: kids.mealBed[position] ?? null,
        }),
      })),
    );
  },
});
