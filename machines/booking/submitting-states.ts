import { assign } from 'xstate';
import { BookingTags, bookingSetup } from './booking-setup';
import { isKoreanDomesticMethod } from './bookable-payment-methods';
import { laterSteps } from './later-steps-loader';

/**
 * The booking chart's submit: the idempotency key of the attempt, the card token, then the
 * reservation; refusals go back to the step that fixes them (a price_changed one bumps ./price-check.ts).
 */
export const submittingState = bookingSetup.createStateConfig({
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
      description:
        'The card goes to the payment provider only, which answers a token (the card number never reaches the booking API).',
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({
          provider: context.cardProvider,
          card: context.card,
          korean: isKoreanDomesticMethod(context.paymentMethod) ? context.koreanCard : null,
        }),
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
        input: ({ context }) => laterSteps().reservationRequestOf(context),
        onDone: [
          {
            guard: 'challengeRequired',
            target: '#booking.AwaitingThreeDSecure',
            actions: assign({ reservation: ({ event }) => event.output }),
          },
          { target: '#booking.Confirmed', actions: assign({ reservation: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'isSoldOut', target: '#booking.SoldOut', actions: 'recordFailure' },
          {
            guard: 'isExtrasRefusal',
            target: '#booking.EnteringGuestDetails.ChoosingExtras',
            actions: ['recordFailure', 'forgetIdempotencyKey'],
          },
          {
            // The hotel's rate moved: the quote is asked again (new revision) so the charge shown is the new one.
            guard: 'isExchangeRateUpdated',
            target: '#booking.EnteringPayment',
            actions: [
              'recordFailure',
              'forgetIdempotencyKey',
              assign({
                quotedCharge: null,
                priceCheck: ({ context }) => ({ ...context.priceCheck, revision: context.priceCheck.revision + 1 }),
              }),
            ],
          },
          {
            guard: 'isPriceChanged',
            target: '#booking.EnteringGuestDetails.EnteringGuestForm',
            actions: [
              'recordFailure',
              'forgetIdempotencyKey',
              assign({
                priceCheck: ({ context }) => ({
                  ...context.priceCheck,
                  refused: context.priceCheck.quoted,
                  revision: context.priceCheck.revision + 1,
                }),
              }),
            ],
          },
          {
            // Declined (or 3-D Secure refused, or the token already spent): the booking API cancelled this attempt and
            // charged nothing. Back to the card form with the reason; the next pay is a new attempt (new key, new token).
            guard: 'isCardDeclined',
            target: '#booking.EnteringPayment',
            actions: ['recordFailure', 'forgetIdempotencyKey', 'forgetDeclinedCard'],
          },
          {
            guard: 'isServiceUnavailable',
            target: '#booking.Failed',
            actions: ['recordFailure', 'goToServiceUnavailable'],
          },
          { guard: 'isInvalidClientSession', target: '#booking.Failed', actions: ['recordFailure', 'restartSession'] },
          { guard: 'isRetryable', target: '#booking.Failed', actions: 'recordFailure' },
          { target: '#booking.Rejected', actions: 'recordFailure' },
        ],
      },
    },
  },
});
