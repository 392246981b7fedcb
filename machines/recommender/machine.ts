import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { errorOf, hasFailureCode, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import {
  initialRecommenderContext,
  type LoadRecommendationsInput,
  type Recommendation,
  type RecommenderContext,
  type RecommenderInput,
} from './context';
import type { RecommenderEvent } from './events';
import { notImplemented } from '../not-implemented';

export const RecommenderTags = { Loading: 'Loading' } as const;

/** `/booking/recommender` (SPEC.md section 2): the recommended plans for the criteria of the URL. */
export const recommenderMachine = setup({
  types: {
    context: {} as RecommenderContext,
    events: {} as RecommenderEvent,
    input: {} as RecommenderInput,
    tags: {} as (typeof RecommenderTags)[keyof typeof RecommenderTags],
  },
  actors: {
    loadRecommendations: fromPromise<Recommendation[], LoadRecommendationsInput>(notImplemented),
  },
  actions: {
    goToServiceUnavailable: () => {},
    restartSession: () => {},
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    hasRecommendations: ({ event }) => ((event as { output?: unknown[] }).output?.length ?? 0) > 0,
    isNoRooms: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.noRooms),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
  },
}).createMachine({
  id: 'recommender',
  description: 'Rooms recommender: the first plan of the best-ranked room types free for the criteria.',
  context: ({ input }) => initialRecommenderContext(input),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Asks the gateway for the recommended plans.',
      tags: [RecommenderTags.Loading],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadRecommendations',
        src: 'loadRecommendations',
        input: ({ context }) => ({ hotelCode: context.hotelCode, criteria: context.criteria }),
        onDone: [
          {
            guard: 'hasRecommendations',
            target: 'Showing',
            actions: assign({ recommendations: ({ event }) => event.output }),
          },
          { target: 'Empty', actions: assign({ recommendations: [] }) },
        ],
        onError: [
          { guard: 'isNoRooms', target: 'Empty', actions: assign({ recommendations: [] }) },
          { guard: 'isServiceUnavailable', target: 'Failed', actions: ['recordFailure', 'goToServiceUnavailable'] },
          { guard: 'isInvalidClientSession', target: 'Failed', actions: ['recordFailure', 'restartSession'] },
          { target: 'Failed', actions: 'recordFailure' },
        ],
      },
    },
    Showing: { description: 'The recommended plans are listed, each leading to the search results.' },
    Empty: { description: 'Nothing is free for these criteria: the no-rooms message.' },
    Failed: {
      description: 'Loading failed: the message for the failure code; the guest may retry.',
      on: { 'recommendations.retried': { target: 'Loading' } },
    },
  },
});

export type RecommenderMachine = typeof recommenderMachine;
