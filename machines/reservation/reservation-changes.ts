import { Temporal } from 'temporal-polyfill';
import { ErrorCode } from '../../contract/error-codes';
import { isE164Shape } from '../../contract/phone-shape';
import {
  NO_EXTRA_NAME_FIELDS,
  guestFieldModes,
  type GuestFieldModes,
  type GuestNameSettings,
} from '../../contract/names-addresses';
import { validateGuestForm, type GuestErrorCode, type GuestFormRules } from '../booking/guest-form';
import type { ItineraryChangeFragment, ReservationDetailsFragment } from '../graphql/graphql';

/** What the guest asks to change: a shorter stay and/or rooms removed by position. */
export interface ItineraryDraft {
  checkinDate: string;
  checkoutDate: string;
  removeRoomPositions: number[];
}

export type ItineraryChangeDetails = ItineraryChangeFragment;
export type ChangeErrorCode = 'nothing_changed' | 'not_within_stay' | 'every_room_removed';
export type ChangeErrors = Partial<Record<'dates' | 'rooms', ChangeErrorCode>>;

export interface GuestDraft {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  /** The kana reading and the address, asked as the booking form asks them (the hotel's settings, the booking's language). */
  lastNameKana: string;
  firstNameKana: string;
  postalCode: string;
  prefectureOrState: string;
  streetAddress: string;
  buildingNameAndNumber: string;
}
export type GuestDraftField = keyof GuestDraft;
export type GuestDraftErrors = Partial<Record<GuestDraftField, GuestErrorCode>>;

export function draftOf(reservation: ReservationDetailsFragment | null): ItineraryDraft {
  return {
    checkinDate: reservation?.checkinDate ?? '',
    checkoutDate: reservation?.checkoutDate ?? '',
    removeRoomPositions: [],
  };
}

export function guestDraftOf(reservation: ReservationDetailsFragment | null): GuestDraft {
  const guest = reservation?.guest;
  return {
    firstName: guest?.firstName ?? '',
    lastName: guest?.lastName ?? '',
    email: guest?.email ?? '',
    emailConfirmation: guest?.email ?? '',
    phone: guest?.phone ?? '',
    lastNameKana: guest?.lastNameKana ?? '',
    firstNameKana: guest?.firstNameKana ?? '',
    postalCode: guest?.postalCode ?? '',
    prefectureOrState: guest?.prefectureOrState ?? '',
    streetAddress: guest?.streetAddress ?? '',
    buildingNameAndNumber: guest?.buildingNameAndNumber ?? '',
  };
}

/**
 * The name rules of a booked guest: the hotel's settings and the language the guest booked in (the
 * booking API checks a change against the same, not against the language the page is read in).
 */
export function bookedGuestRules(
  settings: GuestNameSettings | null,
  reservation: ReservationDetailsFragment | null,
): GuestFormRules {
  return { settings: settings ?? NO_EXTRA_NAME_FIELDS, locale: reservation?.locale ?? null };
}

/** Which reading and address fields the guest dialog shows, and how. */
export function bookedGuestModes(rules: GuestFormRules): GuestFieldModes {
  return guestFieldModes(rules.settings, rules.locale);
}

const dateOrNull = (value: string) => {
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
};

/**
 * The client's first check of SPEC.md section 5 update rules (the booking API decides): within the
 * booked stay, at least one night, something changed, at least one room kept.
 */
export function changeErrors(reservation: ReservationDetailsFragment | null, draft: ItineraryDraft): ChangeErrors {
  if (!reservation) return { dates: 'nothing_changed' };
  const errors: ChangeErrors = {};
  const checkin = dateOrNull(draft.checkinDate);
  const checkout = dateOrNull(draft.checkoutDate);
  if (
    !checkin ||
    !checkout ||
    Temporal.PlainDate.compare(checkin, Temporal.PlainDate.from(reservation.checkinDate)) < 0 ||
    Temporal.PlainDate.compare(checkout, Temporal.PlainDate.from(reservation.checkoutDate)) > 0 ||
    Temporal.PlainDate.compare(checkout, checkin) <= 0
  ) {
    errors.dates = 'not_within_stay';
  }
  if (draft.removeRoomPositions.length >= reservation.rooms.length) errors.rooms = 'every_room_removed';
  const sameDates = draft.checkinDate === reservation.checkinDate && draft.checkoutDate === reservation.checkoutDate;
  if (!errors.dates && !errors.rooms && sameDates && draft.removeRoomPositions.length === 0)
    errors.dates = 'nothing_changed';
  return errors;
}

/** SPEC.md section 5 guest rules, the same as at booking (without terms and special request). */
export function guestDraftErrors(draft: GuestDraft, rules: GuestFormRules): GuestDraftErrors {
  const {
    termsAccepted: _t,
    specialRequest: _s,
    ...errors
  } = validateGuestForm({ ...draft, specialRequest: '', termsAccepted: true }, rules);
  if (!errors.phone && !phoneTheApiTakes(draft.phone)) errors.phone = 'phone_invalid';
  return errors;
}

/**
 * The manage page sends the phone as typed, without the booking form's reading step (it does not
 * know the hotel's country): what the booking API takes, a number with its country code ("+81
 * 75-999-8877", separators allowed) or digits only.
 */
function phoneTheApiTakes(phone: string): boolean {
  const typed = phone.trim();
  return typed.startsWith('+') ? isE164Shape(typed.replace(/[ ()./-]/g, '')) : /^[0-9]+$/.test(typed);
}

/**
 * Refusals that no edit of the form can fix: the reservation itself cannot be changed online now
 * (contract/update-setting.ts); the chart shows them and reads the reservation again.
 */
export const CHANGE_REFUSAL_CODES: readonly string[] = [
  ErrorCode.alreadyCancelled,
  ErrorCode.updateDisabled,
  ErrorCode.updatePaymentPending,
  ErrorCode.updateDeadlinePassed,
  ErrorCode.updateStaffEdited,
  ErrorCode.updateCardPayment,
  ErrorCode.updateSignInRequired,
  ErrorCode.updateDifferentAccount,
];
