import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../failure';
import type { PriceQuoteContext, PriceQuoteEvent, PriceQuoteRequest, PricedSummary } from './context';
import { notImplemented } from '../not-implemented';
import { PriceQuoteTags } from './tags';

export { PriceQuoteTags };

/**
 * The price summary of SPEC.md section 3 for the guest-detail and payment steps (a quote of the
 * chosen rooms with the code and payment type) and the confirmation (the summary stored with the
 * reservation). The latest request wins: a new one while loading restarts the load.
 */
export const priceQuoteMachine = setup({
  types: {
    context: {} as PriceQuoteContext,
    events: {} as PriceQuoteEvent,
    tags: {} as (typeof PriceQuoteTags)[keyof typeof PriceQuoteTags],
  },
  actors: {
    loadSummary: fromPromise<PricedSummary, PriceQuoteRequest>(notImplemented),
  },
  guards: {
    hasSummary: ({ event }) => Boolean((event as { output?: PricedSummary }).output?.summary),
  },
}).createMachine({
  id: 'priceQuote',
  description: 'A price summary: quoted for chosen rooms, or read from a reservation.',
  context: { request: null, summary: null, discountCode: null, failure: null },
  initial: 'Idle',
  on: {
    'quote.requested': {
      target: '.Loading',
      reenter: true,
      actions: assign({ request: ({ event }) => event.request, failure: null }),
    },
  },
  states: {
    Idle: { description: 'Nothing to price yet.' },
    Loading: {
      description: 'Asks the gateway for the summary (rooms/price or the reservation).',
      tags: [PriceQuoteTags.Loading],
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: 'hasSummary',
            target: 'Showing',
            actions: assign({
              summary: ({ event }) => event.output.summary,
              discountCode: ({ event }) => event.output.discountCode,
            }),
          },
          { target: 'NoSummary', actions: assign({ summary: null, discountCode: null }) },
        ],
        onError: {
          target: 'Failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error), summary: null }),
        },
      },
    },
    Showing: { description: 'The summary lines are shown, tax included or excluded as the hotel says.' },
    NoSummary: { description: 'A reservation booked before prices were summarised: only its total is shown.' },
    Failed: {
      description: 'The price could not be computed; the catalogue code (1500, 1501, 2001...) chooses the message.',
      on: { 'quote.retried': { target: 'Loading' } },
    },
  },
});

export type PriceQuoteMachine = typeof priceQuoteMachine;
