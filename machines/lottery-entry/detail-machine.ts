import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import type { BookWonRoomInput } from './actors';
import type { LotteryEntry } from './context';
import type { LotteryEntryDetailEvent } from './events';
import { LotteryTags } from './machine';
import { notImplemented } from '../not-implemented';

export interface LotteryEntryDetailContext {
  hotelCode: string;
  entryNumber: string;
  locale: string;
  entry: LotteryEntry | null;
  failure: Failure | null;
  /** One key per booking attempt of the won room: a double click or retry books once. */
  idempotencyKey: string;
}

export interface LotteryEntryDetailInput {
  hotelCode: string;
  entryNumber: string;
  locale: string;
  idempotencyKey: string;
}

/**
 * One entry of the signed-in member: /room-lottery/confirmation/{n}, /complete/{n} and
 * /reservation-incomplete/{n}. A registration can be cancelled while entries are accepted, a win
 * declined; a winner books the won room before the reservation deadline (SPEC.md section 4).
 */
export const lotteryEntryDetailMachine = setup({
  types: {
    context: {} as LotteryEntryDetailContext,
    events: {} as LotteryEntryDetailEvent,
    input: {} as LotteryEntryDetailInput,
    tags: {} as (typeof LotteryTags)[keyof typeof LotteryTags],
  },
  actors: {
    fetchEntry: fromPromise<LotteryEntry, { hotelCode: string; entryNumber: string }>(notImplemented),
    cancelEntry: fromPromise<LotteryEntry, { hotelCode: string; entryNumber: string }>(notImplemented),
    bookWonRoom: fromPromise<{ confirmationNumber: string; bypassToken: string }, BookWonRoomInput>(notImplemented),
  },
  actions: {
    /** The provider goes to /reservation/confirmation/{n} with the bypass token. */
    goToReservation: (_, _params: { confirmationNumber: string; bypassToken: string }) => {},
  },
  guards: {
    isPendingWin: ({ context }) => context.entry?.status === 'winner_reservation_pending',
    isCancellable: ({ context }) =>
      (context.entry?.status === 'registered' && context.entry.event.phase === 'accepting') ||
      context.entry?.status === 'winner_reservation_pending',
  },
}).createMachine({
  id: 'lotteryEntryDetail',
  description: 'Loads the entry; from it a registration is cancelled, a win declined or booked.',
  context: ({ input }) => ({ ...input, entry: null, failure: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'GET lottery_results/{entry} (3783 for anybody but the member who entered).',
      tags: [LotteryTags.Loading],
      invoke: {
        id: 'fetchEntry',
        src: 'fetchEntry',
        input: ({ context }) => ({ hotelCode: context.hotelCode, entryNumber: context.entryNumber }),
        onDone: { target: 'Showing', actions: assign({ entry: ({ event }) => event.output, failure: null }) },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Failed: { description: 'The entry did not load.', on: { 'entry.retried': { target: 'Loading' } } },
    Showing: {
      description: 'The entry with its status; the actions its status allows.',
      on: {
        'entry.cancelRequested': { guard: 'isCancellable', target: 'Cancelling' },
        'booking.submitted': { guard: 'isPendingWin', target: 'Booking' },
      },
    },
    Cancelling: {
      description: 'PUT lottery_results/{entry}/cancel.',
      tags: [LotteryTags.Busy],
      invoke: {
        id: 'cancelEntry',
        src: 'cancelEntry',
        input: ({ context }) => ({ hotelCode: context.hotelCode, entryNumber: context.entryNumber }),
        onDone: { target: 'Showing', actions: assign({ entry: ({ event }) => event.output, failure: null }) },
        onError: { target: 'Showing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Booking: {
      description:
        'POST reservations with the entry number (3760 after the deadline, 3783 if no longer a pending win).',
      tags: [LotteryTags.Busy],
      invoke: {
        id: 'bookWonRoom',
        src: 'bookWonRoom',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          entry: context.entry!,
          idempotencyKey: context.idempotencyKey,
          locale: context.locale,
        }),
        onDone: { target: 'Booked', actions: { type: 'goToReservation', params: ({ event }) => event.output } },
        onError: { target: 'Showing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Booked: { description: 'The won room is booked.', type: 'final' },
  },
});

export type LotteryListContext = { entries: LotteryEntry[]; failure: Failure | null };

/** The lottery tab of /my-account/reservations: GET /user/lottery_results. */
export const lotteryListMachine = setup({
  types: {
    context: {} as LotteryListContext,
    events: {} as { type: 'list.retried' },
    tags: {} as (typeof LotteryTags)[keyof typeof LotteryTags],
  },
  actors: { fetchMyEntries: fromPromise<LotteryEntry[], void>(notImplemented) },
}).createMachine({
  id: 'lotteryList',
  description: "The member's lottery entries, newest first.",
  context: { entries: [], failure: null },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Fetches the entries.',
      tags: [LotteryTags.Loading],
      invoke: {
        id: 'fetchMyEntries',
        src: 'fetchMyEntries',
        onDone: { target: 'Showing', actions: assign({ entries: ({ event }) => event.output, failure: null }) },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Showing: { description: 'The entries (maybe none).' },
    Failed: { description: 'The list did not load; retry.', on: { 'list.retried': { target: 'Loading' } } },
  },
});
