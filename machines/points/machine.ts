import { assign, fromPromise, setup } from 'xstate';
import { errorOf, isFailure, toFailure } from '../failure';
import { ErrorCode } from '../../contract/error-codes';
import type {
  ExchangeRequest,
  HistoryPage,
  PointExchangeView,
  PointsContext,
  PointsEvent,
  PointsInput,
  PointsOverview,
  PointsOverviewRequest,
} from './context';
import { exchangeProblem, parsePoints } from './point-amounts';
import { notImplemented } from '../not-implemented';

export const PointsTags = { Loading: 'Loading', Busy: 'Busy' } as const;

/** Nothing (or nothing certain) reached the booking API: a retry must reuse the key. */
const isRetryable = (error: unknown) =>
  !isFailure(error) || error.code === ErrorCode.network || (error.status ?? 0) >= 500;

/**
 * `/my-account/points` (SPEC.md sections 2, 3, 7, 9): balance, rank and ranking points, the point
 * history paged by 5, and the exchange to a digico code, which is irreversible and so confirmed
 * first; one idempotency key per attempt makes a double click or a retry exchange once.
 */
export const pointsMachine = setup({
  types: {
    context: {} as PointsContext,
    events: {} as PointsEvent,
    input: {} as PointsInput,
    tags: {} as (typeof PointsTags)[keyof typeof PointsTags],
  },
  actors: {
    fetchOverview: fromPromise<PointsOverview, PointsOverviewRequest>(notImplemented),
    fetchHistoryPage: fromPromise<HistoryPage, PointsOverviewRequest>(notImplemented),
    generateIdempotencyKey: fromPromise<string, void>(notImplemented),
    exchangePoints: fromPromise<PointExchangeView, ExchangeRequest>(notImplemented),
  },
  guards: {
    pageExists: ({ context, event }) =>
      event.type === 'history.pageRequested' &&
      context.history !== null &&
      event.page >= 1 &&
      event.page <= context.history.totalPages &&
      event.page !== context.history.page,
    exchangeAvailable: ({ context }) => context.info?.exchangeAvailable === true,
    amountValid: ({ context }) =>
      context.info !== null &&
      exchangeProblem(parsePoints(context.exchangeAmount), context.info.exchangeStep, context.info.totalPoint) === null,
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    isRetryable: ({ event }) => isRetryable(errorOf(event)),
  },
  actions: {
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
}).createMachine({
  id: 'points',
  description: 'The member’s points page: overview, paged history and the confirmed, idempotent exchange.',
  context: ({ input }) => ({
    hotelCode: input.hotelCode,
    info: null,
    history: null,
    requestedPage: 1,
    exchangeAmount: '',
    exchangeProblem: null,
    idempotencyKey: null,
    lastExchange: null,
    failure: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Fetches the balance, rank and the first history page.',
      tags: [PointsTags.Loading],
      invoke: {
        id: 'fetchOverview',
        src: 'fetchOverview',
        input: ({ context }) => ({ hotelCode: context.hotelCode, page: 1 }),
        onDone: {
          target: 'Showing',
          actions: assign({
            info: ({ event }) => event.output.info,
            history: ({ event }) => event.output.history,
            failure: null,
          }),
        },
        onError: { target: 'LoadFailed', actions: 'recordFailure' },
      },
    },
    LoadFailed: {
      description: 'Point history failed to load (SPEC.md section 8); the member may retry.',
      on: { 'load.retried': { target: 'Loading' } },
    },
    Showing: {
      description: 'Balance, rank and one page of history; another page, or an exchange, may be asked for.',
      on: {
        'history.pageRequested': {
          guard: 'pageExists',
          target: 'LoadingPage',
          actions: assign({ requestedPage: ({ event }) => event.page, failure: null }),
        },
        'exchange.started': {
          guard: 'exchangeAvailable',
          target: 'EnteringExchange',
          actions: assign({
            exchangeAmount: '',
            exchangeProblem: null,
            idempotencyKey: null,
            lastExchange: null,
            failure: null,
          }),
        },
      },
    },
    LoadingPage: {
      description: 'Fetches the requested history page; the current one stays shown meanwhile.',
      tags: [PointsTags.Loading],
      invoke: {
        id: 'fetchHistoryPage',
        src: 'fetchHistoryPage',
        input: ({ context }) => ({ hotelCode: context.hotelCode, page: context.requestedPage }),
        onDone: { target: 'Showing', actions: assign({ history: ({ event }) => event.output }) },
        onError: { target: 'Showing', actions: 'recordFailure' },
      },
    },
    EnteringExchange: {
      description:
        'The member types how many points to exchange (a multiple of the exchange step, within the balance).',
      on: {
        'exchange.amountChanged': {
          actions: assign({
            exchangeAmount: ({ event }) => event.value,
            exchangeProblem: null,
            idempotencyKey: null,
            failure: null,
          }),
        },
        'exchange.submitted': [
          { guard: 'amountValid', target: 'ConfirmingExchange' },
          {
            actions: assign({
              exchangeProblem: ({ context }) =>
                exchangeProblem(
                  parsePoints(context.exchangeAmount),
                  context.info?.exchangeStep ?? 1,
                  context.info?.totalPoint ?? 0,
                ),
            }),
          },
        ],
        'exchange.cancelled': {
          target: 'Showing',
          actions: assign({ exchangeAmount: '', exchangeProblem: null, failure: null }),
        },
      },
    },
    ConfirmingExchange: {
      description: 'The exchange is irreversible: the member confirms the amount once more.',
      on: {
        'exchange.confirmed': { target: 'Exchanging' },
        'exchange.cancelled': { target: 'EnteringExchange' },
      },
    },
    Exchanging: {
      description:
        'Sends the exchange under this attempt’s key; no event is taken meanwhile, so a double click cannot send it twice.',
      tags: [PointsTags.Busy],
      initial: 'CheckingKey',
      states: {
        CheckingKey: {
          description: 'A retry keeps the key of its attempt.',
          always: [{ guard: 'hasIdempotencyKey', target: 'Sending' }, { target: 'GeneratingKey' }],
        },
        GeneratingKey: {
          description: 'Asks the injected id generator for the key of this attempt.',
          invoke: {
            id: 'generateIdempotencyKey',
            src: 'generateIdempotencyKey',
            onDone: { target: 'Sending', actions: assign({ idempotencyKey: ({ event }) => event.output }) },
            onError: { target: '#points.EnteringExchange', actions: 'recordFailure' },
          },
        },
        Sending: {
          description: 'The gateway exchanges the points.',
          invoke: {
            id: 'exchangePoints',
            src: 'exchangePoints',
            input: ({ context }) => ({
              hotelCode: context.hotelCode,
              amount: parsePoints(context.exchangeAmount) ?? 0,
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            onDone: {
              target: '#points.Refreshing',
              actions: assign({ lastExchange: ({ event }) => event.output, exchangeAmount: '', idempotencyKey: null }),
            },
            onError: [
              // Maybe exchanged, maybe not: the same key on the next try answers the first exchange.
              { guard: 'isRetryable', target: '#points.EnteringExchange', actions: 'recordFailure' },
              { target: '#points.EnteringExchange', actions: ['recordFailure', assign({ idempotencyKey: null })] },
            ],
          },
        },
      },
    },
    Refreshing: {
      description: 'After an exchange: the balance and the first history page again; the new code stays shown.',
      tags: [PointsTags.Loading],
      invoke: {
        id: 'refreshOverview',
        src: 'fetchOverview',
        input: ({ context }) => ({ hotelCode: context.hotelCode, page: 1 }),
        onDone: {
          target: 'Showing',
          actions: assign({ info: ({ event }) => event.output.info, history: ({ event }) => event.output.history }),
        },
        onError: { target: 'LoadFailed', actions: 'recordFailure' },
      },
    },
  },
});

export type PointsMachine = typeof pointsMachine;
