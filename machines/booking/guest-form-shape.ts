/**
 * The guest form's fields and what fills them (a signed-in member's details), apart from its checks
 * (./guest-form.ts, with the name and address rules): the booking chart holds the form from the
 * results page on, and the checks come with the guest step (./later-steps.ts).
 */

/** The booking API takes at most this many characters of special request. */
export const SPECIAL_REQUEST_MAX_LENGTH = 1000;

export interface GuestForm {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  /** The kana reading (a kanji-name hotel, in Japanese) and the address, when the hotel asks them (absent is blank). */
  lastNameKana?: string;
  firstNameKana?: string;
  postalCode?: string;
  prefectureOrState?: string;
  streetAddress?: string;
  buildingNameAndNumber?: string;
  /** Optional wishes for the hotel (arrival time, a quiet room...). */
  specialRequest: string;
  termsAccepted: boolean;
}
export type GuestField = keyof GuestForm;

export const emptyGuestForm: GuestForm = {
  firstName: '',
  lastName: '',
  email: '',
  emailConfirmation: '',
  phone: '',
  lastNameKana: '',
  firstNameKana: '',
  postalCode: '',
  prefectureOrState: '',
  streetAddress: '',
  buildingNameAndNumber: '',
  specialRequest: '',
  termsAccepted: false,
};

/** What the booking knows of a signed-in member to fill the guest form with (the member profile). */
export interface MemberContact {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  /** The brand the member belongs to (membership is a brand's); absent when not known. */
  brandId?: number | null;
}

/**
 * Whether the signed-in member is a member at this hotel: of its brand (or either brand not known).
 * A member signed in on the travel-agency site at a partner brand's facility is not: they book
 * there as a guest, and the hotel's member profile and saved cards are not theirs to ask for.
 */
export function isMemberAtHotel(member: MemberContact | null, hotelBrandId: number | null): boolean {
  if (!member) return false;
  return hotelBrandId === null || member.brandId == null || member.brandId === hotelBrandId;
}

/**
 * The guest form with a signed-in member's name, e-mail (and its confirmation) and phone in the
 * fields still empty: whatever the guest typed stays.
 */
export function prefilledGuest(guest: GuestForm, member: MemberContact | null): GuestForm {
  if (!member) return guest;
  const fill = (typed: string, known: string | null | undefined) => (typed.trim() === '' && known ? known : typed);
  return {
    ...guest,
    firstName: fill(guest.firstName, member.firstName),
    lastName: fill(guest.lastName, member.lastName),
    email: fill(guest.email, member.email),
    emailConfirmation:
      guest.email.trim() === '' ? fill(guest.emailConfirmation, member.email) : guest.emailConfirmation,
    phone: fill(guest.phone, member.phone),
  };
}
