import { and, assign } from 'xstate';
import { bookingSetup, draftFieldsOf, keepDraftAt } from './booking-setup';
import { laterSteps } from './later-steps-loader';
import { without } from '../form-errors';
import { isMemberAtHotel } from './guest-form-shape';

/**
 * The brand is read from the number as it is typed (the card-validator library): a recognised
 * number chooses its brand; the guest may still choose another, which stays until the number changes.
 */

/** Step 1 of the booking chart (card methods): the card form, a Korean domestic card's checks, or a saved card (./card-choice.ts). */
export const enteringPaymentState = bookingSetup.createStateConfig({
  description:
    'Step 1 (card methods): the card form of SPEC.md section 5, or a saved card of the signed-in member; the card is checked here before it goes to the provider.',
  entry: [assign({ resumeStep: null }), keepDraftAt('payment'), { type: 'showStep', params: { step: 'payment' } }],
  invoke: {
    id: 'loadSavedCards',
    src: 'loadSavedCards',
    input: ({ context }) => ({
      hotelCode: context.hotelCode,
      memberAtHotel: isMemberAtHotel(context.member, context.hotelBrandId),
    }),
    onDone: {
      // null: a member of another brand, a guest here: no saved cards, and none saved.
      actions: assign({
        savedCards: ({ event }) => event.output ?? [],
        savedCardsLoaded: ({ event }) => event.output !== null,
        // A chosen card that is gone (deleted meanwhile) is not kept.
        savedCardId: ({ context, event }) =>
          (event.output ?? []).some((card) => card.cardId === context.savedCardId) ? context.savedCardId : null,
        saveCard: ({ context, event }) => context.saveCard && event.output !== null,
      }),
    },
    // No saved cards to offer (a guest, or the list did not load): the card form stays.
    onError: { actions: assign({ savedCards: [], savedCardsLoaded: false, savedCardId: null, saveCard: false }) },
  },
  on: {
    'card.changed': {
      actions: [
        assign(({ context, event }) => {
          const changed = laterSteps().cardChanged(context.card, context.cardErrors, event.field, event.value);
          return { card: changed.card, cardErrors: changed.errors, failure: null };
        }),
        'forgetIdempotencyKey',
        // Only the holder's name of the card is saved (./booking-draft.ts).
        {
          type: 'keepDraft',
          params: ({ context, event }) => (event.field === 'holderName' ? draftFieldsOf(context, 'payment') : null),
        },
      ],
    },
    'card.koreanChanged': {
      actions: [
        assign({
          koreanCard: ({ context, event }) => ({ ...context.koreanCard, [event.field]: event.value }),
          koreanCardErrors: ({ context, event }) => without(context.koreanCardErrors, event.field),
          failure: null,
        }),
        'forgetIdempotencyKey',
      ],
    },
    'card.savedChosen': {
      guard: 'savedCardOffered',
      actions: [
        assign({ savedCardId: ({ event }) => event.cardId, cardErrors: {}, failure: null }),
        'forgetIdempotencyKey',
      ],
    },
    'card.saveToggled': { actions: [assign({ saveCard: ({ event }) => event.save }), 'forgetIdempotencyKey'] },
    'card.submitted': [
      { guard: 'cardFormValid', target: 'Submitting', actions: assign({ cardErrors: {}, koreanCardErrors: {} }) },
      {
        actions: assign({
          cardErrors: ({ context }) => laterSteps().validateCardForm(context.card, laterSteps().cardContextOf(context)),
          koreanCardErrors: ({ context }) => laterSteps().koreanCardErrorsOf(context),
        }),
      },
    ],
    'payment.reopened': { target: 'EnteringGuestDetails.EnteringGuestForm', actions: assign({ failure: null }) },
    // The browser's Back (or Forward) to the entry of another step of this page.
    'step.shown': [
      {
        guard: 'historyShowsGuest',
        target: 'EnteringGuestDetails.EnteringGuestForm',
        actions: assign({ failure: null }),
      },
      {
        guard: and(['historyShowsExtras', 'hasExtrasOffer']),
        target: 'EnteringGuestDetails.ChoosingExtras',
        actions: assign({ failure: null }),
      },
    ],
  },
});
