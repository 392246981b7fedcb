import type { CreateReservationInput, CreateReservationMutation } from '../graphql/graphql';
import type { Failure } from '../failure';
import { emptyGuestForm, type GuestErrors, type GuestForm } from './guest-form';
import type { SelectedRoom } from './selected-rooms';
import type { StayCriteria } from './reservation-request';

export type CreatedReservation = CreateReservationMutation['createReservation'];

/** What the createReservation actor receives. */
export interface CreateReservationRequest {
  hotelCode: string;
  reservation: CreateReservationInput;
  idempotencyKey: string;
}

export interface BookingInput {
  hotelCode: string;
  /** The searched stay: dates and guests. */
  criteria: StayCriteria;
  locale?: string | null;
}

export interface BookingContext {
  hotelCode: string;
  criteria: StayCriteria;
  locale: string | null;
  selection: SelectedRoom[];
  guest: GuestForm;
  guestErrors: GuestErrors;
  /**
   * Generated once per attempt and kept until what would be sent changes, so a double click or a
   * retry after a network failure sends the same key and never books twice.
   */
  idempotencyKey: string | null;
  reservation: CreatedReservation | null;
  failure: Failure | null;
}

export function initialBookingContext(input: BookingInput): BookingContext {
  return {
    hotelCode: input.hotelCode,
    criteria: input.criteria,
    locale: input.locale ?? null,
    selection: [],
    guest: { ...emptyGuestForm },
    guestErrors: {},
    idempotencyKey: null,
    reservation: null,
    failure: null,
  };
}
