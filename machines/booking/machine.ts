import { and, assign, fromPromise, sendTo, setup } from 'xstate';
import { ErrorCode } from '../../contract/errors';
import { hasFailureCode, isFailure, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import { initialBookingContext, type BookingContext, type BookingInput, type CreatedReservation, type CreateReservationRequest, type TokenizeCardRequest } from './context';
import { isCardMethod, isKoreanDomesticMethod, selectionPaymentMethods } from './bookable-payment-methods';
import { savedCardInput, validateKoreanCard, type SavedCardOption } from './card-choice';
import { isCardFormValid, validateCardForm, type CardContext, type CardForm } from '../payment/card-form';
import type { BookingEvent } from './events';
import { isGuestFormValid, validateGuestForm, type GuestForm } from './guest-form';
import { buildReservationInput } from './reservation-request';
import { canIncrement, decrement, increment, selectionTotal, totalRooms } from './selected-rooms';
import type { FailPageQuery } from './booking-routes';
import { mcpPaymentMethods, withMcpPayment } from '../currency/booking-currency';
import { withMemberReductions } from '../point-spending/reductions';
import { extrasQuestionsMachine } from './extras-questions/machine';
import { additionsInput, isExtrasRefusal } from './extras-questions/offer';
import { expectedTotalInput, isPriceChanged } from './price-check';

function notImplemented(): never {
  throw new Error('Not implemented: provide it with machine.provide()');
}

export const BookingTags = { Busy: 'Busy' } as const;

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
/** Failures worth retrying with the same key: nothing reached the booking API, or it was busy. */
const isRetryable = (error: unknown) =>
  !isFailure(error) || error.code === ErrorCode.network || error.status === 429 || (error.status ?? 0) >= 500;

/** The methods every selected plan takes (SPEC.md section 8: methods differing across rooms are refused). */
export const paymentMethodsOf = (context: BookingContext) => {
  const all = selectionPaymentMethods(context.selection.map((line) => context.planPaymentMethods[line.roomPlanCode] ?? []));
  // Multi-currency (machines/currency/booking-currency.ts): card payment only.
  return context.mcp ? { ...all, methods: mcpPaymentMethods(all.methods, context.mcp) } : all;
};
/** What the card must satisfy: valid through check-out, brand limit on the amount. */
export const cardContextOf = (context: BookingContext): CardContext => {
  const total = selectionTotal(context.selection);
  return { checkout: context.criteria.checkout, amount: total?.amount ?? 0, currency: total?.currency ?? 'JPY', ...(context.mcp ? { allowedBrands: context.mcp.allowedBrands } : {}) };
};

/** Paying with a saved card of the member (never for a Korean domestic card, which the issuer checks anew). */
export const usesSavedCard = (context: BookingContext) => context.savedCardId !== null && !isKoreanDomesticMethod(context.paymentMethod);
/** The birth date and PIN digits a Korean domestic card needs; nothing for other methods. */
export const koreanCardErrorsOf = (context: BookingContext) =>
  isKoreanDomesticMethod(context.paymentMethod) ? validateKoreanCard(context.koreanCard, context.criteria.checkin) : {};

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
    /** The signed-in member's saved cards for the payment step ([] for a guest). */
    loadSavedCards: fromPromise<SavedCardOption[], { hotelCode: string }>(notImplemented),
    /** The extras and additional questions step (./extras-questions), a child chart. */
    extrasQuestions: extrasQuestionsMachine,
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
    /** A saved card needs no card form; a Korean domestic card also needs the birth date and PIN digits (./card-choice.ts). */
    cardFormValid: ({ context }) =>
      usesSavedCard(context) ||
      (isCardFormValid(context.card, cardContextOf(context)) && Object.keys(koreanCardErrorsOf(context)).length === 0),
    /** Only a card of the list (or null for a new card); Korean domestic cards are always entered anew. */
    savedCardOffered: ({ context, event }) =>
      event.type === 'card.savedChosen' &&
      (event.cardId === null || (!isKoreanDomesticMethod(context.paymentMethod) && context.savedCards.some((card) => card.cardId === event.cardId))),
    needsCardToken: ({ context }) => isCardMethod(context.paymentMethod) && context.cardToken === null && !usesSavedCard(context),
    challengeRequired: ({ event }) => (event as { output?: CreatedReservation }).output?.payment?.status === 'pre_3d_secure',
    guestFormValid: ({ context }) => isGuestFormValid(context.guest),
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    isSoldOut: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.soldOut),
    /** The booking API refused the extras (1100-1106): back to the extras step with the message. */
    isExtrasRefusal: ({ event }) => isExtrasRefusal(errorOf(event)),
    /** No answer error and no upload waiting in the extras and questions (./extras-questions). */
    extrasReady: ({ context }) => context.extrasReady,
    /** Multi-currency: the rate changed since it was shown (SPEC.md section 8); the guest rechecks the new price and pays again. */
    isExchangeRateUpdated: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.exchangeRateUpdated),
    /** A promotion changed the total since it was quoted (SPEC.md section 8): recheck the new summary and confirm again. */
    isPriceChanged: ({ event }) => isPriceChanged(errorOf(event)),
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
    // Another currency (or rate) changes what would be sent: a new attempt, and a method it allows.
    'price.quoted': { actions: assign({ priceCheck: ({ context, event }) => ({ ...context.priceCheck, quoted: event.totalPrice }) }) },
    'currency.changed': { actions: [assign({ mcp: ({ event }) => event.mcp, cardErrors: {} }), 'forgetIdempotencyKey', 'choosePaymentMethod'] },
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
      description:
        'Step 0: the guest fills in name, e-mail, phone, an optional special request, picks extras and answers the additional questions (child chart ./extras-questions), and accepts the terms.',
      invoke: {
        id: 'extrasQuestions',
        src: 'extrasQuestions',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          checkin: context.criteria.checkin,
          checkout: context.criteria.checkout,
          roomPlanCodes: [...new Set(context.selection.map((line) => line.roomPlanCode))],
          labelFilters: ['all_users'],
          previous: context.additions,
          failure: isExtrasRefusal(context.failure) ? context.failure : null,
        }),
      },
      on: {
        'extras.updated': {
          actions: assign(({ context, event }) => {
            // Only a change of what would be sent makes a new attempt (a new idempotency key).
            const changed = JSON.stringify(additionsInput(context.additions)) !== JSON.stringify(additionsInput(event.draft));
            return { additions: event.draft, extrasReady: event.ready, ...(changed ? { idempotencyKey: null, cardToken: null } : {}) };
          }),
        },
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
        // Points and voucher change what would be sent: a new attempt (machines/point-spending).
        'reductions.changed': { actions: [assign({ memberReductions: ({ event }) => event.reductions }), 'forgetIdempotencyKey'] },
        'guest.submitted': [
          // Points or a voucher the member cannot use: the section says why; nothing moves on.
          { guard: ({ context }) => !context.memberReductions.valid },
          { guard: and(['guestFormValid', 'extrasReady', 'paysByCard']), target: 'EnteringPayment', actions: assign({ guestErrors: {} }) },
          { guard: and(['guestFormValid', 'extrasReady']), target: 'Submitting', actions: assign({ guestErrors: {} }) },
          {
            actions: [
              assign({ guestErrors: ({ context }) => validateGuestForm(context.guest) }),
              // The extras and questions show their own messages.
              sendTo('extrasQuestions', { type: 'step.submitted' }),
            ],
          },
        ],
        'rooms.reopened': { target: 'SelectingRooms' },
      },
    },
    EnteringPayment: {
      description: 'Step 1 (card methods): the card form of SPEC.md section 5, or a saved card of the signed-in member; the card is checked here before it goes to the provider.',
      invoke: {
        id: 'loadSavedCards',
        src: 'loadSavedCards',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: {
          actions: assign({
            savedCards: ({ event }) => event.output,
            savedCardsLoaded: true,
            // A chosen card that is gone (deleted meanwhile) is not kept.
            savedCardId: ({ context, event }) => (event.output.some((card) => card.cardId === context.savedCardId) ? context.savedCardId : null),
          }),
        },
        // No saved cards to offer (a guest, or the list did not load): the card form stays.
        onError: { actions: assign({ savedCards: [], savedCardsLoaded: false, savedCardId: null, saveCard: false }) },
      },
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
        'card.koreanChanged': {
          actions: [
            assign({
              koreanCard: ({ context, event }) => ({ ...context.koreanCard, [event.field]: event.value }),
              koreanCardErrors: ({ context, event }) => {
                const { [event.field]: _cleared, ...rest } = context.koreanCardErrors;
                return rest;
              },
              failure: null,
            }),
            'forgetIdempotencyKey',
          ],
        },
        'card.savedChosen': {
          guard: 'savedCardOffered',
          actions: [assign({ savedCardId: ({ event }) => event.cardId, cardErrors: {}, failure: null }), 'forgetIdempotencyKey'],
        },
        'card.saveToggled': { actions: [assign({ saveCard: ({ event }) => event.save }), 'forgetIdempotencyKey'] },
        'card.submitted': [
          { guard: 'cardFormValid', target: 'Submitting', actions: assign({ cardErrors: {}, koreanCardErrors: {} }) },
          {
            actions: assign({
              cardErrors: ({ context }) => validateCardForm(context.card, cardContextOf(context)),
              koreanCardErrors: ({ context }) => koreanCardErrorsOf(context),
            }),
          },
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
            input: ({ context }) => ({ card: context.card, korean: isKoreanDomesticMethod(context.paymentMethod) ? context.koreanCard : null }),
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
              reservation: withMemberReductions(withMcpPayment(
                {
                  ...buildReservationInput(context.criteria, context.selection, context.guest, context.locale, {
                    method: context.paymentMethod ?? 'on_site',
                    cardToken: context.cardToken,
                  }),
                  ...additionsInput(context.additions),
                  ...expectedTotalInput(context.priceCheck, context.additions),
                  ...savedCardInput({ savedCardId: usesSavedCard(context) ? context.savedCardId : null, saveCard: context.saveCard && context.savedCardsLoaded && !isKoreanDomesticMethod(context.paymentMethod), paysByCard: isCardMethod(context.paymentMethod) }),
                },
                context.mcp,
              ), context.memberReductions),
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            onDone: [
              { guard: 'challengeRequired', target: '#booking.AwaitingThreeDSecure', actions: assign({ reservation: ({ event }) => event.output }) },
              { target: '#booking.Confirmed', actions: assign({ reservation: ({ event }) => event.output }) },
            ],
            onError: [
              { guard: 'isSoldOut', target: '#booking.SoldOut', actions: 'recordFailure' },
              { guard: 'isExtrasRefusal', target: '#booking.EnteringGuestDetails', actions: ['recordFailure', 'forgetIdempotencyKey'] },
              { guard: 'isExchangeRateUpdated', target: '#booking.EnteringPayment', actions: ['recordFailure', 'forgetIdempotencyKey'] },
              {
                guard: 'isPriceChanged',
                target: '#booking.EnteringGuestDetails',
                actions: [
                  'recordFailure',
                  'forgetIdempotencyKey',
                  assign({ priceCheck: ({ context }) => ({ quoted: context.priceCheck.quoted, refused: context.priceCheck.quoted, revision: context.priceCheck.revision + 1 }) }),
                ],
              },
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
