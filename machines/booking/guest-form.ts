import { EMAIL_SHAPE } from '../../contract/email-shape';
import { TYPED_PHONE } from '../../contract/phone-shape';
import {
  NO_EXTRA_NAME_FIELDS,
  guestFieldModes,
  guestNameAddressProblems,
  guestNameScripts,
  type GuestFieldModes,
  type GuestNameAddressField,
  type GuestNameSettings,
  type NameAddressProblem,
} from '../../contract/names-addresses';
import { SPECIAL_REQUEST_MAX_LENGTH, type GuestField, type GuestForm } from './guest-form-shape';

export * from './guest-form-shape';

/** SPEC.md section 5 as codes; the view shows the localized message for each code. */
export type GuestErrorCode =
  | NameAddressProblem
  | 'required'
  | 'email_invalid'
  | 'email_mismatch'
  | 'phone_invalid'
  | 'terms_not_accepted'
  | 'special_request_too_long';
export type GuestErrors = Partial<Record<GuestField, GuestErrorCode>>;

/**
 * What decides the name, kana and address rules: the hotel's settings and the booking's language
 * (the booking API applies the same, contract/names-addresses.ts).
 */
export interface GuestFormRules {
  settings: GuestNameSettings;
  locale: string | null;
}
export const ROMAN_NAMES_ONLY: GuestFormRules = { settings: NO_EXTRA_NAME_FIELDS, locale: null };

/** The rules of a booking's guest form: its hotel's settings and its language. */
export function guestFormRules(context: { nameSettings: GuestNameSettings; locale: string | null }): GuestFormRules {
  return { settings: context.nameSettings, locale: context.locale };
}

/** Which reading and address fields the form shows and how (do_not_ask, optional, required). */
export function guestFormModes(rules: GuestFormRules): GuestFieldModes {
  return guestFieldModes(rules.settings, rules.locale);
}

/** Which letters the names take, for the hint above them: English only, English or the language's script, or kanji and kana. */
export type NamesLetters = 'roman' | 'script' | 'kanji_kana';
export function guestNamesLetters(rules: GuestFormRules): NamesLetters {
  const scripts = guestNameScripts(rules.settings, rules.locale);
  return scripts.includes('kanji_kana') ? 'kanji_kana' : scripts.length > 1 ? 'script' : 'roman';
}

/** Digits with the separators people type ("+81 75-123-4567"); the chart then reads it into E.164 (./guest-details-states.ts). */
const PHONE = TYPED_PHONE;

/** The first check a field fails, in order: each check is [passes, error code]. */
function firstFailure(checks: [boolean, GuestErrorCode][]): GuestErrorCode | undefined {
  return checks.find(([passes]) => !passes)?.[1];
}

/** The form's fields by the booking API's names of them. */
const NAME_ADDRESS_FIELDS: Record<GuestNameAddressField, GuestField> = {
  last_name: 'lastName',
  first_name: 'firstName',
  last_name_kana: 'lastNameKana',
  first_name_kana: 'firstNameKana',
  postal_code: 'postalCode',
  prefecture_or_state: 'prefectureOrState',
  street_address: 'streetAddress',
  building_name_and_number: 'buildingNameAndNumber',
};

/** The names, reading and address as the booking API takes them. */
export function guestNameAddress(form: GuestForm) {
  return Object.fromEntries(
    Object.entries(NAME_ADDRESS_FIELDS).map(([api, field]) => [api, String(form[field] ?? '')]),
  ) as Record<GuestNameAddressField, string>;
}

/**
 * Field -> the first error code of that field; an empty object means the form is valid. Text is
 * checked trimmed. Written out rather than as a zod schema, to keep zod off the results page (the
 * booking chart is there); the e-mail is checked with zod's own e-mail pattern (contract/email-shape.ts). Names,
 * kana readings and the address follow the booking API's own rules (contract/names-addresses.ts).
 */
export function validateGuestForm(form: GuestForm, rules: GuestFormRules = ROMAN_NAMES_ONLY): GuestErrors {
  const filled = (value: string) => value.trim() !== '';
  const found: GuestErrors = {
    email: firstFailure([
      [filled(form.email), 'required'],
      [EMAIL_SHAPE.test(form.email.trim()), 'email_invalid'],
    ]),
    emailConfirmation: firstFailure([
      [filled(form.emailConfirmation), 'required'],
      [form.emailConfirmation.trim() === form.email.trim(), 'email_mismatch'],
    ]),
    phone: firstFailure([
      [filled(form.phone), 'required'],
      [PHONE.test(form.phone.trim()), 'phone_invalid'],
    ]),
    specialRequest: firstFailure([
      [form.specialRequest.trim().length <= SPECIAL_REQUEST_MAX_LENGTH, 'special_request_too_long'],
    ]),
    termsAccepted: firstFailure([[form.termsAccepted === true, 'terms_not_accepted']]),
  };
  const names = guestNameAddressProblems(guestNameAddress(form), rules.settings, rules.locale);
  for (const [api, problem] of Object.entries(names))
    found[NAME_ADDRESS_FIELDS[api as GuestNameAddressField]] = problem;
  return Object.fromEntries(Object.entries(found).filter(([, code]) => code !== undefined)) as GuestErrors;
}

/**
 * The form's messages under new rules (another booking language): the name, reading and address
 * fields the guest has typed or was told about are checked again, so a name that the new language
 * does not take says so at once, and a message the new rules no longer give goes; the other
 * fields keep theirs.
 */
export function revalidatedForRules(form: GuestForm, errors: GuestErrors, rules: GuestFormRules): GuestErrors {
  const again = validateGuestForm(form, rules);
  const next: GuestErrors = { ...errors };
  for (const field of Object.values(NAME_ADDRESS_FIELDS)) {
    delete next[field];
    const typed = String(form[field] ?? '').trim() !== '';
    if ((typed || errors[field]) && again[field]) next[field] = again[field];
  }
  return next;
}

export function isGuestFormValid(form: GuestForm, rules: GuestFormRules = ROMAN_NAMES_ONLY): boolean {
  return Object.keys(validateGuestForm(form, rules)).length === 0;
}
