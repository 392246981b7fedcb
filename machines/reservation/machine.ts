import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/errors';
import { hasFailureCode, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import {
  cancellationErrors,
  initialReservationContext,
  lookupErrors,
  type CancelReservationRequest,
  type ReservationContext,
  type ReservationDetails,
  type ReservationInput,
  type ReservationLookup,
} from './context';
import type { ReservationEvent } from './events';

function notImplemented(): never {
  throw new Error('Not implemented: provide it with machine.provide()');
}

export const ReservationTags = { Loading: 'Loading', Busy: 'Busy' } as const;

/** The errors without the field the guest just changed. */
function without<T extends object>(errors: T, field: string): T {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field)) as T;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = (event: unknown) => (event as { output?: ReservationDetails }).output;

export const reservationMachine = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationInput,
    tags: {} as (typeof ReservationTags)[keyof typeof ReservationTags],
  },
  actors: {
    fetchReservation: fromPromise<ReservationDetails, ReservationLookup>(notImplemented),
    cancelReservation: fromPromise<ReservationDetails, CancelReservationRequest>(notImplemented),
  },
  actions: {
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    showReservation: assign({ reservation: ({ context, event }) => outputOf(event) ?? context.reservation }),
  },
  guards: {
    hasLookup: ({ context }) => Object.keys(lookupErrors(context.lookup)).length === 0,
    fetchedCancelled: ({ event }) => outputOf(event)?.status === 'cancelled',
    fetchedCancellable: ({ event }) => outputOf(event)?.cancellation.cancellable === true,
    isCancellable: ({ context }) => context.reservation?.status !== 'cancelled' && context.reservation?.cancellation.cancellable === true,
    cancellationComplete: ({ context }) => Object.keys(cancellationErrors(context.reason, context.details)).length === 0,
    isNotFound: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.reservationNotFound),
    isFeeChanged: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.cancellationFeeChanged),
    isAlreadyCancelled: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.alreadyCancelled),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
  },
}).createMachine({
  id: 'reservation',
  description: 'Reservation management: look up by number and e-mail (or bypass token), view, cancel with a reason.',
  context: ({ input }) => initialReservationContext(input),
  initial: 'CheckingLookup',
  states: {
    CheckingLookup: {
      description: 'Looks up at once when the URL gave number and e-mail or bypass token.',
      always: [{ guard: 'hasLookup', target: 'LookingUp' }, { target: 'EnteringLookup' }],
    },
    EnteringLookup: {
      description: 'The guest types the confirmation number and the e-mail of the booking.',
      on: {
        'lookup.changed': {
          actions: assign({
            lookup: ({ context, event }) => ({ ...context.lookup, [event.field]: event.value }),
            lookupErrors: ({ context, event }) => without(context.lookupErrors, event.field),
          }),
        },
        'lookup.submitted': [
          { guard: 'hasLookup', target: 'LookingUp', actions: assign({ lookupErrors: {} }) },
          { actions: assign({ lookupErrors: ({ context }) => lookupErrors(context.lookup) }) },
        ],
      },
    },
    LookingUp: {
      description: 'Fetches the reservation from the gateway.',
      tags: [ReservationTags.Loading],
      entry: assign({ failure: null }),
      invoke: {
        id: 'fetchReservation',
        src: 'fetchReservation',
        input: ({ context }) => context.lookup,
        onDone: [
          { guard: 'fetchedCancelled', target: 'Cancelled', actions: 'showReservation' },
          { target: 'Viewing', actions: 'showReservation' },
        ],
        onError: [
          { guard: 'isNotFound', target: 'NotFound', actions: 'recordFailure' },
          { guard: 'isServiceUnavailable', target: 'Failed', actions: ['recordFailure', 'goToServiceUnavailable'] },
          { guard: 'isInvalidClientSession', target: 'Failed', actions: ['recordFailure', 'restartSession'] },
          { target: 'Failed', actions: 'recordFailure' },
        ],
      },
    },
    NotFound: {
      description: 'No reservation matches that number and e-mail (1005); the guest corrects them.',
      on: {
        'lookup.changed': {
          target: 'EnteringLookup',
          actions: assign({ lookup: ({ context, event }) => ({ ...context.lookup, [event.field]: event.value }) }),
        },
        'lookup.submitted': { target: 'CheckingLookup' },
      },
    },
    Failed: {
      description: 'The lookup did not get through; the failure code chooses the message; the guest may retry.',
      on: { 'lookup.retried': { target: 'LookingUp' } },
    },
    Viewing: {
      description: 'The reservation is shown with its cancellation fee, or why it cannot be cancelled online.',
      on: {
        'cancel.requested': {
          guard: 'isCancellable',
          target: 'ConfirmingCancellation',
          actions: assign({
            reason: null,
            details: '',
            cancellationErrors: {},
            failure: null,
            feeDisplayed: ({ context }) => context.reservation?.cancellation.fee ?? null,
          }),
        },
      },
    },
    ConfirmingCancellation: {
      description: 'The guest sees the fee, picks a reason (details when "other") and confirms.',
      on: {
        'cancellation.reasonChosen': {
          actions: assign({ reason: ({ event }) => event.reason, cancellationErrors: ({ context }) => without(context.cancellationErrors, 'reason') }),
        },
        'cancellation.detailsChanged': {
          actions: assign({ details: ({ event }) => event.details, cancellationErrors: ({ context }) => without(context.cancellationErrors, 'details') }),
        },
        'cancellation.confirmed': [
          { guard: 'cancellationComplete', target: 'Cancelling', actions: assign({ cancellationErrors: {} }) },
          { actions: assign({ cancellationErrors: ({ context }) => cancellationErrors(context.reason, context.details) }) },
        ],
        'cancellation.dismissed': { target: 'Viewing', actions: assign({ failure: null }) },
      },
    },
    Cancelling: {
      description: 'Cancels with the reason and the fee the guest was shown.',
      tags: [ReservationTags.Busy],
      entry: assign({ failure: null }),
      invoke: {
        id: 'cancelReservation',
        src: 'cancelReservation',
        input: ({ context }) => ({
          lookup: context.lookup,
          cancellation: {
            reason: context.reason ?? 'other',
            details: context.details.trim() || null,
            cancellationFeeDisplayed: context.feeDisplayed ?? 0,
          },
        }),
        onDone: { target: 'Cancelled', actions: 'showReservation' },
        onError: [
          // 1010: the fee in force differs; 1006: cancelled meanwhile. Either way, read it again.
          { guard: 'isFeeChanged', target: 'RefreshingReservation', actions: 'recordFailure' },
          { guard: 'isAlreadyCancelled', target: 'RefreshingReservation', actions: 'recordFailure' },
          { guard: 'isNotFound', target: 'NotFound', actions: 'recordFailure' },
          { guard: 'isServiceUnavailable', target: 'ConfirmingCancellation', actions: ['recordFailure', 'goToServiceUnavailable'] },
          { guard: 'isInvalidClientSession', target: 'ConfirmingCancellation', actions: ['recordFailure', 'restartSession'] },
          { target: 'ConfirmingCancellation', actions: 'recordFailure' },
        ],
      },
    },
    RefreshingReservation: {
      description: 'Reads the reservation again after the fee changed or it was already cancelled.',
      tags: [ReservationTags.Loading],
      invoke: {
        id: 'fetchReservation',
        src: 'fetchReservation',
        input: ({ context }) => context.lookup,
        onDone: [
          { guard: 'fetchedCancelled', target: 'Cancelled', actions: 'showReservation' },
          {
            guard: 'fetchedCancellable',
            target: 'ConfirmingCancellation',
            // The new fee is what the guest now sees and confirms; reason and details are kept.
            actions: ['showReservation', assign({ feeDisplayed: ({ context }) => context.reservation?.cancellation.fee ?? null })],
          },
          { target: 'Viewing', actions: 'showReservation' },
        ],
        onError: { target: 'Failed', actions: 'recordFailure' },
      },
    },
    Cancelled: {
      description: 'The reservation is cancelled; the page shows it with the fee charged.',
    },
  },
});

export type ReservationMachine = typeof reservationMachine;
