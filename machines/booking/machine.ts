import { and, assign, not } from 'xstate';
import { initialBookingContext } from './context';
import { emptyGuestForm, prefilledGuest } from './guest-form-shape';
import { decrement, increment } from './selected-rooms';
import { paymentMethodsOf, usesSavedCard } from './payment-choice';
import { BookingTags, bookingSetup, keepDraftAt } from './booking-setup';
import { enteringGuestDetailsState } from './guest-details-states';
import { enteringPaymentState } from './payment-states';
import { submittingState } from './submitting-states';
import { withQuote } from './price-check-state';
import { sameStayCriteria } from './booking-draft';
import { laterStepsLoaded } from './later-steps-loader';

// The setup (types, actor stubs, named actions and guards) is ./booking-setup.ts; the longer steps are
// state configs typed on it. Re-exported for the selectors and tests that import them from here.
export { BookingTags };
export { paymentMethodsOf, usesSavedCard };

export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  description:
    'Booking (SPEC.md section 4): rooms, guest details (step 0), for card methods payment (step 1) with 3-D Secure, confirmation (step 2); paying at the hotel or later: guest details (0), confirmation (1).',
  // A chart created after the later steps' code was loaded (a second booking in the tab, a test) passes LoadingSteps at once.
  context: ({ input }) => initialBookingContext({ laterStepsLoaded: laterStepsLoaded(), ...input }),
  initial: 'Resuming',
  // The sign-in chart's member and the browser's Back and Forward reach the chart as events (./booking-setup.ts).
  invoke: [
    { id: 'watchMember', src: 'watchMember' },
    { id: 'watchHistory', src: 'watchHistory' },
  ],
  on: {
    // Another currency (or rate) changes what would be sent: a new attempt, and a method it allows.
    'charge.quoted': { actions: assign({ quotedCharge: ({ event }) => event.charge }) },
    'price.quoted': { actions: assign({ priceCheck: ({ context, event }) => withQuote(context.priceCheck, event) }) },
    'extras.quoteDue': { actions: 'quoteExtras' },
    // Another UI language: the booking is made in it (its e-mails too), and the names follow its rules at once.
    'locale.changed': {
      guard: ({ context, event }) => event.locale !== context.locale,
      actions: [{ type: 'followLocale', params: ({ event }) => ({ locale: event.locale }) }, 'forgetIdempotencyKey'],
    },
    // A member's details fill the fields the guest has not typed (the profile, with the phone, on the guest step).
    'member.changed': {
      actions: assign({
        member: ({ event }) => event.member,
        // Signing out forgets the member's details (SPEC.md section 4 "Logout" clears the booking guest).
        guest: ({ context, event }) =>
          event.member
            ? prefilledGuest(context.guest, event.member)
            : context.member
              ? { ...emptyGuestForm }
              : context.guest,
      }),
    },
    'currency.changed': {
      actions: [
        assign({ mcp: ({ event }) => event.mcp, cardErrors: {} }),
        'forgetIdempotencyKey',
        'choosePaymentMethod',
      ],
    },
    'criteria.updated': {
      // The search found the booking's own stay again (a reload of a resumed booking): nothing changes.
      guard: ({ context, event }) => !sameStayCriteria(context.criteria, event.criteria),
      target: '.SelectingRooms',
      actions: [
        assign({ criteria: ({ event }) => event.criteria, selection: [] }),
        'forgetIdempotencyKey',
        keepDraftAt('rooms'),
      ],
    },
  },
  states: {
    Resuming: {
      description:
        "A booking saved in this tab less than 10 minutes ago for the same search and language (a reload, the browser's Back, a return from 3-D Secure) goes back to its step with its rooms and typed details; otherwise the room choice.",
      always: [{ guard: 'resumesPastRooms', target: 'LoadingSteps' }, { target: 'SelectingRooms' }],
    },
    SelectingRooms: {
      description:
        'The guest picks plans and how many rooms of each (every room holds the searched guests), within the free rooms of each type; plans the widget cannot book are refused.',
      entry: assign({ resumeStep: null }),
      on: {
        'room.incremented': {
          guard: 'canIncrement',
          actions: [
            assign({
              selection: ({ context, event }) => increment(context.selection, event.offer, context.criteria.rooms),
              planPaymentMethods: ({ context, event }) => ({
                ...context.planPaymentMethods,
                [event.offer.roomPlanCode]: event.offer.paymentMethods,
              }),
            }),
            'forgetIdempotencyKey',
            keepDraftAt('rooms'),
            'prepareLaterSteps',
          ],
        },
        'room.decremented': {
          actions: [
            assign({ selection: ({ context, event }) => decrement(context.selection, event) }),
            'forgetIdempotencyKey',
            keepDraftAt('rooms'),
          ],
        },
        'rooms.cleared': { actions: [assign({ selection: [] }), 'forgetIdempotencyKey', keepDraftAt('rooms')] },
        // The rooms chosen stay chosen in another language, and a reload after the switch resumes them.
        'locale.changed': {
          guard: ({ context, event }) => event.locale !== context.locale,
          actions: [
            { type: 'followLocale', params: ({ event }) => ({ locale: event.locale }) },
            'forgetIdempotencyKey',
            keepDraftAt('rooms'),
          ],
        },
        'booking.started': { guard: 'hasSelection', target: 'LoadingSteps', actions: 'choosePaymentMethod' },
      },
    },
    LoadingSteps: {
      description:
        'The code of the extras, guest and payment steps (./later-steps.ts, with the extras chart and the card checks) is not part of the results page: it is fetched when a room is chosen, and waited for here (a spinner) when it is not there yet; then the step the guest starts or resumes.',
      tags: [BookingTags.Busy],
      always: [
        { guard: and(['laterStepsLoaded', 'resumesOnPayment', 'paysByCard']), target: 'EnteringPayment' },
        { guard: 'laterStepsLoaded', target: 'EnteringGuestDetails' },
      ],
      invoke: {
        id: 'loadLaterSteps',
        src: 'loadLaterSteps',
        onDone: { actions: assign({ laterStepsLoaded: true }) },
        // Offline (or a new release replaced the code): the guest may try again.
        onError: { target: 'Failed', actions: 'recordFailure' },
      },
      on: { 'rooms.reopened': { target: 'SelectingRooms' } },
    },
    EnteringGuestDetails: enteringGuestDetailsState,
    EnteringPayment: enteringPaymentState,
    Submitting: submittingState,
    AwaitingThreeDSecure: {
      description:
        'The card needs 3-D Secure: the reservation is held (payment_pending) and the app goes to the 3-D Secure pending page, whose payment chart finishes it. The booking stays saved: a failed challenge comes back to the card form.',
      entry: [
        keepDraftAt('payment'),
        {
          type: 'goToThreeDSecure',
          params: ({ context }) => ({ transactionId: context.reservation?.payment?.transactionId ?? '' }),
        },
      ],
    },
    Confirmed: {
      description:
        'Booked (step 1, or step 2 after the payment step); the app shows the confirmation page of the new number.',
      entry: [
        'forgetDraft',
        {
          type: 'goToConfirmation',
          params: ({ context }) => ({
            confirmationNumber: context.reservation?.confirmationNumber ?? '',
            bypassToken: context.reservation?.bypassToken ?? '',
          }),
        },
      ],
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
      description:
        "The request (or the later steps' code) did not get through (network, busy, session); retrying reuses the same key.",
      on: {
        // A failure to load the later steps' code is retried by loading it again.
        'booking.retried': [{ guard: not('laterStepsLoaded'), target: 'LoadingSteps' }, { target: 'Submitting' }],
        'guest.reopened': [
          { guard: not('laterStepsLoaded'), target: 'LoadingSteps' },
          { target: 'EnteringGuestDetails.EnteringGuestForm' },
        ],
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
        'guest.reopened': { target: 'EnteringGuestDetails.EnteringGuestForm' },
        'search.restarted': {
          target: 'SelectingRooms',
          actions: [assign({ selection: [], failure: null }), 'forgetIdempotencyKey', 'goToSearch'],
        },
      },
    },
  },
});

export type BookingMachine = typeof bookingMachine;
