import { and, assign, fromPromise, sendTo, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { errorOf, isInvalidClientSession, isRetryableFailure, isServiceUnavailable, toFailure } from '../failure';
import { threeDSecureMachine } from '../three-d-secure/machine';
import {
  initialPaymentContext,
  type PaymentContext,
  type PaymentInput,
  type PaymentRequest,
  type PaymentView,
} from './context';
import type { PaymentEvent } from './events';
import { isCardDecline } from '../booking/card-decline';
import { notImplemented } from '../not-implemented';

export const PaymentTags = { Busy: 'Busy' } as const;

/** While the payment is being captured elsewhere (another tab, a retry), the chart asks again after this. */
export const CAPTURE_POLL_MS = 2000;

const outputOf = (event: unknown) => (event as { output?: PaymentView }).output;
const statusIs =
  (...statuses: string[]) =>
  ({ event }: { event: unknown }) =>
    statuses.includes(outputOf(event)?.status ?? '');

/** Where an answer of the booking API about the payment leads (shared by Authorizing and Aborting). */
const settle = [
  { guard: 'isAwaitingChallenge', target: '#payment.AwaitingChallenge', actions: 'recordPayment' },
  { guard: 'isSettledPaid', target: '#payment.Captured', actions: 'recordPayment' },
  // Declined or refused with the booking still saved in this tab: back to its card form, as a declined card.
  { guard: and(['isFailed', 'resumesBooking']), target: '#payment.BackToCardForm', actions: 'recordPayment' },
  { guard: 'isFailed', target: '#payment.Failed', actions: 'recordPayment' },
  { guard: and(['isCancelled', 'resumesBooking']), target: '#payment.BackToCardForm', actions: 'recordPayment' },
  { guard: 'isCancelled', target: '#payment.Cancelled', actions: 'recordPayment' },
  { target: '#payment.Capturing', actions: 'recordPayment' },
] as const;
const onFailure = [
  {
    guard: 'isServiceUnavailable',
    target: '#payment.Unavailable',
    actions: ['recordFailure', 'goToServiceUnavailable'],
  },
  { guard: 'isInvalidClientSession', target: '#payment.Unavailable', actions: ['recordFailure', 'restartSession'] },
  { guard: 'isRetryable', target: '#payment.Unavailable', actions: 'recordFailure' },
  { guard: and(['isDeclineRefusal', 'resumesBooking']), target: '#payment.BackToCardForm', actions: 'recordFailure' },
  { target: '#payment.Failed', actions: 'recordFailure' },
] as const;

/**
 * The card payment of a reservation, as the 3-D Secure pending page follows it (SPEC.md section 4
 * "Payment transaction states"). The booking API owns the transaction; this chart asks it to
 * finish (authorize with the issuer's answer, capture), waits for the guest on the challenge with
 * the 15-minute child chart, and ends on the confirmation or the failure page.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as (typeof PaymentTags)[keyof typeof PaymentTags],
  },
  actors: {
    completeThreeDSecure: fromPromise<PaymentView, PaymentRequest>(notImplemented),
    abortThreeDSecure: fromPromise<PaymentView, PaymentRequest>(notImplemented),
    threeDSecure: threeDSecureMachine,
  },
  actions: {
    goToConfirmation: (_, _params: { confirmationNumber: string; bypassToken: string }) => {},
    goToFailurePage: (_, _params: { errorCode: string }) => {},
    /** Back to the booking's card form with the reason (the app marks the saved booking declined and goes to its payment step). */
    returnToCardForm: (_, _params: { errorCode: string }) => {},
    goToServiceUnavailable: () => {},
    restartSession: () => {},
    recordPayment: assign({ payment: ({ event }) => outputOf(event) ?? null, failure: null }),
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    isAwaitingChallenge: statusIs('pre_3d_secure', 'initiated'),
    isSettledPaid: statusIs('captured', 'persisted'),
    isFailed: statusIs('failed'),
    isCancelled: statusIs('cancelled'),
    resumesBooking: ({ context }) => context.bookingResumable === true,
    /** The booking API refused with a card decline code (nothing charged, machines/booking/card-decline.ts). */
    isDeclineRefusal: ({ event }) => isCardDecline(errorOf(event)),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
    isRetryable: ({ event }) => isRetryableFailure(errorOf(event)),
  },
  delays: { capturePoll: CAPTURE_POLL_MS },
}).createMachine({
  id: 'payment',
  description: 'Card payment with 3-D Secure on the pending page: authorize with the issuer answer, capture, or abort.',
  context: ({ input }) => initialPaymentContext(input),
  initial: 'Authorizing',
  states: {
    Authorizing: {
      description:
        "Asks the booking API to finish the payment with the issuer's 3-D Secure answer (it may still be waiting for it).",
      tags: [PaymentTags.Busy],
      invoke: {
        id: 'completeThreeDSecure',
        src: 'completeThreeDSecure',
        input: ({ context }) => ({ hotelCode: context.hotelCode, transactionId: context.transactionId }),
        onDone: [...settle],
        onError: [...onFailure],
      },
    },
    AwaitingChallenge: {
      description:
        'The guest must enter the 3-D Secure password on the issuer page within what is left of the 15 minutes.',
      invoke: {
        id: 'threeDSecure',
        src: 'threeDSecure',
        input: ({ context }) => ({
          challengeUrl: context.payment?.challengeUrl ?? '',
          remainingMs: (context.payment?.expiresInSeconds ?? 0) * 1000,
        }),
        onDone: { target: 'Aborting' },
      },
      on: {
        'challenge.opened': { actions: sendTo('threeDSecure', { type: 'challenge.opened' }) },
        'challenge.abandoned': { actions: sendTo('threeDSecure', { type: 'challenge.abandoned' }) },
        'payment.refreshed': { target: 'Authorizing' },
      },
    },
    Aborting: {
      description:
        'Time is up or the guest gave up: the booking API cancels the payment and the booking, nothing charged.',
      tags: [PaymentTags.Busy],
      invoke: {
        id: 'abortThreeDSecure',
        src: 'abortThreeDSecure',
        input: ({ context }) => ({ hotelCode: context.hotelCode, transactionId: context.transactionId }),
        // The answer may have arrived just before: whatever the booking API settled on wins.
        onDone: [...settle],
        onError: [...onFailure],
      },
    },
    Capturing: {
      description: 'Authorized and being captured (for example by another tab); asked again shortly.',
      tags: [PaymentTags.Busy],
      after: { capturePoll: { target: 'Authorizing' } },
    },
    Captured: {
      description: 'Paid (or the card kept as guarantee): the reservation is done; on to the confirmation.',
      type: 'final',
      entry: {
        type: 'goToConfirmation',
        params: ({ context }) => ({
          confirmationNumber: context.payment?.reservation.confirmationNumber ?? '',
          bypassToken: context.payment?.reservation.bypassToken ?? '',
        }),
      },
    },
    Failed: {
      description:
        'Declined (3002-3252) or refused: the reservation is cancelled, nothing charged; the failure page shows the code.',
      type: 'final',
      entry: {
        type: 'goToFailurePage',
        params: ({ context }) => ({
          errorCode: context.payment?.failureCode ?? context.failure?.code ?? ErrorCode.paymentFailed,
        }),
      },
    },
    Cancelled: {
      description:
        '3-D Secure cancelled (3008) or not answered within 15 minutes: the reservation is cancelled, nothing charged.',
      type: 'final',
      entry: {
        type: 'goToFailurePage',
        params: ({ context }) => ({ errorCode: context.payment?.failureCode ?? ErrorCode.threeDSecureCancelled }),
      },
    },
    BackToCardForm: {
      description:
        'Declined, refused or cancelled 3-D Secure with the booking still saved in this tab: nothing charged; the guest goes back to the card form of that booking with the reason and tries another card.',
      type: 'final',
      entry: {
        type: 'returnToCardForm',
        params: ({ context }) => ({
          errorCode:
            context.payment?.failureCode ??
            context.failure?.code ??
            (context.payment?.status === 'cancelled' ? ErrorCode.threeDSecureCancelled : ErrorCode.paymentFailed),
        }),
      },
    },
    Unavailable: {
      description: 'The booking API could not be asked (network, busy); the guest retries.',
      on: { 'payment.retried': { target: 'Authorizing' } },
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
