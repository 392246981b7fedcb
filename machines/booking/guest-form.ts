import { z } from 'zod/mini';
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

// zod/mini, not zod: the widget's bundle carries only the parts this schema uses.
const required = () => z.string().check(z.trim(), z.minLength(1, 'required'));
const romanName = () => required().check(z.regex(ROMAN_NAME, 'name_not_roman'));

export const guestFormSchema = z
  .object({
    firstName: romanName(),
    lastName: romanName(),
    email: z.pipe(required(), z.email('email_invalid')),
    emailConfirmation: required(),
    phone: required().check(z.regex(PHONE, 'phone_invalid')),
    specialRequest: z.string().check(z.trim(), z.maxLength(SPECIAL_REQUEST_MAX_LENGTH, 'special_request_too_long')),
    termsAccepted: z.boolean().check(z.refine((accepted) => accepted, 'terms_not_accepted')),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.emailConfirmation.trim() !== form.email.trim()) {
        ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: 'email_mismatch' });
      }
    }),
  );

const codes = new Set<string>([
  'required',
  'email_invalid',
  'email_mismatch',
  'phone_invalid',
  'name_not_roman',
  'terms_not_accepted',
  'special_request_too_long',
]);

/** Field -> the first error code of that field; an empty object means the form is valid. */
export function validateGuestForm(form: GuestForm): GuestErrors {
  const result = guestFormSchema.safeParse(form);
  if (result.success) return {};
  const errors: GuestErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GuestField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = (codes.has(issue.message) ? issue.message : 'required') as GuestErrorCode;
  }
  return errors;
}

export function isGuestFormValid(form: GuestForm): boolean {
  return Object.keys(validateGuestForm(form)).length === 0;
}
