import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';

/** A saved card as the gateway shows it: brand, last four digits and expiry only. */
export interface SavedCard {
  cardId: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: string;
}

export interface SavedCardsInput {
  hotelCode: string;
}

export interface SavedCardsContext {
  hotelCode: string;
  cards: SavedCard[];
  /** The card the member asked to delete, waiting for confirmation or being deleted. */
  deleting: string | null;
  failure: Failure | null;
}

export type SavedCardsEvent =
  | { type: 'card.deleteRequested'; cardId: string }
  | { type: 'card.deleteConfirmed' }
  | { type: 'card.deleteDismissed' }
  | { type: 'list.retried' };

/**
 * `/my-account/payment-options` (payments slice 2): the signed-in member's saved cards; deleting one
 * asks for confirmation first, and the list shown afterwards is the one the server answers.
 */
export const savedCardsMachine = setup({
  types: { context: {} as SavedCardsContext, events: {} as SavedCardsEvent, input: {} as SavedCardsInput },
  actors: {
    fetchSavedCards: fromPromise<SavedCard[], { hotelCode: string }>(notImplemented),
    deleteSavedCard: fromPromise<SavedCard[], { hotelCode: string; cardId: string }>(notImplemented),
  },
}).createMachine({
  id: 'savedCards',
  description: 'Loads the member’s saved cards; one can be deleted after confirmation.',
  context: ({ input }) => ({ hotelCode: input.hotelCode, cards: [], deleting: null, failure: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Fetches the saved cards.',
      tags: ['Loading'],
      invoke: {
        id: 'fetchSavedCards',
        src: 'fetchSavedCards',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: { target: 'Showing', actions: assign({ cards: ({ event }) => event.output, failure: null }) },
        onError: { target: 'LoadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Showing: {
      description: 'The saved cards (maybe none); the failure of a last delete stays shown until the next action.',
      on: {
        'card.deleteRequested': {
          guard: ({ context, event }) => context.cards.some((card) => card.cardId === event.cardId),
          target: 'ConfirmingDelete',
          actions: assign({ deleting: ({ event }) => event.cardId, failure: null }),
        },
      },
    },
    ConfirmingDelete: {
      description: 'Asks whether to delete the chosen card.',
      on: {
        'card.deleteConfirmed': { target: 'Deleting' },
        'card.deleteDismissed': { target: 'Showing', actions: assign({ deleting: null }) },
      },
    },
    Deleting: {
      description: 'Deletes the card; a double click cannot send it twice (no event is taken here).',
      tags: ['Busy'],
      invoke: {
        id: 'deleteSavedCard',
        src: 'deleteSavedCard',
        input: ({ context }) => ({ hotelCode: context.hotelCode, cardId: context.deleting! }),
        onDone: {
          target: 'Showing',
          actions: assign({ cards: ({ event }) => event.output, deleting: null, failure: null }),
        },
        onError: {
          target: 'Showing',
          actions: assign({ deleting: null, failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    LoadFailed: {
      description: 'The list did not load; the member may retry.',
      on: { 'list.retried': { target: 'Loading' } },
    },
  },
});
