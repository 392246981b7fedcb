import type { CreateReservationInput } from '../graphql/graphql';
import type { GuestForm } from './guest-form';
import type { SelectedRoom } from './selected-rooms';
import type { RoomGuests } from '../search/criteria-types';
import { kidsTiersInput } from './kids-tiers-input';
import { searchedCode } from '../pricing/discount-code';

export { kidsTiersInput };

/** The searched stay. `adults` and `children` are per room, as the booking API's search takes them. */
export interface StayCriteria {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
  /** Guests of each searched room (multi-room search); absent: every room holds adults and children. */
  rooms?: RoomGuests[];
  /** The searched code (one at a time), priced into the booking as into the search (machines/pricing). */
  promoCode?: string;
  couponCode?: string;
}

/**
 * The createReservation input: the stay dates of the search, one entry per booked room (a line of
 * quantity 2 gives two entries), each with the searched adults and children (guests are per
 * room, as the search priced them), the special request when given, and pay at the hotel.
 */
export function buildReservationInput(
  criteria: StayCriteria,
  selection: readonly SelectedRoom[],
  guest: GuestForm,
  locale: string | null,
  payment: { method: string; cardToken: string | null } = { method: 'on_site', cardToken: null },
): CreateReservationInput {
  const rooms = selection.flatMap(
    (line) =>
      // Rooms holding different guests carry their own (in the order of the searched rooms they fill).
      line.rooms?.map((room) => ({
        roomTypeCode: line.roomTypeCode,
        roomPlanCode: line.roomPlanCode,
        adults: room.adults,
        children: room.children,
        ...kidsTiersInput(criteria.rooms?.[room.slot]),
      })) ??
      Array.from({ length: line.quantity }, () => ({
        roomTypeCode: line.roomTypeCode,
        roomPlanCode: line.roomPlanCode,
        adults: criteria.adults,
        children: criteria.children,
        // Identical rooms: every room has the first searched room's children by tier.
        ...kidsTiersInput(criteria.rooms?.[0]),
      })),
  );
  const specialRequest = guest.specialRequest.trim();
  return {
    checkinDate: criteria.checkin,
    checkoutDate: criteria.checkout,
    rooms,
    guest: {
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email.trim(),
      phone: guest.phone.trim(),
      ...readingAndAddress(guest),
    },
    paymentType: payment.method,
    ...(payment.cardToken ? { cardToken: payment.cardToken } : {}),
    ...(locale ? { locale } : {}),
    ...(specialRequest ? { specialRequest } : {}),
    ...searchedCode(criteria),
  };
}

/** The kana reading and address the guest typed (the booking API keeps only what the hotel asks). */
function readingAndAddress(guest: GuestForm) {
  const fields = {
    firstNameKana: guest.firstNameKana,
    lastNameKana: guest.lastNameKana,
    postalCode: guest.postalCode,
    prefectureOrState: guest.prefectureOrState,
    streetAddress: guest.streetAddress,
    buildingNameAndNumber: guest.buildingNameAndNumber,
  };
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, value]) => (value?.trim() ? [[field, value.trim()]] : [])),
  );
}
