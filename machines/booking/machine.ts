import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/errors';
import { hasFailureCode, isFailure, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import { initialBookingContext, type BookingContext, type BookingInput, type CreatedReservation, type CreateReservationRequest } from './context';
import type { BookingEvent } from './events';
import { isGuestFormValid, validateGuestForm, type GuestForm } from './guest-form';
import { buildReservationInput } from './reservation-request';
import { canIncrement, decrement, increment, totalRooms } from './selected-rooms';
import type { FailPageQuery } from './booking-routes';

function notImplemented(): never {
  throw new Error('Not implemented: provide it with machine.provide()');
}

export const BookingTags = { Busy: 'Busy' } as const;

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
/** Failures worth retrying with the same key: nothing reached the booking API, or it was busy. */
const isRetryable = (error: unknown) =>
  !isFailure(error) || error.code === ErrorCode.network || error.status === 429 || (error.status ?? 0) >= 500;

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
  },
  actions: {
    goToConfirmation: (_, _params: { confirmationNumber: string; bypassToken: string }) => {},
    goToFailurePage: (_, _params: FailPageQuery) => {},
    /** Back to /booking/result to choose another room. */
    goToSearch: () => {},
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    /** What is sent changes, so the next attempt is a new one with a new key. */
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    /** Within the room type's free rooms, and only plans the widget can book (BOOKABLE_PAYMENT_METHODS). */
    canIncrement: ({ context, event }) => event.type === 'room.incremented' && canIncrement(context.selection, event.offer),
    hasSelection: ({ context }) => totalRooms(context.selection) > 0,
    guestFormValid: ({ context }) => isGuestFormValid(context.guest),
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    isSoldOut: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.soldOut),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
    isRetryable: ({ event }) => isRetryable(errorOf(event)),
  },
}).createMachine({
  id: 'booking',
  description: 'Pay-at-hotel booking (SPEC.md section 4, "another flow"): rooms, guest details (step 0), confirmation (step 1).',
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
            assign({ selection: ({ context, event }) => increment(context.selection, event.offer) }),
            'forgetIdempotencyKey',
          ],
        },
        'room.decremented': {
          actions: [assign({ selection: ({ context, event }) => decrement(context.selection, event) }), 'forgetIdempotencyKey'],
        },
        'rooms.cleared': { actions: [assign({ selection: [] }), 'forgetIdempotencyKey'] },
        'booking.started': { guard: 'hasSelection', target: 'EnteringGuestDetails' },
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
        'guest.submitted': [
          { guard: 'guestFormValid', target: 'Submitting', actions: assign({ guestErrors: {} }) },
          { actions: assign({ guestErrors: ({ context }) => validateGuestForm(context.guest) }) },
        ],
        'rooms.reopened': { target: 'SelectingRooms' },
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
          always: [{ guard: 'hasIdempotencyKey', target: 'SendingReservation' }, { target: 'GeneratingIdempotencyKey' }],
        },
        GeneratingIdempotencyKey: {
          description: 'Asks the injected id generator for the key of this attempt.',
          invoke: {
            id: 'generateIdempotencyKey',
            src: 'generateIdempotencyKey',
            onDone: { target: 'SendingReservation', actions: assign({ idempotencyKey: ({ event }) => event.output }) },
            onError: { target: '#booking.Failed', actions: 'recordFailure' },
          },
        },
        SendingReservation: {
          description: 'The gateway books the rooms, paying at the hotel, under the idempotency key.',
          invoke: {
            id: 'createReservation',
            src: 'createReservation',
            input: ({ context }) => ({
              hotelCode: context.hotelCode,
              reservation: buildReservationInput(context.criteria, context.selection, context.guest, context.locale),
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            onDone: { target: '#booking.Confirmed', actions: assign({ reservation: ({ event }) => event.output }) },
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
    Confirmed: {
      description: 'Step 1: booked; the app shows the confirmation page of the new number.',
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
      description: 'The booking API refused the reservation; the app shows the failure page for the code.',
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
