import type { SnapshotFrom } from 'xstate';
import type { bookingMachine } from './machine';
import { isCardMethod } from './bookable-payment-methods';
import { hasOffer } from './extras-questions/has-offer';

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/**
 * The steps a guest goes through, in order, as one stepper shows them on every page of a booking:
 * Rooms, Extras (only when the stay is offered extras or questions), Guest details, Payment,
 * Confirmation. Payment is a step whatever the method: paying at the hotel, it is chosen on the
 * guest-details page and the stepper moves on from there to the confirmation.
 */
export type BookingStepName = 'rooms' | 'extras' | 'guest' | 'payment' | 'confirmation';

export interface BookingProgress {
  steps: BookingStepName[];
  current: BookingStepName;
  /** 1-based number of the current step. */
  number: number;
  total: number;
  /**
   * Whether the steps are known: choosing rooms for the first time it is not yet known whether the
   * stay is offered extras, so only the first step is numbered (its number is 1 either way).
   */
  known: boolean;
}

export function bookingProgress(current: BookingStepName, extrasOffered: boolean, known = true): BookingProgress {
  const steps: BookingStepName[] = [
    'rooms',
    ...(extrasOffered ? (['extras'] as const) : []),
    'guest',
    'payment',
    'confirmation',
  ];
  // The extras step is shown while it is current even if its offer did not load.
  if (current === 'extras' && !extrasOffered) return bookingProgress(current, true);
  return { steps, current, number: steps.indexOf(current) + 1, total: steps.length, known };
}

/** The booking chart's step; null while the extras offer loads (not yet known whether there is an extras step) and on the failure pages. */
export const selectBookingProgress = (s: BookingSnapshot): BookingProgress | null => {
  // A hotel that sells extras shows the step on every booking (passed over when a stay has none),
  // so the numbers are the same on every page from the first visit on.
  const offered = s.context.sellsExtras === true || hasOffer(s.context.additions);
  const card = isCardMethod(s.context.paymentMethod);
  // Known from the hotel's settings; else once the extras offer is loaded (rooms booked; remembered back on the rooms).
  if (s.matches('SelectingRooms'))
    return bookingProgress('rooms', offered, s.context.sellsExtras !== null || s.context.additions !== null);
  if (s.matches({ EnteringGuestDetails: 'ChoosingExtras' })) return bookingProgress('extras', offered);
  if (s.matches({ EnteringGuestDetails: 'EnteringGuestForm' })) return bookingProgress('guest', offered);
  if (s.matches('EnteringPayment') || s.matches('AwaitingThreeDSecure')) return bookingProgress('payment', offered);
  if (s.matches('Submitting')) return bookingProgress(card ? 'payment' : 'guest', offered);
  if (s.matches('Confirmed')) return bookingProgress('confirmation', offered);
  return null;
};

export const sameProgress = (a: BookingProgress | null, b: BookingProgress | null) =>
  a === b ||
  (a !== null && b !== null && a.current === b.current && a.known === b.known && a.steps.join() === b.steps.join());
