import { and, assign, not, sendTo } from 'xstate';
import { BookingTags, bookingSetup, keepDraftAt } from './booking-setup';
import { isMemberAtHotel, prefilledGuest, type GuestForm } from './guest-form-shape';
import { laterSteps } from './later-steps-loader';

/** Step 0 of the booking chart: the extras and questions (child chart ./extras-questions), then the guest form. */
export const enteringGuestDetailsState = bookingSetup.createStateConfig({
  description:
    'Step 0: first the extras and questions (a sub-step shown only when the stay is offered any; child chart ./extras-questions), then the guest form (name, e-mail, phone, an optional special request, the terms).',
  invoke: [
    {
      id: 'extrasQuestions',
      src: 'extrasQuestions',
      input: ({ context }) => ({
        hotelCode: context.hotelCode,
        checkin: context.criteria.checkin,
        checkout: context.criteria.checkout,
        roomPlanCodes: [...new Set(context.selection.map((line) => line.roomPlanCode))],
        // No labelFilters: the server finds the guest's labels from the session (a member's programs, ranks, organization).
        previous: context.additions,
        failure: laterSteps().isExtrasRefusal(context.failure) ? context.failure : null,
      }),
    },
    {
      // A signed-in member's profile fills the fields still empty, the phone too (nothing is asked for a guest).
      id: 'loadMemberContact',
      src: 'loadMemberContact',
      // A member of another brand (the agency site's member at a partner's facility) is a guest here: no profile is asked.
      input: ({ context }) => ({
        hotelCode: context.hotelCode,
        signedIn: isMemberAtHotel(context.member, context.hotelBrandId),
      }),
      onDone: { actions: assign({ guest: ({ context, event }) => prefilledGuest(context.guest, event.output) }) },
    },
  ],
  initial: 'LoadingExtras',
  on: {
    'extras.updated': { actions: ['keepExtras', 'cancelExtrasQuote', 'scheduleExtrasQuote'] },
    // On the guest step the draft keeps the new language too: a reload resumes the form in it.
    'locale.changed': {
      guard: ({ context, event }) => event.locale !== context.locale,
      actions: [
        { type: 'followLocale', params: ({ event }) => ({ locale: event.locale }) },
        'forgetIdempotencyKey',
        keepDraftAt('guest'),
      ],
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
        // What the guest types is saved as it is typed: a reload keeps it (./booking-draft.ts).
        keepDraftAt('guest'),
      ],
    },
    'payment.methodChosen': {
      guard: 'methodAllowed',
      actions: [
        assign({ paymentMethod: ({ event }) => event.method, failure: null }),
        'forgetIdempotencyKey',
        keepDraftAt('guest'),
      ],
    },
    // Points and voucher change what would be sent: a new attempt (machines/point-spending).
    'reductions.changed': {
      actions: [assign({ memberReductions: ({ event }) => event.reductions }), 'forgetIdempotencyKey'],
    },
    'rooms.reopened': { target: 'SelectingRooms' },
    // The browser's Back and Forward between the steps of this page (each step has its own history entry).
    'step.shown': [
      { guard: and(['historyShowsExtras', 'hasExtrasOffer']), target: '.ChoosingExtras' },
      { guard: 'historyShowsGuest', target: '.EnteringGuestForm' },
      // Forward to the card form only with the details it was left with (valid, the phone already read).
      {
        guard: and(['historyShowsPayment', 'guestFormValid', 'extrasReady', 'paysByCard', not('phoneNeedsReading')]),
        target: '#booking.EnteringPayment',
      },
    ],
  },
  states: {
    LoadingExtras: {
      description:
        'Step 0: waits for the child chart to load the extras and questions of the stay; with none the guest form comes at once (the flow without extras is unchanged).',
      on: {
        'extras.updated': [
          // A resumed booking (./booking-draft.ts) that had reached the guest form returns to it.
          { guard: 'resumesPastExtras', target: 'EnteringGuestForm', actions: ['keepExtras', 'quoteExtras'] },
          { guard: 'extrasOffered', target: 'ChoosingExtras', actions: ['keepExtras', 'quoteExtras'] },
          { target: 'EnteringGuestForm', actions: ['keepExtras', 'quoteExtras'] },
        ],
        // The offer did not load: the extras screen says so and offers a retry (Next still goes on).
        'extras.unavailable': { target: 'ChoosingExtras' },
      },
    },
    ChoosingExtras: {
      description:
        'Step 0, sub-step "extras and questions": the guest picks extras (dated ones on a calendar) and answers the questions; Next needs every required answer.',
      entry: [assign({ resumeStep: null }), keepDraftAt('extras'), { type: 'showStep', params: { step: 'extras' } }],
      on: {
        'extras.updated': [
          // Reloaded after a refusal and nothing is offered any more: on to the guest form.
          { guard: not('extrasOffered'), target: 'EnteringGuestForm', actions: ['keepExtras', 'quoteExtras'] },
          { actions: ['keepExtras', 'cancelExtrasQuote', 'scheduleExtrasQuote', keepDraftAt('extras')] },
        ],
        'extras.submitted': [
          // Going on quotes the summary with the picks at once (no pause to wait for).
          { guard: 'extrasReady', target: 'EnteringGuestForm', actions: ['cancelExtrasQuote', 'quoteExtras'] },
          // The extras and questions show their own messages.
          { actions: sendTo('extrasQuestions', { type: 'step.submitted' }) },
        ],
      },
    },
    EnteringGuestForm: {
      description:
        'Step 0, sub-step "guest form": name, e-mail, phone, special request, payment method and terms; the answers are checked again with it.',
      entry: [assign({ resumeStep: null }), keepDraftAt('guest'), { type: 'showStep', params: { step: 'guest' } }],
      on: {
        'extras.reopened': { guard: 'hasExtrasOffer', target: 'ChoosingExtras' },
        'guest.submitted': [
          // Points or a voucher the member cannot use: the section says why; nothing moves on.
          { guard: ({ context }) => !context.memberReductions.valid },
          {
            guard: and(['guestFormValid', 'extrasReady', 'phoneNeedsReading']),
            target: 'ReadingPhone',
            actions: assign({ guestErrors: {} }),
          },
          {
            guard: and(['guestFormValid', 'extrasReady', 'paysByCard']),
            target: '#booking.EnteringPayment',
            actions: assign({ guestErrors: {} }),
          },
          {
            guard: and(['guestFormValid', 'extrasReady']),
            target: '#booking.Submitting',
            actions: assign({ guestErrors: {} }),
          },
          {
            actions: [
              assign({
                guestErrors: ({ context }) =>
                  laterSteps().validateGuestForm(context.guest, laterSteps().guestFormRules(context)),
              }),
              sendTo('extrasQuestions', { type: 'step.submitted' }),
            ],
          },
        ],
      },
    },
    ReadingPhone: {
      description:
        'Step 0: the phone as typed ("+81 75-123-4567", or "075-123-4567" in the hotel\'s country) is read into E.164 with libphonenumber-js; not a phone number: back to the form with the message.',
      tags: [BookingTags.Busy],
      invoke: {
        id: 'readPhone',
        src: 'readPhone',
        input: ({ context }) => ({ phone: context.guest.phone, country: context.country }),
        onDone: [
          {
            guard: 'phoneUnreadable',
            target: 'EnteringGuestForm',
            actions: assign({ guestErrors: { phone: 'phone_invalid' } }),
          },
          {
            guard: 'paysByCard',
            target: '#booking.EnteringPayment',
            actions: assign({
              guest: ({ context, event }) => ({ ...context.guest, phone: event.output ?? context.guest.phone }),
            }),
          },
          {
            target: '#booking.Submitting',
            actions: assign({
              guest: ({ context, event }) => ({ ...context.guest, phone: event.output ?? context.guest.phone }),
            }),
          },
        ],
        // The reader could not be loaded (offline): the booking API reads the number as typed.
        onError: [{ guard: 'paysByCard', target: '#booking.EnteringPayment' }, { target: '#booking.Submitting' }],
      },
    },
  },
});
