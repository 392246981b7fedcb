import type { CreateReservationInput, CreateReservationMutation } from '../graphql/graphql';
import type { Failure } from '../failure';
import { emptyGuestForm, type GuestErrors, type GuestForm } from './guest-form';
import { emptyCardForm, type CardErrors, type CardForm } from '../payment/card-form';
import type { SelectedRoom } from './selected-rooms';
import type { StayCriteria } from './reservation-request';

export type CreatedReservation = CreateReservationMutation['createReservation'];

/** What the createReservation actor receives. */
export interface CreateReservationRequest {
  hotelCode: string;
  reservation: CreateReservationInput;
  idempotencyKey: string;
}

/** What the tokenizeCard actor receives: the card goes to the provider only, never to the gateway. */
export interface TokenizeCardRequest {
  card: CardForm;
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
  /** The payment methods of each selected plan, as the search listed them (by room plan code). */
  planPaymentMethods: Record<string, readonly string[]>;
  /** The chosen payment method (null until the guest details step starts). */
  paymentMethod: string | null;
  card: CardForm;
  cardErrors: CardErrors;
  /** The provider token of `card` for this attempt; forgotten with the idempotency key. */
  cardToken: string | null;
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
    planPaymentMethods: {},
    paymentMethod: null,
    card: { ...emptyCardForm },
    cardErrors: {},
    cardToken: null,
  };
}
