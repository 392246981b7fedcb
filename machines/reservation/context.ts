import type { CancelReservationInput, CancellationReason, ReservationDetailsFragment } from '../graphql/graphql';
import type { Failure } from '../failure';
import { NO_EXTRA_NAME_FIELDS, type GuestFieldModes, type GuestNameSettings } from '../../contract/names-addresses';
import {
  draftOf,
  guestDraftOf,
  type ChangeErrors,
  type GuestDraft,
  type GuestDraftErrors,
  type ItineraryChangeDetails,
  type ItineraryDraft,
} from './reservation-changes';

export type ReservationDetails = ReservationDetailsFragment;
export type { CancellationReason };

/** The schema's CancellationReason enum, in the order the form lists it (`other` last). */
export const CANCELLATION_REASONS = [
  'change_of_plans',
  'found_another_hotel',
  'booked_by_mistake',
  'travel_restrictions',
  'illness',
  'other',
] as const satisfies readonly CancellationReason[];
// Fails to compile if the schema gains a reason the list lacks.
type MissingReason = Exclude<CancellationReason, (typeof CANCELLATION_REASONS)[number]>;
export const noMissingReason: MissingReason extends never ? true : never = true;

/** How the reservation is found: number plus e-mail, or the bypass token of the confirmation URL. */
export interface ReservationLookup {
  hotelCode: string;
  confirmationNumber: string;
  email: string;
  bypassToken: string;
}

export interface CancelReservationRequest {
  lookup: ReservationLookup;
  cancellation: CancelReservationInput;
}

/** A quote (dry run) or a commit of a shorter stay / fewer rooms; a commit carries the quoted total. */
export interface ItineraryRequest {
  lookup: ReservationLookup;
  change: ItineraryDraft;
  quotedTotalPrice: number | null;
}

export interface GuestUpdateRequest {
  lookup: ReservationLookup;
  guest: GuestDraft;
  /** Which reading and address fields the dialog asked (those it did not are left as booked). */
  modes: GuestFieldModes;
}

export type LookupField = 'confirmationNumber' | 'email';
export type FieldErrorCode = 'required';

export interface ReservationInput {
  hotelCode: string;
  /** What the hotel asks of its guests' names, kana reading and address (its booking widget settings). */
  nameSettings?: GuestNameSettings | null;
  confirmationNumber?: string | null;
  email?: string | null;
  bypassToken?: string | null;
}

export interface ReservationContext {
  lookup: ReservationLookup;
  lookupErrors: Partial<Record<LookupField, FieldErrorCode>>;
  reservation: ReservationDetails | null;
  reason: CancellationReason | null;
  details: string;
  cancellationErrors: Partial<Record<'reason' | 'details', FieldErrorCode>>;
  /** The fee shown to the guest when they confirm; sent as cancellationFeeDisplayed. */
  feeDisplayed: number | null;
  failure: Failure | null;
  /** The change the guest is composing, its client-side errors and the quote the guest reviews. */
  change: ItineraryDraft;
  changeErrors: ChangeErrors;
  quote: ItineraryChangeDetails['quote'] | null;
  guestDraft: GuestDraft;
  guestErrors: GuestDraftErrors;
  nameSettings: GuestNameSettings;
  /** What the last successful change was, for the confirmation message. */
  updated: 'itinerary' | 'guest' | null;
}

export function initialReservationContext(input: ReservationInput): ReservationContext {
  return {
    lookup: {
      hotelCode: input.hotelCode,
      confirmationNumber: input.confirmationNumber?.trim() ?? '',
      email: input.email?.trim() ?? '',
      bypassToken: input.bypassToken?.trim() ?? '',
    },
    lookupErrors: {},
    reservation: null,
    reason: null,
    details: '',
    cancellationErrors: {},
    feeDisplayed: null,
    failure: null,
    change: draftOf(null),
    changeErrors: {},
    quote: null,
    guestDraft: guestDraftOf(null),
    guestErrors: {},
    nameSettings: input.nameSettings ?? NO_EXTRA_NAME_FIELDS,
    updated: null,
  };
}

export function lookupErrors(lookup: ReservationLookup): ReservationContext['lookupErrors'] {
  const errors: ReservationContext['lookupErrors'] = {};
  if (!lookup.confirmationNumber.trim()) errors.confirmationNumber = 'required';
  if (!lookup.email.trim() && !lookup.bypassToken) errors.email = 'required';
  return errors;
}

/** A reason is required; details are required when the reason is `other`. */
export function cancellationErrors(
  reason: CancellationReason | null,
  details: string,
): ReservationContext['cancellationErrors'] {
  const errors: ReservationContext['cancellationErrors'] = {};
  if (!reason) errors.reason = 'required';
  if (reason === 'other' && !details.trim()) errors.details = 'required';
  return errors;
}
