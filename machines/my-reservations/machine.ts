import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import type { MyReservationsQuery } from '../graphql/graphql';
import { notImplemented } from '../not-implemented';

export type MemberReservationTab = 'upcoming' | 'completed' | 'cancelled';
export const MEMBER_RESERVATION_TABS: MemberReservationTab[] = ['upcoming', 'completed', 'cancelled'];
/** SPEC.md section 4: the list tabs include lottery; its entries come from machines/lottery-entry (lotteryListMachine). */
export type MyReservationsTab = MemberReservationTab | 'lottery';
export type MemberReservationPage = MyReservationsQuery['myReservations'];
/** SPEC.md section 4 channel filter (the API derives the channel: this widget's bookings are officialWebsite). */
export type MemberReservationChannel = 'all' | 'officialWebsite' | 'tripla' | 'wbf';
export const MEMBER_RESERVATION_CHANNELS: MemberReservationChannel[] = ['all', 'officialWebsite', 'tripla', 'wbf'];
/** Payment type filter: all or one of the bookable payment types (contract/payments.ts). */
export const MEMBER_RESERVATION_PAYMENT_TYPES = [
  'all',
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
] as const;
export type MemberReservationPaymentFilter = (typeof MEMBER_RESERVATION_PAYMENT_TYPES)[number];
export interface MemberReservationFilters {
  channel: MemberReservationChannel;
  paymentType: MemberReservationPaymentFilter;
}

export interface MyReservationsContext {
  tab: MyReservationsTab;
  page: number;
  filters: MemberReservationFilters;
  result: MemberReservationPage | null;
  failure: Failure | null;
}

export type MyReservationsEvent =
  | { type: 'tab.selected'; tab: MyReservationsTab }
  | { type: 'page.selected'; page: number }
  | { type: 'filters.changed'; channel?: MemberReservationChannel; paymentType?: MemberReservationPaymentFilter }
  | { type: 'list.retried' };

/** `/my-account/reservations`: the member's reservations by tab (upcoming by default), paged. */
export const myReservationsMachine = setup({
  types: {
    context: {} as MyReservationsContext,
    events: {} as MyReservationsEvent,
    input: {} as { tab?: MyReservationsTab } | undefined,
  },
  actors: {
    fetchReservations: fromPromise<
      MemberReservationPage,
      { tab: MemberReservationTab; page: number } & MemberReservationFilters
    >(notImplemented),
  },
}).createMachine({
  id: 'myReservations',
  description:
    'Loads one page of one tab with the channel and payment filters; switching tab or a filter starts at page 1.',
  context: ({ input }) => ({
    tab: input?.tab ?? 'upcoming',
    page: 1,
    filters: { channel: 'all', paymentType: 'all' },
    result: null,
    failure: null,
  }),
  initial: 'Starting',
  on: {
    'tab.selected': [
      {
        guard: ({ event }) => event.tab === 'lottery',
        target: '.Lottery',
        actions: assign({ tab: 'lottery' as const, page: 1, result: null, failure: null }),
      },
      { target: '.Loading', actions: assign({ tab: ({ event }) => event.tab, page: 1, result: null }) },
    ],
    'filters.changed': [
      // On the lottery tab the filters are kept for when a reservation tab is chosen again.
      {
        guard: ({ context }) => context.tab === 'lottery',
        actions: assign({ filters: ({ context, event }) => mergeFilters(context.filters, event) }),
      },
      {
        target: '.Loading',
        actions: assign({
          filters: ({ context, event }) => mergeFilters(context.filters, event),
          page: 1,
          result: null,
        }),
      },
    ],
    'page.selected': {
      guard: ({ context, event }) => event.page >= 1 && event.page <= (context.result?.totalPages ?? 1),
      target: '.Loading',
      actions: assign({ page: ({ event }) => event.page }),
    },
  },
  states: {
    Starting: {
      description: 'Opens the tab asked for (?tab=lottery from the lottery pages), else loads reservations.',
      always: [{ guard: ({ context }) => context.tab === 'lottery', target: 'Lottery' }, { target: 'Loading' }],
    },
    Lottery: { description: "The lottery tab: the member's lottery entries are shown by their own chart." },
    Loading: {
      description: 'Fetches the page of the chosen tab.',
      tags: ['Loading'],
      invoke: {
        id: 'fetchReservations',
        src: 'fetchReservations',
        input: ({ context }) => ({
          tab: context.tab === 'lottery' ? 'upcoming' : context.tab,
          page: context.page,
          ...context.filters,
        }),
        onDone: { target: 'Showing', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Showing: { description: 'The reservations of the tab (maybe none).' },
    Failed: {
      description: 'The list did not load; the member may retry.',
      on: { 'list.retried': { target: 'Loading' } },
    },
  },
});

function mergeFilters(
  current: MemberReservationFilters,
  event: { channel?: MemberReservationChannel; paymentType?: MemberReservationPaymentFilter },
): MemberReservationFilters {
  return { channel: event.channel ?? current.channel, paymentType: event.paymentType ?? current.paymentType };
}
