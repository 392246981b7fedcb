import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { hasFailureCode, isInvalidClientSession, isServiceUnavailable, toFailure, type Failure } from '../failure';
import { cardChanged, emptyCardForm, validateCardForm } from '../payment/card-form';
import type {
  OpenPageRequest,
  PayByLinkContext,
  PayByLinkInput,
  PayByLinkView,
  PayRequest,
  VisitRequest,
} from './context';
import type { PayByLinkEvent } from './events';
import { notImplemented } from '../not-implemented';

/** SPEC.md section 9: a pay-by-link payment must finish within one hour of opening the page. */
export const PAY_BY_LINK_LIMIT_MS = 60 * 60 * 1000;

export const PayByLinkTags = {
  Loading: 'Loading',
  Busy: 'Busy',
} as const;

const FINISHED_RESULTS = ['paid', 'already_paid', 'completed', 'refunded', 'cancelled'];

type ViewEvent = DoneActorEvent<PayByLinkView>;
type FailEvent = ErrorActorEvent<unknown>;

/**
 * The pay-by-link page (SPEC.md sections 2, 4 "Pay-by-link results", 8, 9): open the record,
 * pay it by card (3-D Secure on the issuer's page), answer "amount changed" with Update, and stop
 * at the visit's hour (the server's `expiresInSeconds`; the booking API refuses after it anyway).
 * A reload starts a new hour.
 */
export const payByLinkMachine = setup({
  types: {
    context: {} as PayByLinkContext,
    events: {} as PayByLinkEvent,
    input: {} as PayByLinkInput,
    tags: {} as (typeof PayByLinkTags)[keyof typeof PayByLinkTags],
  },
  actors: {
    openPage: fromPromise<PayByLinkView, OpenPageRequest>(notImplemented),
    refreshView: fromPromise<PayByLinkView, VisitRequest>(notImplemented),
    payLink: fromPromise<PayByLinkView, PayRequest>(notImplemented),
    abortPayment: fromPromise<PayByLinkView, VisitRequest>(notImplemented),
  },
  actions: {
    /** Full-page navigation to the issuer's 3-D Secure page. */
    openChallenge: (_, _params: { url: string }) => {},
    goToServiceUnavailable: () => {},
    restartSession: () => {},
    setView: assign({ view: (_, params: { view: PayByLinkView }) => params.view }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isDisplayOnly: ({ context }) => context.mode === 'display',
    isFinished: ({ context }) => FINISHED_RESULTS.includes(context.view?.result ?? ''),
    isAwaitingChallenge: ({ context }) =>
      context.view?.attempt?.status === 'pre_3d_secure' && !!context.view.attempt.challengeUrl,
    isOutOfTime: ({ context }) => (context.view?.visit.expiresInSeconds ?? 0) <= 0,
    isCardValid: ({ context }) =>
      Object.keys(
        validateCardForm(context.card, {
          checkout: context.today,
          amount: context.view?.amount ?? 0,
          currency: context.view?.currency ?? 'JPY',
        }),
      ).length === 0,
    isAmountChanged: (_, params: { error: unknown }) => hasFailureCode(params.error, ErrorCode.payByLinkAmountChanged),
    isExpired: (_, params: { error: unknown }) => hasFailureCode(params.error, ErrorCode.payByLinkExpired),
    /** Paid meanwhile or closed by the hotel: the page reloads the record to show the result. */
    isNoLongerOpen: (_, params: { error: unknown }) =>
      hasFailureCode(params.error, ErrorCode.payByLinkAlreadyPaid) ||
      hasFailureCode(params.error, ErrorCode.payByLinkClosed),
    isNotFound: (_, params: { error: unknown }) => hasFailureCode(params.error, ErrorCode.payByLinkNotFound),
    isSessionDead: (_, params: { error: unknown }) => isInvalidClientSession(params.error),
    isUnavailable: (_, params: { error: unknown }) => isServiceUnavailable(params.error),
  },
  delays: {
    /** What is left of the hour by the server's clock, never more than an hour. */
    visitLimit: ({ context }) =>
      Math.max(0, Math.min(PAY_BY_LINK_LIMIT_MS, (context.view?.visit.expiresInSeconds ?? 0) * 1000)),
  },
}).createMachine({
  id: 'payByLink',
  description: 'The pay-by-link page with the one-hour limit of SPEC.md section 9.',
  context: ({ input }) => ({ ...input, view: null, card: emptyCardForm, cardErrors: {}, failure: null }),
  initial: 'Opening',
  states: {
    Opening: {
      description: 'Loading the record and starting (or resuming) the visit whose hour counts.',
      tags: [PayByLinkTags.Loading],
      invoke: {
        id: 'openPage',
        src: 'openPage',
        input: ({ context }) => ({ paymentNumber: context.paymentNumber, fresh: false }),
        onDone: {
          target: 'Routing',
          actions: { type: 'setView', params: ({ event }: { event: ViewEvent }) => ({ view: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
            target: 'NotFound',
          },
          {
            guard: { type: 'isSessionDead', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
            actions: 'restartSession',
            target: 'LoadFailed',
          },
          {
            guard: { type: 'isUnavailable', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
            actions: 'goToServiceUnavailable',
            target: 'LoadFailed',
          },
          {
            target: 'LoadFailed',
            actions: { type: 'setFailure', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
          },
        ],
      },
    },
    Routing: {
      description: 'Chooses the page for the record and this visit.',
      always: [
        { guard: 'isFinished', target: 'Finished' },
        { guard: 'isDisplayOnly', target: 'Displaying' },
        { guard: 'isAwaitingChallenge', target: 'Visit.AwaitingChallenge' },
        { guard: 'isOutOfTime', target: 'OutOfTime' },
        { target: 'Visit.EnteringCard' },
      ],
    },
    Displaying: {
      description: '/display: the record (subject, total, status) without the card form.',
      on: { 'page.reloaded': { target: 'Opening' } },
    },
    Visit: {
      description: 'Within the hour of this visit; the timer ends it wherever the guest is.',
      after: { visitLimit: { target: 'OutOfTime' } },
      initial: 'EnteringCard',
      states: {
        EnteringCard: {
          description: 'The record and the card form; a failed card (result failed) shows its code here.',
          on: {
            'card.changed': {
              actions: assign(({ context, event }) => {
                const changed = cardChanged(context.card, context.cardErrors, event.field, event.value);
                return { card: changed.card, cardErrors: changed.errors };
              }),
            },
            'card.submitted': [
              { guard: 'isCardValid', target: 'Paying', actions: 'clearFailure' },
              {
                actions: assign({
                  cardErrors: ({ context }) =>
                    validateCardForm(context.card, {
                      checkout: context.today,
                      amount: context.view?.amount ?? 0,
                      currency: context.view?.currency ?? 'JPY',
                    }),
                }),
              },
            ],
          },
        },
        Paying: {
          description: 'The card goes to the provider for a token, then the booking API charges it.',
          tags: [PayByLinkTags.Busy],
          invoke: {
            id: 'payLink',
            src: 'payLink',
            input: ({ context }) => ({
              paymentNumber: context.paymentNumber,
              visitId: context.view!.visit.visitId,
              amountVersion: context.view!.amountVersion,
              cardProvider: context.view!.cardPaymentProvider ?? null,
              card: context.card,
            }),
            onDone: {
              target: '#payByLink.Routing',
              actions: [
                { type: 'setView', params: ({ event }: { event: ViewEvent }) => ({ view: event.output }) },
                assign({ card: emptyCardForm }),
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isAmountChanged',
                  params: ({ event }: { event: FailEvent }) => ({ error: event.error }),
                },
                target: 'AmountChanged',
              },
              {
                guard: { type: 'isExpired', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
                target: '#payByLink.OutOfTime',
              },
              {
                guard: {
                  type: 'isNoLongerOpen',
                  params: ({ event }: { event: FailEvent }) => ({ error: event.error }),
                },
                target: 'Updating',
              },
              {
                guard: { type: 'isSessionDead', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
                actions: 'restartSession',
                target: 'EnteringCard',
              },
              {
                target: 'EnteringCard',
                actions: { type: 'setFailure', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
              },
            ],
          },
        },
        AmountChanged: {
          description:
            'The hotel changed the amount while the page was open: nothing was charged; Update shows the new amount.',
          on: { 'amount.updated': { target: 'Updating' } },
        },
        Updating: {
          description: 'Reloading the record within the same visit.',
          tags: [PayByLinkTags.Loading],
          invoke: {
            id: 'refreshView',
            src: 'refreshView',
            input: ({ context }) => ({ paymentNumber: context.paymentNumber, visitId: context.view!.visit.visitId }),
            onDone: {
              target: '#payByLink.Routing',
              actions: [
                { type: 'setView', params: ({ event }: { event: ViewEvent }) => ({ view: event.output }) },
                'clearFailure',
              ],
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
                target: '#payByLink.OutOfTime',
              },
              {
                target: 'EnteringCard',
                actions: { type: 'setFailure', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
              },
            ],
          },
        },
        AwaitingChallenge: {
          description: 'The issuer asks for the 3-D Secure password on its own page, which sends the guest back here.',
          on: {
            'challenge.opened': {
              actions: {
                type: 'openChallenge',
                params: ({ context }) => ({ url: context.view!.attempt!.challengeUrl! }),
              },
            },
            'challenge.abandoned': { target: 'Abandoning' },
          },
        },
        Abandoning: {
          description: 'The guest gives up on the challenge: voided, nothing charged.',
          tags: [PayByLinkTags.Busy],
          invoke: {
            id: 'abortPayment',
            src: 'abortPayment',
            input: ({ context }) => ({ paymentNumber: context.paymentNumber, visitId: context.view!.visit.visitId }),
            onDone: {
              target: '#payByLink.Routing',
              actions: { type: 'setView', params: ({ event }: { event: ViewEvent }) => ({ view: event.output }) },
            },
            onError: {
              target: 'AwaitingChallenge',
              actions: { type: 'setFailure', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    OutOfTime: {
      description: 'Not finished within the hour: nothing more can be paid on this visit; reload for a new hour.',
      on: { 'page.reloaded': { target: 'Reopening' } },
    },
    Reopening: {
      description: 'A new visit after the hour.',
      tags: [PayByLinkTags.Loading],
      invoke: {
        id: 'reopenPage',
        src: 'openPage',
        input: ({ context }) => ({ paymentNumber: context.paymentNumber, fresh: true }),
        onDone: {
          target: 'Routing',
          actions: [
            { type: 'setView', params: ({ event }: { event: ViewEvent }) => ({ view: event.output }) },
            'clearFailure',
          ],
        },
        onError: {
          target: 'LoadFailed',
          actions: { type: 'setFailure', params: ({ event }: { event: FailEvent }) => ({ error: event.error }) },
        },
      },
    },
    Finished: {
      description: 'Paid, already paid, completed, refunded or cancelled: the result page.',
      type: 'final',
    },
    NotFound: {
      description: 'No payment record has this number.',
      type: 'final',
    },
    LoadFailed: {
      description: 'The record could not be loaded (network, server); the guest may try again.',
      on: { 'page.reloaded': { target: 'Opening', actions: 'clearFailure' } },
    },
  },
});

export type PayByLinkMachine = typeof payByLinkMachine;
export type { Failure };
