import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { errorOf, hasFailureCode, toFailure, type Failure } from '../failure';
import {
  cardChanged,
  emptyCardForm,
  validateCardForm,
  type CardErrors,
  type CardField,
  type CardForm,
} from '../payment/card-form';
import { notImplemented } from '../not-implemented';

/**
 * The travel agency's /confirm-reservation (SPEC.md sections 2 and 4 "Agency hand-over"): the
 * booking the widget handed over is restored (GET /api/ota/v1/temporary_storages/{id}), shown for
 * confirmation, and paid by card on the agency site (the card goes to the provider only; the API
 * books it once with traffic source booking_widget_to_tripla_ota).
 */

export interface HandedOverRoom {
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  roomPlanName: string;
  adults: number;
  children: number;
}

export interface HandedOverBooking {
  id: string;
  hotelCode: string;
  hotelName: string;
  currency: string;
  search: string;
  checkinDate: string;
  checkoutDate: string;
  rooms: HandedOverRoom[];
  guest: { firstName: string; lastName: string; email: string; phone: string };
  expectedTotalPrice: number | null;
  reservationNumber: string | null;
  /** The card provider that takes its card (the gateway names it): the card is tokenized with its browser half. */
  cardPaymentProvider: string;
}

/** The card, to the provider that takes this booking's card. */
export interface TokenizeInput {
  card: CardForm;
  provider: string | null;
}

export interface BookedReservation {
  confirmationNumber: string;
  bypassToken: string;
  status: string;
  /** Set while a 3-D Secure challenge waits. */
  transactionId: string | null;
}

export interface AgencyConfirmInput {
  /** The `id` query of /confirm-reservation; null when it is missing. */
  id: string | null;
}

export interface AgencyConfirmContext {
  id: string | null;
  booking: HandedOverBooking | null;
  card: CardForm;
  cardErrors: CardErrors;
  cardToken: string | null;
  reservation: BookedReservation | null;
  failure: Failure | null;
}

export type AgencyConfirmEvent =
  | { type: 'card.changed'; field: CardField; value: string }
  | { type: 'payment.submitted' }
  | { type: 'booking.retried' };

const cardContextOf = (context: AgencyConfirmContext) => ({
  checkout: context.booking?.checkoutDate ?? '',
  amount: context.booking?.expectedTotalPrice ?? 0,
  currency: context.booking?.currency ?? 'JPY',
});

export const agencyConfirmMachine = setup({
  types: {
    context: {} as AgencyConfirmContext,
    events: {} as AgencyConfirmEvent,
    input: {} as AgencyConfirmInput,
  },
  actors: {
    loadHandedOverBooking: fromPromise<HandedOverBooking, { id: string }>(notImplemented),
    tokenizeCard: fromPromise<string, TokenizeInput>(notImplemented),
    bookHandedOverBooking: fromPromise<BookedReservation, { id: string; cardToken: string }>(notImplemented),
  },
  actions: {
    /** The reservation's confirmation page (with its bypass token). */
    goToConfirmation: (
      _,
      _params: { hotelCode: string; confirmationNumber: string; bypassToken: string; email: string },
    ) => {},
    /** The 3-D Secure pending page of the payment. */
    goToThreeDSecure: (_, _params: { hotelCode: string; transactionId: string }) => {},
  },
  guards: {
    hasId: ({ context }) => context.id !== null && context.id.length > 0,
    alreadyBooked: ({ event }) => Boolean((event as { output?: HandedOverBooking }).output?.reservationNumber),
    cardFormValid: ({ context }) => Object.keys(validateCardForm(context.card, cardContextOf(context))).length === 0,
    isGone: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.handedOverBookingNotFound),
    awaitsChallenge: ({ event }) =>
      Boolean((event as { output?: BookedReservation }).output?.transactionId) &&
      (event as { output?: BookedReservation }).output?.status === 'payment_pending',
  },
}).createMachine({
  id: 'agencyConfirm',
  description:
    "The agency's /confirm-reservation: load the handed-over booking, confirm it, pay by card (3-D Secure when the issuer asks), then the confirmation; an expired or unknown booking leads back to the hotel's search.",
  context: ({ input }) => ({
    id: input.id,
    booking: null,
    card: emptyCardForm,
    cardErrors: {},
    cardToken: null,
    reservation: null,
    failure: null,
  }),
  initial: 'Checking',
  states: {
    Checking: {
      always: [{ guard: 'hasId', target: 'Loading' }, { target: 'Unavailable' }],
    },
    Loading: {
      description: 'GET /api/ota/v1/temporary_storages/{id}.',
      invoke: {
        id: 'loadHandedOverBooking',
        src: 'loadHandedOverBooking',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: [
          {
            guard: 'alreadyBooked',
            target: 'Booked',
            actions: assign({ booking: ({ event }) => event.output }),
          },
          { target: 'Confirming', actions: assign({ booking: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'isGone', target: 'Unavailable' },
          { target: 'LoadFailed', actions: assign({ failure: ({ event }) => toFailure(errorOf(event)) }) },
        ],
      },
    },
    LoadFailed: {
      description: 'The booking could not be read (network, server): retry.',
      on: { 'booking.retried': { target: 'Loading', actions: assign({ failure: null }) } },
    },
    Unavailable: {
      description:
        "No id, an unknown id or an expired booking: a clear message and the way back to the hotel's search.",
      type: 'final',
    },
    Confirming: {
      description: 'The hotel, stay, rooms, guests and total for confirmation, and the card form.',
      on: {
        'card.changed': {
          // A recognised number chooses its brand (and drops a brand error), as the widget's card form does.
          actions: assign(({ context, event }) => {
            const changed = cardChanged(context.card, context.cardErrors, event.field, event.value);
            return { card: changed.card, cardErrors: changed.errors, failure: null };
          }),
        },
        'payment.submitted': [
          { guard: 'cardFormValid', target: 'Tokenizing', actions: assign({ cardErrors: {}, failure: null }) },
          { actions: assign({ cardErrors: ({ context }) => validateCardForm(context.card, cardContextOf(context)) }) },
        ],
      },
    },
    Tokenizing: {
      description: 'The card goes to the payment provider only; the API gets a token.',
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({ card: context.card, provider: context.booking?.cardPaymentProvider ?? null }),
        onDone: { target: 'Paying', actions: assign({ cardToken: ({ event }) => event.output }) },
        onError: { target: 'Confirming', actions: assign({ failure: ({ event }) => toFailure(errorOf(event)) }) },
      },
    },
    Paying: {
      description:
        'POST /api/ota/v1/temporary_storages/{id}/reservation: booked once; a repeat answers the same reservation.',
      invoke: {
        id: 'bookHandedOverBooking',
        src: 'bookHandedOverBooking',
        input: ({ context }) => ({ id: context.id ?? '', cardToken: context.cardToken ?? '' }),
        onDone: [
          {
            guard: 'awaitsChallenge',
            target: 'AwaitingThreeDSecure',
            actions: assign({ reservation: ({ event }) => event.output }),
          },
          { target: 'Booked', actions: assign({ reservation: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'isGone', target: 'Unavailable' },
          {
            target: 'Confirming',
            actions: assign({ failure: ({ event }) => toFailure(errorOf(event)), cardToken: null }),
          },
        ],
      },
    },
    AwaitingThreeDSecure: {
      description:
        'The issuer asks for the 3-D Secure password: the app goes to the pending page, which finishes the payment and shows the confirmation.',
      type: 'final',
      entry: {
        type: 'goToThreeDSecure',
        params: ({ context }) => ({
          hotelCode: context.booking?.hotelCode ?? '',
          transactionId: context.reservation?.transactionId ?? '',
        }),
      },
    },
    Booked: {
      description: 'Reserved and paid (or booked before): the confirmation page of the reservation.',
      type: 'final',
      entry: {
        type: 'goToConfirmation',
        params: ({ context }) => ({
          hotelCode: context.booking?.hotelCode ?? '',
          confirmationNumber: context.reservation?.confirmationNumber ?? context.booking?.reservationNumber ?? '',
          bypassToken: context.reservation?.bypassToken ?? '',
          // A booking reserved before (another tab, a retry): its guest's e-mail opens the confirmation.
          email: context.reservation ? '' : (context.booking?.guest.email ?? ''),
        }),
      },
    },
  },
});

export type AgencyConfirmMachine = typeof agencyConfirmMachine;
