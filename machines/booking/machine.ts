import { and, assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/errors';
import { hasFailureCode, isFailure, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import { initialBookingContext, type BookingContext, type BookingInput, type CreatedReservation, type CreateReservationRequest, type TokenizeCardRequest } from './context';
import { isCardMethod, selectionPaymentMethods } from './bookable-payment-methods';
import { isCardFormValid, validateCardForm, type CardContext, type CardForm } from '../payment/card-form';
import type { BookingEvent } from './events';
import { isGuestFormValid, validateGuestForm, type GuestForm } from './guest-form';
import { buildReservationInput } from './reservation-request';
import { canIncrement, decrement, increment, selectionTotal, totalRooms } from './selected-rooms';
import type { FailPageQuery } from './booking-routes';

function notImplemented(): never {
  throw new Error('Not implemented: provide it with machine.provide()');
}

export const BookingTags = { Busy: 'Busy' } as const;

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
/** Failures worth retrying with the same key: nothing reached the booking API, or it was busy. */
const isRetryable = (error: unknown) =>
  !isFailure(error) || error.code === ErrorCode.network || error.status === 429 || (error.status ?? 0) >= 500;

/** The methods every selected plan takes (SPEC.md section 8: methods differing across rooms are refused). */
export const paymentMethodsOf = (context: BookingContext) =>
  selectionPaymentMethods(context.selection.map((line) => context.planPaymentMethods[line.roomPlanCode] ?? []));
/** What the card must satisfy: valid through check-out, brand limit on the amount. */
export const cardContextOf = (context: BookingContext): CardContext => {
  const total = selectionTotal(context.selection);
  return { checkout: context.criteria.checkout, amount: total?.amount ?? 0, currency: total?.currency ?? 'JPY' };
};

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    tags: {} as (typeof BookingTags)[keyof typeof BookingTags],
  },
  actors: {
    /** The injected id generator (crypto.randomUUID in the app). */
    generateIdempotencyKey: fromPromise<string, void>(notImplemented),
    createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(notImplemented),
    /** The card to the payment provider's tokenization (never through the gateway); resolves to the token. */
    tokenizeCard: fromPromise<string, TokenizeCardRequest>(notImplemented),
  },
  actions: {
    goToConfirmation: (_, _params: { confirmationNumber: string; bypassToken: string }) => {},
    goToFailurePage: (_, _params: FailPageQuery) => {},
    /** Back to /booking/result to choose another room. */
    goToSearch: () => {},
    goToServiceUnavailable: () => {},
    /** The 3-D Secure pending page of the payment (/reservation/3ds-pending). */
    goToThreeDSecure: (_, _params: { transactionId: string }) => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    /** What is sent changes, so the next attempt is a new one with a new key. */
    forgetIdempotencyKey: assign({ idempotencyKey: null, cardToken: null }),
    /** Keeps the chosen method if the selection still takes it, else the first one it takes. */
    choosePaymentMethod: assign({
      paymentMethod: ({ context }) => {
        const { methods } = paymentMethodsOf(context);
        return context.paymentMethod && methods.includes(context.paymentMethod) ? context.paymentMethod : (methods[0] ?? null);
      },
    }),
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    /** Within the room type's free rooms, and only plans the widget can book (BOOKABLE_PAYMENT_METHODS). */
    canIncrement: ({ context, event }) =>
      event.type === 'room.incremented' && canIncrement(context.selection, event.offer, context.criteria.rooms),
    hasSelection: ({ context }) => totalRooms(context.selection) > 0 && !paymentMethodsOf(context).differ,
    methodAllowed: ({ context, event }) =>
      event.type === 'payment.methodChosen' && paymentMethodsOf(context).methods.includes(event.method),
    paysByCard: ({ context }) => isCardMethod(context.paymentMethod),
    cardFormValid: ({ context }) => isCardFormValid(context.card, cardContextOf(context)),
    needsCardToken: ({ context }) => isCardMethod(context.paymentMethod) && context.cardToken === null,
    challengeRequired: ({ event }) => (event as { output?: CreatedReservation }).output?.payment?.status === 'pre_3d_secure',
    guestFormValid: ({ context }) => isGuestFormValid(context.guest),
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    isSoldOut: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.soldOut),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
    isRetryable: ({ event }) => isRetryable(errorOf(event)),
  },
}).createMachine({
  id: 'booking',
  description:
    'Booking (SPEC.md section 4): rooms, guest details (step 0), for card methods payment (step 1) with 3-D Secure, confirmation (step 2); paying at the hotel or later: guest details (0), confirmation (1).',
  context: ({ input }) => initialBookingContext(input),
  initial: 'SelectingRooms',
  on: {
    'criteria.updated': {
      target: '.SelectingRooms',
      actions: [assign({ criteria: ({ event }) => event.criteria, selection: [] }), 'forgetIdempotencyKey'],
    },
  },
  states: {
    SelectingRooms: {
      description:
        'The guest picks plans and how many rooms of each (every room holds the searched guests), within the free rooms of each type; plans the widget cannot book are refused.',
      on: {
        'room.incremented': {
          guard: 'canIncrement',
          actions: [
            assign({
              selection: ({ context, event }) => increment(context.selection, event.offer, context.criteria.rooms),
              planPaymentMethods: ({ context, event }) => ({ ...context.planPaymentMethods, [event.offer.roomPlanCode]: event.offer.paymentMethods }),
            }),
            'forgetIdempotencyKey',
          ],
        },
        'room.decremented': {
          actions: [assign({ selection: ({ context, event }) => decrement(context.selection, event) }), 'forgetIdempotencyKey'],
        },
        'rooms.cleared': { actions: [assign({ selection: [] }), 'forgetIdempotencyKey'] },
        'booking.started': { guard: 'hasSelection', target: 'EnteringGuestDetails', actions: 'choosePaymentMethod' },
      },
    },
    EnteringGuestDetails: {
      description: 'Step 0: the guest fills in name, e-mail, phone, an optional special request, and accepts the terms.',
      on: {
        'guest.changed': {
          actions: [
            assign({
              guest: ({ context, event }): GuestForm =>
                event.field === 'termsAccepted'
                  ? { ...context.guest, termsAccepted: event.value === true }
                  : { ...context.guest, [event.field]: String(event.value) },
              guestErrors: ({ context, event }) => {
                const { [event.field]: _cleared, ...rest } = context.guestErrors;
                return rest;
              },
            }),
            'forgetIdempotencyKey',
          ],
        },
        'payment.methodChosen': {
          guard: 'methodAllowed',
          actions: [assign({ paymentMethod: ({ event }) => event.method, failure: null }), 'forgetIdempotencyKey'],
        },
        'guest.submitted': [
          { guard: and(['guestFormValid', 'paysByCard']), target: 'EnteringPayment', actions: assign({ guestErrors: {} }) },
          { guard: 'guestFormValid', target: 'Submitting', actions: assign({ guestErrors: {} }) },
          { actions: assign({ guestErrors: ({ context }) => validateGuestForm(context.guest) }) },
        ],
        'rooms.reopened': { target: 'SelectingRooms' },
      },
    },
    EnteringPayment: {
      description: 'Step 1 (card methods): the card form of SPEC.md section 5; the card is checked here before it goes to the provider.',
      on: {
        'card.changed': {
          actions: [
            assign({
              card: ({ context, event }): CardForm => ({ ...context.card, [event.field]: event.value }),
              cardErrors: ({ context, event }) => {
                const { [event.field]: _cleared, ...rest } = context.cardErrors;
                return rest;
              },
              failure: null,
            }),
            'forgetIdempotencyKey',
          ],
        },
        'card.submitted': [
          { guard: 'cardFormValid', target: 'Submitting', actions: assign({ cardErrors: {} }) },
          { actions: assign({ cardErrors: ({ context }) => validateCardForm(context.card, cardContextOf(context)) }) },
        ],
        'payment.reopened': { target: 'EnteringGuestDetails', actions: assign({ failure: null }) },
      },
    },
    Submitting: {
      description: 'Sends the reservation once; a second submit meanwhile is ignored.',
      tags: [BookingTags.Busy],
      initial: 'CheckingIdempotencyKey',
      entry: assign({ failure: null }),
      states: {
        CheckingIdempotencyKey: {
          description: 'Keeps the key of this attempt, or makes one for a new attempt.',
          always: [{ guard: 'hasIdempotencyKey', target: 'CheckingCardToken' }, { target: 'GeneratingIdempotencyKey' }],
        },
        GeneratingIdempotencyKey: {
          description: 'Asks the injected id generator for the key of this attempt.',
          invoke: {
            id: 'generateIdempotencyKey',
            src: 'generateIdempotencyKey',
            onDone: { target: 'CheckingCardToken', actions: assign({ idempotencyKey: ({ event }) => event.output }) },
            onError: { target: '#booking.Failed', actions: 'recordFailure' },
          },
        },
        CheckingCardToken: {
          description: 'Card methods need the provider token of the card for this attempt; a retry keeps it.',
          always: [{ guard: 'needsCardToken', target: 'TokenizingCard' }, { target: 'SendingReservation' }],
        },
        TokenizingCard: {
          description: 'The card goes to the payment provider only, which answers a token (the card number never reaches the booking API).',
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            input: ({ context }) => ({ card: context.card }),
            onDone: { target: 'SendingReservation', actions: assign({ cardToken: ({ event }) => event.output }) },
            onError: [
              { guard: 'isRetryable', target: '#booking.Failed', actions: 'recordFailure' },
              // The provider refused the card (3004 number, 3005 expiry, 3007 brand): fix it and pay again.
              { target: '#booking.EnteringPayment', actions: 'recordFailure' },
            ],
          },
        },
        SendingReservation: {
          description: 'The gateway books the rooms, paying at the hotel, under the idempotency key.',
          invoke: {
            id: 'createReservation',
            src: 'createReservation',
            input: ({ context }) => ({
              hotelCode: context.hotelCode,
              reservation: buildReservationInput(context.criteria, context.selection, context.guest, context.locale, {
                method: context.paymentMethod ?? 'on_site',
                cardToken: context.cardToken,
              }),
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            onDone: [
              { guard: 'challengeRequired', target: '#booking.AwaitingThreeDSecure', actions: assign({ reservation: ({ event }) => event.output }) },
              { target: '#booking.Confirmed', actions: assign({ reservation: ({ event }) => event.output }) },
            ],
            onError: [
              { guard: 'isSoldOut', target: '#booking.SoldOut', actions: 'recordFailure' },
              { guard: 'isServiceUnavailable', target: '#booking.Failed', actions: ['recordFailure', 'goToServiceUnavailable'] },
              { guard: 'isInvalidClientSession', target: '#booking.Failed', actions: ['recordFailure', 'restartSession'] },
              { guard: 'isRetryable', target: '#booking.Failed', actions: 'recordFailure' },
              { target: '#booking.Rejected', actions: 'recordFailure' },
            ],
          },
        },
      },
    },
    AwaitingThreeDSecure: {
      description:
        'The card needs 3-D Secure: the reservation is held (payment_pending) and the app goes to the 3-D Secure pending page, whose payment chart finishes it.',
      entry: {
        type: 'goToThreeDSecure',
        params: ({ context }) => ({ transactionId: context.reservation?.payment?.transactionId ?? '' }),
      },
    },
    Confirmed: {
      description: 'Booked (step 1, or step 2 after the payment step); the app shows the confirmation page of the new number.',
      entry: {
        type: 'goToConfirmation',
        params: ({ context }) => ({
          confirmationNumber: context.reservation?.confirmationNumber ?? '',
          bypassToken: context.reservation?.bypassToken ?? '',
        }),
      },
    },
    SoldOut: {
      description: 'Someone booked the last room first (1004); the guest may search again.',
      on: {
        'search.restarted': {
          target: 'SelectingRooms',
          actions: [assign({ selection: [], failure: null }), 'forgetIdempotencyKey', 'goToSearch'],
        },
      },
    },
    Failed: {
      description: 'The request did not get through (network, busy, session); retrying reuses the same key.',
      on: {
        'booking.retried': { target: 'Submitting' },
        'guest.reopened': { target: 'EnteringGuestDetails' },
      },
    },
    Rejected: {
      description:
        'The booking API refused the reservation (or the payment failed and it was cancelled); the app shows the failure page for the code. A new submit is a new attempt with a new key.',
      exit: 'forgetIdempotencyKey',
      entry: {
        type: 'goToFailurePage',
        params: ({ context }) => ({
          code: context.hotelCode,
          checkin: context.criteria.checkin,
          checkout: context.criteria.checkout,
          adults: context.criteria.adults,
          errorCode: context.failure?.code ?? '',
          error: context.failure?.title ?? '',
        }),
      },
      on: {
        'guest.reopened': { target: 'EnteringGuestDetails' },
        'search.restarted': {
          target: 'SelectingRooms',
          actions: [assign({ selection: [], failure: null }), 'forgetIdempotencyKey', 'goToSearch'],
        },
      },
    },
  },
});

export type BookingMachine = typeof bookingMachine;
