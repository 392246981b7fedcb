import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toFailure } from '../failure';
import {
  cancellationErrors,
  initialReservationContext,
  lookupErrors,
  type CancelReservationRequest,
  type GuestUpdateRequest,
  type ItineraryRequest,
  type ReservationContext,
  type ReservationDetails,
  type ReservationInput,
  type ReservationLookup,
} from './context';
import type { ReservationEvent } from './events';
import {
  bookedGuestModes,
  bookedGuestRules,
  changeErrors,
  draftOf,
  guestDraftErrors,
  guestDraftOf,
  type ItineraryChangeDetails,
} from './reservation-changes';
import {
  cancellationRequest,
  changeOutputOf,
  failureGuards,
  failuresReturningTo,
  fetchByLookup,
  outputOf,
  toggleRoom,
} from './transitions';
import { without } from '../form-errors';
import { notImplemented } from '../not-implemented';

export const ReservationTags = { Loading: 'Loading', Busy: 'Busy' } as const;

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
    quoteItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(notImplemented),
    changeItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(notImplemented),
    updateGuest: fromPromise<ReservationDetails, GuestUpdateRequest>(notImplemented),
  },
  actions: {
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    showReservation: assign({ reservation: ({ context, event }) => outputOf(event) ?? context.reservation }),
    showFeeInForce: assign({ feeDisplayed: ({ context }) => context.reservation?.cancellation.fee ?? null }),
    showQuote: assign({
      quote: ({ event }) => changeOutputOf(event)?.quote ?? null,
      reservation: ({ context, event }) => changeOutputOf(event)?.reservation ?? context.reservation,
    }),
  },
  guards: {
    ...failureGuards,
    hasLookup: ({ context }) => Object.keys(lookupErrors(context.lookup)).length === 0,
    fetchedCancelled: ({ event }) => outputOf(event)?.status === 'cancelled',
    fetchedCancellable: ({ event }) => outputOf(event)?.cancellation.cancellable === true,
    isCancellable: ({ context }) =>
      context.reservation?.status !== 'cancelled' && context.reservation?.cancellation.cancellable === true,
    cancellationComplete: ({ context }) =>
      Object.keys(cancellationErrors(context.reason, context.details)).length === 0,
    canChangeItinerary: ({ context }) =>
      context.reservation?.status !== 'cancelled' && context.reservation?.updateSetting?.itineraryUpdatable === true,
    canEditGuest: ({ context }) =>
      context.reservation?.status !== 'cancelled' && context.reservation?.updateSetting?.updatable === true,
    changeIsValid: ({ context }) => Object.keys(changeErrors(context.reservation, context.change)).length === 0,
    guestIsValid: ({ context }) =>
      Object.keys(guestDraftErrors(context.guestDraft, bookedGuestRules(context.nameSettings, context.reservation)))
        .length === 0,
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
        ...fetchByLookup,
        onDone: [
          { guard: 'fetchedCancelled', target: 'Cancelled', actions: 'showReservation' },
          { target: 'Viewing', actions: 'showReservation' },
        ],
        onError: failuresReturningTo('Failed'),
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
      description:
        'The reservation is shown with its cancellation fee and update setting, or why it cannot be cancelled or changed online.',
      on: {
        'change.requested': {
          guard: 'canChangeItinerary',
          target: 'ChoosingChange',
          actions: assign({
            change: ({ context }) => draftOf(context.reservation),
            changeErrors: {},
            quote: null,
            failure: null,
          }),
        },
        'guest.editRequested': {
          guard: 'canEditGuest',
          target: 'EditingGuest',
          actions: assign({
            guestDraft: ({ context }) => guestDraftOf(context.reservation),
            guestErrors: {},
            failure: null,
          }),
        },
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
          actions: assign({
            reason: ({ event }) => event.reason,
            cancellationErrors: ({ context }) => without(context.cancellationErrors, 'reason'),
          }),
        },
        'cancellation.detailsChanged': {
          actions: assign({
            details: ({ event }) => event.details,
            cancellationErrors: ({ context }) => without(context.cancellationErrors, 'details'),
          }),
        },
        'cancellation.confirmed': [
          { guard: 'cancellationComplete', target: 'Cancelling', actions: assign({ cancellationErrors: {} }) },
          {
            actions: assign({
              cancellationErrors: ({ context }) => cancellationErrors(context.reason, context.details),
            }),
          },
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
        input: ({ context }) => cancellationRequest(context),
        onDone: { target: 'Cancelled', actions: 'showReservation' },
        onError: [
          // 1010: the fee in force differs; 1006: cancelled meanwhile. Either way, read it again.
          { guard: 'isFeeChanged', target: 'RefreshingReservation', actions: 'recordFailure' },
          { guard: 'isAlreadyCancelled', target: 'RefreshingReservation', actions: 'recordFailure' },
          ...failuresReturningTo('ConfirmingCancellation'),
        ],
      },
    },
    RefreshingReservation: {
      description: 'Reads the reservation again after the fee changed or it was already cancelled.',
      tags: [ReservationTags.Loading],
      invoke: {
        ...fetchByLookup,
        onDone: [
          { guard: 'fetchedCancelled', target: 'Cancelled', actions: 'showReservation' },
          {
            guard: 'fetchedCancellable',
            target: 'ConfirmingCancellation',
            // The new fee is what the guest now sees and confirms; reason and details are kept.
            actions: ['showReservation', 'showFeeInForce'],
          },
          { target: 'Viewing', actions: 'showReservation' },
        ],
        onError: { target: 'Failed', actions: 'recordFailure' },
      },
    },
    Cancelled: {
      description: 'The reservation is cancelled; the page shows it with the fee charged.',
    },
    ChoosingChange: {
      description:
        'The guest picks a later check-in, an earlier check-out and/or rooms to remove (never more, never another plan).',
      on: {
        'change.datesChanged': {
          actions: assign({
            change: ({ context, event }) => ({
              ...context.change,
              checkinDate: event.checkinDate,
              checkoutDate: event.checkoutDate,
            }),
            changeErrors: ({ context }) => without(context.changeErrors, 'dates'),
          }),
        },
        'change.roomToggled': {
          actions: assign({
            change: ({ context, event }) => toggleRoom(context.change, event.position),
            changeErrors: ({ context }) => without(context.changeErrors, 'rooms'),
          }),
        },
        'change.quoteRequested': [
          { guard: 'changeIsValid', target: 'QuotingChange', actions: assign({ changeErrors: {}, failure: null }) },
          { actions: assign({ changeErrors: ({ context }) => changeErrors(context.reservation, context.change) }) },
        ],
        'change.dismissed': { target: 'Viewing', actions: assign({ failure: null }) },
      },
    },
    QuotingChange: {
      description: 'Asks the booking API what the change costs (a dry run: nothing is written).',
      tags: [ReservationTags.Loading],
      invoke: {
        id: 'quoteItinerary',
        src: 'quoteItinerary',
        input: ({ context }) => ({ lookup: context.lookup, change: context.change, quotedTotalPrice: null }),
        onDone: { target: 'ReviewingChange', actions: 'showQuote' },
        onError: [
          { guard: 'isChangeRefused', target: 'ChangeRefused', actions: 'recordFailure' },
          // 1000, below_minimum_nights, update_not_priceable, network: the guest adjusts or retries.
          ...failuresReturningTo('ChoosingChange'),
        ],
      },
    },
    ReviewingChange: {
      description: 'The guest sees the new total, the change fee and the refund before committing.',
      on: {
        'change.confirmed': { target: 'UpdatingItinerary' },
        'change.edited': { target: 'ChoosingChange', actions: assign({ failure: null }) },
        'change.dismissed': { target: 'Viewing', actions: assign({ failure: null, quote: null }) },
      },
    },
    UpdatingItinerary: {
      description: 'Commits the change with the quoted total; the API refuses it if the total in force differs.',
      tags: [ReservationTags.Busy],
      entry: assign({ failure: null }),
      invoke: {
        id: 'changeItinerary',
        src: 'changeItinerary',
        input: ({ context }) => ({
          lookup: context.lookup,
          change: context.change,
          quotedTotalPrice: context.quote?.newTotalPrice ?? null,
        }),
        onDone: { target: 'Updated', actions: ['showQuote', assign({ updated: 'itinerary' })] },
        onError: [
          // The total moved (a tier started, rates changed): quote again and let the guest review it.
          { guard: 'isTotalChanged', target: 'QuotingChange', actions: 'recordFailure' },
          { guard: 'isChangeRefused', target: 'ChangeRefused', actions: 'recordFailure' },
          ...failuresReturningTo('ReviewingChange'),
        ],
      },
    },
    EditingGuest: {
      description:
        'The guest edits names, e-mail (with confirmation), phone, and the kana reading and address where the hotel asks them; SPEC.md section 5 rules of the language booked in.',
      on: {
        'guest.changed': {
          actions: assign({
            guestDraft: ({ context, event }) => ({ ...context.guestDraft, [event.field]: event.value }),
            guestErrors: ({ context, event }) => without(context.guestErrors, event.field),
          }),
        },
        'guest.submitted': [
          { guard: 'guestIsValid', target: 'SavingGuest', actions: assign({ guestErrors: {} }) },
          {
            actions: assign({
              guestErrors: ({ context }) =>
                guestDraftErrors(context.guestDraft, bookedGuestRules(context.nameSettings, context.reservation)),
            }),
          },
        ],
        'guest.dismissed': { target: 'Viewing', actions: assign({ failure: null }) },
      },
    },
    SavingGuest: {
      description: 'Saves the guest details.',
      tags: [ReservationTags.Busy],
      entry: assign({ failure: null }),
      invoke: {
        id: 'updateGuest',
        src: 'updateGuest',
        input: ({ context }) => ({
          lookup: context.lookup,
          guest: context.guestDraft,
          modes: bookedGuestModes(bookedGuestRules(context.nameSettings, context.reservation)),
        }),
        onDone: {
          target: 'Updated',
          actions: [
            'showReservation',
            // The e-mail that opened it may have changed: later calls use the new one.
            assign({
              updated: 'guest',
              lookup: ({ context, event }) =>
                context.lookup.email ? { ...context.lookup, email: event.output.guest.email } : context.lookup,
            }),
          ],
        },
        onError: [
          { guard: 'isChangeRefused', target: 'ChangeRefused', actions: 'recordFailure' },
          ...failuresReturningTo('EditingGuest'),
        ],
      },
    },
    Updated: {
      description: 'The change is saved; the page shows the updated reservation and what changed.',
      on: { 'update.acknowledged': { target: 'Viewing', actions: assign({ updated: null, quote: null }) } },
    },
    ChangeRefused: {
      description:
        'The reservation cannot be changed online now (deadline, staff edit, sign-in, cancelled...); the code says why.',
      // Read it again, so the page shows the update setting as it is now.
      on: { 'update.acknowledged': { target: 'LookingUp', actions: assign({ quote: null }) } },
    },
  },
});

export type ReservationMachine = typeof reservationMachine;
