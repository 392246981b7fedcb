import { assign, cancel, fromCallback, fromPromise, raise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import {
  errorOf,
  hasFailureCode,
  isInvalidClientSession,
  isRetryableFailure,
  isServiceUnavailable,
  toFailure,
} from '../failure';
import type {
  BookingContext,
  BookingInput,
  CreatedReservation,
  CreateReservationRequest,
  TokenizeCardRequest,
} from './context';
import { isCardMethod, isKoreanDomesticMethod } from './bookable-payment-methods';
import type { SavedCardOption } from './card-choice';
import { emptyCardForm } from '../payment/card-form-shape';
import type { BookingEvent } from './events';
import type { MemberContact } from './guest-form';
import { isE164Shape } from '../../contract/phone-shape';
import { canIncrement, totalRooms } from './selected-rooms';
import type { FailPageQuery } from './booking-routes';
import type { ExtrasQuestionsMachine } from './extras-questions/machine';
import { paymentMethodsOf, usesSavedCard } from './payment-choice';
import { laterSteps, laterStepsLogic, loadLaterSteps } from './later-steps-loader';
import type { BookingDraftFields, DraftStep } from './booking-draft';
import { notImplemented } from '../not-implemented';

/** What the chart saves of the booking in progress at `step` (./booking-draft.ts): never the card's number, expiry or code. */
export function draftFieldsOf(context: BookingContext, step: DraftStep): BookingDraftFields {
  return {
    step,
    hotelCode: context.hotelCode,
    locale: context.locale,
    criteria: context.criteria,
    selection: context.selection,
    planPaymentMethods: context.planPaymentMethods,
    paymentMethod: context.paymentMethod,
    guest: context.guest,
    additions: context.additions,
    holderName: context.card.holderName,
  };
}

/** Saves the booking in progress at `step` (the keepDraft action with its fields). */
export const keepDraftAt = (step: DraftStep) =>
  ({ type: 'keepDraft', params: ({ context }: { context: BookingContext }) => draftFieldsOf(context, step) }) as const;

/** The booking's steps the browser history records (one entry each, so Back goes one step back). */
export type HistoryStep = Exclude<DraftStep, 'rooms'>;

/**
 * The booking chart's setup: its types, the typed actor stubs (real ones come from ./actors.ts
 * through the provider), and its named actions and guards. The step states (./guest-details-states.ts,
 * ./payment-states.ts, ./submitting-states.ts) are typed on it, and ./machine.ts builds the chart from it.
 * The code of the steps past the room choice (./later-steps.ts) is loaded on demand: their guards and
 * actions reach it through `laterSteps()`, there once the chart has passed its `LoadingSteps` state.
 */

export const BookingTags = { Busy: 'Busy' } as const;

const EXTRAS_QUOTE_ID = 'extrasQuote';

export const bookingSetup = setup({
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
    loadSavedCards: fromPromise<SavedCardOption[] | null, { hotelCode: string; memberAtHotel: boolean }>(
      notImplemented,
    ),
    /** The signed-in member's profile (name, e-mail, phone) for the guest form; null for a guest, without asking. */
    loadMemberContact: fromPromise<MemberContact | null, { hotelCode: string; signedIn: boolean }>(async () => null),
    /**
     * A phone as typed -> E.164 with the hotel's country (null: not a phone number). libphonenumber-js
     * is loaded only here, on the first number that needs it, so the results page never downloads it.
     */
    readPhone: fromPromise<string | null, { phone: string; country: string | null }>(async ({ input }) =>
      (await import('../../contract/phone-number')).toE164(input.phone, input.country),
    ),
    /** Loads the code of the steps past the room choice (./later-steps-loader.ts). */
    loadLaterSteps: fromPromise<void, void>(async () => {
      await loadLaterSteps();
    }),
    /** The extras and additional questions step (./extras-questions), a child chart, loaded with the later steps. */
    extrasQuestions: laterStepsLogic<ExtrasQuestionsMachine>((steps) => steps.extrasQuestionsMachine),
    /** The signed-in member as the sign-in chart knows it: sends member.changed now and on every change (the app provides it). */
    watchMember: fromCallback<{ type: 'never' }>(() => undefined),
    /** The browser's Back and Forward between the booking's steps: sends step.shown with the step of the history entry (the app provides it). */
    watchHistory: fromCallback<{ type: 'never' }>(() => undefined),
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
    /** Saves the booking in progress for a reload or a return from 3-D Secure (sessionStorage in the app, ./booking-draft.ts); null: nothing new to save. */
    keepDraft: (_, _params: BookingDraftFields | null) => {},
    /** Booked: nothing left to resume. */
    forgetDraft: () => {},
    /** A step is shown: the app gives it its own browser history entry (Back returns to the step before). */
    showStep: (_, _params: { step: HistoryStep }) => {},
    /** Another UI language: the booking is made in it, and the guest form's names, reading and address are checked by its rules. */
    followLocale: assign(({ context }, params: { locale: string | null }) => ({
      locale: params.locale,
      // The guest form has errors only once its step (and with it the rules) was loaded.
      guestErrors:
        Object.keys(context.guestErrors).length === 0
          ? context.guestErrors
          : laterSteps().revalidatedForRules(
              context.guest,
              context.guestErrors,
              laterSteps().guestFormRules({ ...context, locale: params.locale }),
            ),
    })),
    /** What is sent changes, so the next attempt is a new one with a new key. */
    forgetIdempotencyKey: assign({ idempotencyKey: null, cardToken: null }),
    /** After a decline the guest tries another card: its number, brand, expiry and code are typed anew (the holder's name stays). */
    forgetDeclinedCard: assign({
      card: ({ context }) => ({ ...emptyCardForm, holderName: context.card.holderName }),
      cardErrors: {},
      savedCardId: null,
    }),
    /**
     * Fetches the later steps' code in the background once a room is chosen, so that "Book" rarely
     * waits in `LoadingSteps` (which loads it anyway, again if this did not get through).
     */
    prepareLaterSteps: () => {
      loadLaterSteps().catch(() => undefined);
    },
    /** Keeps the chosen method if the selection still takes it, else the first one it takes. */
    choosePaymentMethod: assign({
      paymentMethod: ({ context }) => {
        const { methods } = paymentMethodsOf(context);
        return context.paymentMethod && methods.includes(context.paymentMethod)
          ? context.paymentMethod
          : (methods[0] ?? null);
      },
    }),
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    /** The extras and questions child's draft after every change (./extras-questions). */
    keepExtras: assign(({ context, event }) => {
      if (event.type !== 'extras.updated') return {};
      // Only a change of what would be sent makes a new attempt (a new idempotency key).
      const { additionsInput } = laterSteps();
      const changed = JSON.stringify(additionsInput(context.additions)) !== JSON.stringify(additionsInput(event.draft));
      return {
        additions: event.draft,
        extrasReady: event.ready,
        ...(changed ? { idempotencyKey: null, cardToken: null } : {}),
      };
    }),
    /** After each change of the picks: the summary is quoted again once the guest pauses (the latest picks win). */
    cancelExtrasQuote: cancel(EXTRAS_QUOTE_ID),
    scheduleExtrasQuote: raise({ type: 'extras.quoteDue' }, { id: EXTRAS_QUOTE_ID, delay: 'extrasQuoteDelay' }),
    /** The summary is quoted with the current picks now (the pause passed, or the guest went on). */
    quoteExtras: assign({
      priceCheck: ({ context }) =>
        laterSteps().extrasQuoteDue(context.priceCheck, context.additions)
          ? { ...context.priceCheck, extras: context.additions ? laterSteps().selectionLines(context.additions) : [] }
          : context.priceCheck,
    }),
  },
  delays: {
    /** The pause after the last change of the extras picks before the summary is quoted with them. */
    extrasQuoteDelay: 400,
  },
  guards: {
    /** The later steps' code is there (./later-steps-loader.ts): their states may be entered. */
    laterStepsLoaded: ({ context }) => context.laterStepsLoaded,
    /** A resumed booking returns to the card form (./booking-draft.ts). */
    resumesOnPayment: ({ context }) => context.resumeStep === 'payment',
    /** A resumed booking returns to the extras, the guest form or the payment. */
    resumesPastRooms: ({ context }) => context.resumeStep !== null && context.resumeStep !== 'rooms',
    /** A resumed booking returns past the extras screen (to the guest form or the payment). */
    resumesPastExtras: ({ context }) => context.resumeStep === 'guest' || context.resumeStep === 'payment',
    /** The browser's Back or Forward reached the entry of this step (step.shown). */
    historyShowsExtras: ({ event }) => event.type === 'step.shown' && event.step === 'extras',
    historyShowsGuest: ({ event }) => event.type === 'step.shown' && event.step === 'guest',
    historyShowsPayment: ({ event }) => event.type === 'step.shown' && event.step === 'payment',
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
      (laterSteps().isCardFormValid(context.card, laterSteps().cardContextOf(context)) &&
        Object.keys(laterSteps().koreanCardErrorsOf(context)).length === 0),
    /** Only a card of the list (or null for a new card); Korean domestic cards are always entered anew. */
    savedCardOffered: ({ context, event }) =>
      event.type === 'card.savedChosen' &&
      (event.cardId === null ||
        (!isKoreanDomesticMethod(context.paymentMethod) &&
          context.savedCards.some((card) => card.cardId === event.cardId))),
    needsCardToken: ({ context }) =>
      isCardMethod(context.paymentMethod) && context.cardToken === null && !usesSavedCard(context),
    challengeRequired: ({ event }) =>
      (event as { output?: CreatedReservation }).output?.payment?.status === 'pre_3d_secure',
    guestFormValid: ({ context }) => laterSteps().isGuestFormValid(context.guest, laterSteps().guestFormRules(context)),
    /** Typed with separators or without a country code: read into E.164 before it is sent. */
    phoneNeedsReading: ({ context }) => !isE164Shape(context.guest.phone),
    phoneUnreadable: ({ event }) => (event as { output?: string | null }).output == null,
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    isSoldOut: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.soldOut),
    /** The booking API refused the extras (1100-1106): back to the extras step with the message. */
    isExtrasRefusal: ({ event }) => laterSteps().isExtrasRefusal(errorOf(event)),
    /** No answer error and no upload waiting in the extras and questions (./extras-questions). */
    extrasReady: ({ context }) => context.extrasReady,
    /** The child loaded extras or questions for the stay (the extras screen is shown). */
    extrasOffered: ({ event }) => event.type === 'extras.updated' && laterSteps().hasOffer(event.draft),
    hasExtrasOffer: ({ context }) => laterSteps().hasOffer(context.additions),
    /** Multi-currency: the rate changed since it was shown (SPEC.md section 8); the guest rechecks the new price and pays again. */
    isExchangeRateUpdated: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.exchangeRateUpdated),
    /** A promotion changed the total since it was quoted (SPEC.md section 8): recheck the new summary and confirm again. */
    isPriceChanged: ({ event }) => laterSteps().isPriceChanged(errorOf(event)),
    /** The card was declined and the attempt cancelled, nothing charged (./card-decline.ts). */
    isCardDeclined: ({ event }) => laterSteps().isCardDecline(errorOf(event)),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
    isRetryable: ({ event }) => isRetryableFailure(errorOf(event)),
  },
});
