import type { CreateReservationInput } from '../graphql/graphql';
import type { GuestForm } from './guest-form';
import type { SelectedRoom } from './selected-rooms';

export interface StayCriteria {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}

/** `total` split over `parts` as evenly as possible, the remainder going to the first parts. */
export function splitEvenly(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  const remainder = total % parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}

/**
 * The createReservation input: the stay dates of the search, one entry per booked room (a line of
 * quantity 2 gives two entries), the searched adults and children split over the rooms, and pay at
 * the hotel.
 */
export function buildReservationInput(
  criteria: StayCriteria,
  selection: readonly SelectedRoom[],
  guest: GuestForm,
  locale: string | null,
): CreateReservationInput {
  const rooms = selection.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({ roomTypeCode: line.roomTypeCode, roomPlanCode: line.roomPlanCode })),
  );
  const adults = splitEvenly(criteria.adults, rooms.length);
  const children = splitEvenly(criteria.children, rooms.length);
  return {
    checkinDate: criteria.checkin,
    checkoutDate: criteria.checkout,
    rooms: rooms.map((room, index) => ({ ...room, adults: adults[index] ?? 0, children: children[index] ?? 0 })),
    guest: {
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email.trim(),
      phone: guest.phone.trim(),
    },
    paymentType: 'on_site',
    ...(locale ? { locale } : {}),
  };
}
