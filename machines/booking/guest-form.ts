import { regexes } from 'zod/v4/core';
import { TYPED_PHONE } from '../../contract/phone-shape';

/** SPEC.md section 5 as codes; the view shows the localized message for each code. */
export type GuestErrorCode =
  | 'required'
  | 'email_invalid'
  | 'email_mismatch'
  | 'phone_invalid'
  | 'name_not_roman'
  | 'terms_not_accepted'
  | 'special_request_too_long';

/** The booking API takes at most this many characters of special request. */
export const SPECIAL_REQUEST_MAX_LENGTH = 1000;

export interface GuestForm {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  /** Optional wishes for the hotel (arrival time, a quiet room...). */
  specialRequest: string;
  termsAccepted: boolean;
}
export type GuestField = keyof GuestForm;
export type GuestErrors = Partial<Record<GuestField, GuestErrorCode>>;

export const emptyGuestForm: GuestForm = {
  firstName: '',
  lastName: '',
  email: '',
  emailConfirmation: '',
  phone: '',
  specialRequest: '',
  termsAccepted: false,
};

/** What the booking knows of a signed-in member to fill the guest form with (the member profile). */
export interface MemberContact {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
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
    emailConfirmation: guest.email.trim() === '' ? fill(guest.emailConfirmation, member.email) : guest.emailConfirmation,
    phone: fill(guest.phone, member.phone),
  };
}

/** English / half-width Roman letters, with spaces, hyphens, apostrophes and periods between them. */
const ROMAN_NAME = /^[A-Za-z][A-Za-z .'-]*$/;
/** Digits with the separators people type ("+81 75-123-4567"); the chart then reads it into E.164 (./guest-details-states.ts). */
const PHONE = TYPED_PHONE;

/** The first check a field fails, in order: each check is [passes, error code]. */
function firstFailure(checks: [boolean, GuestErrorCode][]): GuestErrorCode | undefined {
  return checks.find(([passes]) => !passes)?.[1];
}

/**
 * Field -> the first error code of that field; an empty object means the form is valid. Text is
 * checked trimmed. Written out rather than as a zod schema, to keep zod's core off the results
 * page (the booking chart is there); the e-mail is checked with zod's own e-mail pattern.
 */
export function validateGuestForm(form: GuestForm): GuestErrors {
  const filled = (value: string) => value.trim() !== '';
  const name = (value: string) => firstFailure([[filled(value), 'required'], [ROMAN_NAME.test(value.trim()), 'name_not_roman']]);
  const found: GuestErrors = {
    firstName: name(form.firstName),
    lastName: name(form.lastName),
    email: firstFailure([[filled(form.email), 'required'], [regexes.email.test(form.email.trim()), 'email_invalid']]),
    emailConfirmation: firstFailure([[filled(form.emailConfirmation), 'required'], [form.emailConfirmation.trim() === form.email.trim(), 'email_mismatch']]),
    phone: firstFailure([[filled(form.phone), 'required'], [PHONE.test(form.phone.trim()), 'phone_invalid']]),
    specialRequest: firstFailure([[form.specialRequest.trim().length <= SPECIAL_REQUEST_MAX_LENGTH, 'special_request_too_long']]),
    termsAccepted: firstFailure([[form.termsAccepted === true, 'terms_not_accepted']]),
  };
  return Object.fromEntries(Object.entries(found).filter(([, code]) => code !== undefined)) as GuestErrors;
}

export function isGuestFormValid(form: GuestForm): boolean {
  return Object.keys(validateGuestForm(form)).length === 0;
}
