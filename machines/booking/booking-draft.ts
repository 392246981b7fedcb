import type { Failure } from '../failure';
import { isFailure } from '../failure';
import type { GuestForm } from './guest-form';
import type { SelectedRoom } from './selected-rooms';
import type { StayCriteria } from './reservation-request';
import type { ExtrasDraft } from './extras-questions/offer';
import { stayRoomsKey } from '../search/criteria-breadth';

/** SPEC.md section 9: saved browsing state is kept 10 minutes. */
export const BOOKING_DRAFT_LIFETIME_MS = 10 * 60 * 1000;

/** The step a booking in progress is on when it is saved (and where it resumes). */
export type DraftStep = 'rooms' | 'extras' | 'guest' | 'payment';

/**
 * What the booking chart saves of a booking in progress, so a reload, the browser's Back or a
 * 3-D Secure failure resumes it: the search, the chosen rooms, the typed guest details, the chosen
 * method, the extras picks and the card holder's name. Never a card number, expiry or security code.
 */
export interface BookingDraftFields {
  step: DraftStep;
  hotelCode: string;
  locale: string | null;
  criteria: StayCriteria;
  selection: SelectedRoom[];
  planPaymentMethods: Record<string, readonly string[]>;
  paymentMethod: string | null;
  guest: GuestForm;
  additions: ExtrasDraft | null;
  holderName: string;
}

/** As stored: when it was saved, the flow's query string, and a card failure to show on the card form (3-D Secure). */
export interface BookingDraft extends BookingDraftFields {
  savedAt: number;
  /** The search query of the flow's pages (`?code=...&checkin=...`), to come back to them. */
  query: string;
  failure: Failure | null;
}

export const bookingDraftKey = (hotelCode: string) => `booking-draft:${hotelCode}`;

/** The stay fields that must agree for a saved booking to belong to the search being shown. */
const stayKey = (criteria: StayCriteria) =>
  JSON.stringify([criteria.checkin, criteria.checkout, criteria.adults, criteria.children, stayRoomsKey(criteria)]);

/** The same stay and the same searched code: a search that finds it again changes nothing of the booking. */
export const sameStayCriteria = (a: StayCriteria, b: StayCriteria) =>
  stayKey(a) === stayKey(b) &&
  (a.promoCode ?? '') === (b.promoCode ?? '') &&
  (a.couponCode ?? '') === (b.couponCode ?? '');

const isStep = (value: unknown): value is DraftStep =>
  value === 'rooms' || value === 'extras' || value === 'guest' || value === 'payment';

/** Reads a stored draft; anything malformed, of another hotel or older than 10 minutes is no draft. */
export function parseBookingDraft(raw: string | null, hotelCode: string, now: number): BookingDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Partial<BookingDraft>;
  if (draft.hotelCode !== hotelCode || !isStep(draft.step) || typeof draft.savedAt !== 'number') return null;
  if (now - draft.savedAt > BOOKING_DRAFT_LIFETIME_MS || draft.savedAt > now + 60_000) return null;
  if (
    !Array.isArray(draft.selection) ||
    typeof draft.guest !== 'object' ||
    draft.guest === null ||
    typeof draft.criteria !== 'object' ||
    draft.criteria === null
  )
    return null;
  return {
    ...(draft as BookingDraft),
    query: typeof draft.query === 'string' ? draft.query : '',
    holderName: typeof draft.holderName === 'string' ? draft.holderName : '',
    failure: isFailure(draft.failure) ? draft.failure : null,
  };
}

/** The draft resumes only the same search in the same language (a new locale or other dates start afresh). */
export function draftFits(
  draft: BookingDraft,
  expected: { hotelCode: string; locale: string | null; criteria: StayCriteria },
): boolean {
  return (
    draft.hotelCode === expected.hotelCode &&
    draft.locale === expected.locale &&
    stayKey(draft.criteria) === stayKey(expected.criteria)
  );
}

/** The storage the app keeps drafts in (sessionStorage: one tab's booking, gone with the tab). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function saveBookingDraft(
  storage: DraftStorage,
  fields: BookingDraftFields,
  context: { now: number; query: string; failure?: Failure | null },
) {
  // Nothing chosen: nothing to resume.
  if (fields.step === 'rooms' && fields.selection.length === 0) {
    storage.removeItem(bookingDraftKey(fields.hotelCode));
    return;
  }
  const draft: BookingDraft = {
    ...fields,
    savedAt: context.now,
    query: context.query,
    failure: context.failure ?? null,
  };
  try {
    storage.setItem(bookingDraftKey(fields.hotelCode), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the booking goes on, only a reload will not resume it.
  }
}

/** A card failure after the booking chart handed the payment over (3-D Secure): the card form shows it on return. */
export function markDraftDeclined(
  storage: DraftStorage,
  hotelCode: string,
  now: number,
  failure: Failure,
): BookingDraft | null {
  const draft = parseBookingDraft(storage.getItem(bookingDraftKey(hotelCode)), hotelCode, now);
  if (!draft || draft.step !== 'payment') return null;
  const declined: BookingDraft = { ...draft, savedAt: now, failure };
  storage.setItem(bookingDraftKey(hotelCode), JSON.stringify(declined));
  return declined;
}

export function forgetBookingDraft(storage: DraftStorage, hotelCode: string) {
  storage.removeItem(bookingDraftKey(hotelCode));
}
