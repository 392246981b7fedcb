import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import type { MyReservationsQuery } from '../graphql/graphql';

function notImplemented(): never {
  throw new Error('Not implemented: provide it with machine.provide()');
}

export type MemberReservationTab = 'upcoming' | 'completed' | 'cancelled';
export const MEMBER_RESERVATION_TABS: MemberReservationTab[] = ['upcoming', 'completed', 'cancelled'];
export type MemberReservationPage = MyReservationsQuery['myReservations'];

export interface MyReservationsContext {
  tab: MemberReservationTab;
  page: number;
  result: MemberReservationPage | null;
  failure: Failure | null;
}

export type MyReservationsEvent =
  | { type: 'tab.selected'; tab: MemberReservationTab }
  | { type: 'page.selected'; page: number }
  | { type: 'list.retried' };

/** `/my-account/reservations`: the member's reservations by tab (upcoming by default), paged. */
export const myReservationsMachine = setup({
  types: { context: {} as MyReservationsContext, events: {} as MyReservationsEvent },
  actors: {
    fetchReservations: fromPromise<MemberReservationPage, { tab: MemberReservationTab; page: number }>(notImplemented),
  },
}).createMachine({
  id: 'myReservations',
  description: 'Loads one page of one tab; switching tab starts at page 1.',
  context: { tab: 'upcoming', page: 1, result: null, failure: null },
  initial: 'Loading',
  on: {
    'tab.selected': { target: '.Loading', actions: assign({ tab: ({ event }) => event.tab, page: 1, result: null }) },
    'page.selected': {
      guard: ({ context, event }) => event.page >= 1 && event.page <= (context.result?.totalPages ?? 1),
      target: '.Loading',
      actions: assign({ page: ({ event }) => event.page }),
    },
  },
  states: {
    Loading: {
      description: 'Fetches the page of the chosen tab.',
      tags: ['Loading'],
      invoke: {
        id: 'fetchReservations',
        src: 'fetchReservations',
        input: ({ context }) => ({ tab: context.tab, page: context.page }),
        onDone: { target: 'Showing', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Showing: { description: 'The reservations of the tab (maybe none).' },
    Failed: { description: 'The list did not load; the member may retry.', on: { 'list.retried': { target: 'Loading' } } },
  },
});
