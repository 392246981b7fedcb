import type { SnapshotFrom } from 'xstate';
import type { CreateReservationInput } from '../graphql/graphql';
import type { BookingContext } from './context';
import { additionsInput } from './extras-questions/offer';
import type { bookingMachine } from './machine';
import { expectedTotalInput } from './price-check';
import { buildReservationInput } from './reservation-request';

/**
 * The booking in progress as it is handed over to the travel agency site (machines/hand-over/):
 * stay, rooms, guest, extras, answers and the total the guest saw. The payment fields are left for
 * the agency (it charges the card): the type names the card method the agency pays with.
 */
export function handOverBookingOf(context: BookingContext): CreateReservationInput {
  return {
    ...buildReservationInput(context.criteria, context.selection, context.guest, context.locale, {
      method: 'credit_card',
      cardToken: null,
    }),
    ...additionsInput(context.additions),
    ...expectedTotalInput(context.priceCheck, context.additions),
  };
}

export const selectHandOverBooking = (s: SnapshotFrom<typeof bookingMachine>) => handOverBookingOf(s.context);
