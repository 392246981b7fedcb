import type { Failure } from '../failure';
import type { LotteryEntryFieldsFragment, LotteryEventFieldsFragment } from '../graphql/graphql';

export type LotteryEvent = LotteryEventFieldsFragment;
export type LotteryEntry = LotteryEntryFieldsFragment;

export type LotteryEntryField =
  'checkinDate' | 'checkoutDate' | 'adults' | 'firstName' | 'lastName' | 'email' | 'phone';
export type LotteryEntryForm = Record<LotteryEntryField, string>;
export type LotteryFieldError =
  | 'required'
  | 'email_invalid'
  | 'phone_invalid'
  | 'adults_invalid'
  | 'date_invalid'
  | 'outside_event'
  | 'nights_out_of_range';

export interface LotteryEntryInput {
  hotelCode: string;
  /** lottery_event from the lottery link; null when the link has none. */
  eventUuid: string | null;
  /** lottery_access_token from the lottery link. */
  accessToken: string | null;
  /** Prefilled from the signed-in member. */
  guest: { firstName: string; lastName: string; email: string };
}

export interface LotteryEntryContext {
  hotelCode: string;
  eventUuid: string | null;
  accessToken: string | null;
  event: LotteryEvent | null;
  form: LotteryEntryForm;
  formErrors: Partial<Record<LotteryEntryField, LotteryFieldError>>;
  failure: Failure | null;
  entry: LotteryEntry | null;
  /** Entries in progress in other lotteries that starting this one cancels after consent (SPEC.md section 4). */
  inProgress: LotteryEntry[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9]{6,20}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function nightsOf(checkin: string, checkout: string): number {
  return Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / DAY_MS);
}

/**
 * SPEC.md section 5: required fields, a valid e-mail, a phone of digits and +, and "Lottery": the
 * stay within the event's dates and its minimum and maximum nights. The API checks all of it again.
 */
export function lotteryFormErrors(
  form: LotteryEntryForm,
  event: LotteryEvent | null,
): LotteryEntryContext['formErrors'] {
  const errors: LotteryEntryContext['formErrors'] = {};
  for (const field of ['checkinDate', 'checkoutDate', 'adults', 'firstName', 'lastName', 'email', 'phone'] as const) {
    if (!form[field].trim()) errors[field] = 'required';
  }
  if (!errors.email && !EMAIL_PATTERN.test(form.email.trim())) errors.email = 'email_invalid';
  if (!errors.phone && !PHONE_PATTERN.test(form.phone.trim())) errors.phone = 'phone_invalid';
  const adults = Number(form.adults);
  if (!errors.adults && (!Number.isInteger(adults) || adults < 1 || adults > 20)) errors.adults = 'adults_invalid';
  if (!errors.checkinDate && !DATE_PATTERN.test(form.checkinDate)) errors.checkinDate = 'date_invalid';
  if (!errors.checkoutDate && !DATE_PATTERN.test(form.checkoutDate)) errors.checkoutDate = 'date_invalid';
  if (event && !errors.checkinDate && !errors.checkoutDate) {
    const nights = nightsOf(form.checkinDate, form.checkoutDate);
    if (form.checkinDate < event.stayStart || form.checkoutDate > event.stayEnd || nights < 1)
      errors.checkinDate = 'outside_event';
    else if (nights < event.minNights || nights > event.maxNights) errors.checkoutDate = 'nights_out_of_range';
  }
  return errors;
}

export function initialLotteryEntryContext(input: LotteryEntryInput): LotteryEntryContext {
  return {
    hotelCode: input.hotelCode,
    eventUuid: input.eventUuid,
    accessToken: input.accessToken,
    event: null,
    form: {
      checkinDate: '',
      checkoutDate: '',
      adults: '2',
      firstName: input.guest.firstName,
      lastName: input.guest.lastName,
      email: input.guest.email,
      phone: '',
    },
    formErrors: {},
    failure: null,
    entry: null,
    inProgress: [],
  };
}
