import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/errors';
import { hasFailureCode, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import { initialSearchContext, type Room, type SearchContext, type SearchInput } from './context';
import type { SearchEvent } from './events';
import { criteriaToQuery, validateCriteria } from './search-criteria';
import type { SearchRoomsInput } from './actors';

function notImplemented(): never {
  throw new Error('Not implemented: provide it with machine.provide()');
}

export const SearchTags = { Loading: 'Loading' } as const;

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    tags: {} as (typeof SearchTags)[keyof typeof SearchTags],
  },
  actors: {
    searchRooms: fromPromise<Room[], SearchRoomsInput>(notImplemented),
  },
  actions: {
    /** Writes the criteria back into the URL query (history.replaceState in the app). */
    syncUrl: (_, _params: { query: string }) => {},
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
  },
  guards: {
    criteriaValid: ({ context }) => validateCriteria(context.criteria, context.settings).length === 0,
    foundRooms: ({ event }) => {
      const output = (event as { output?: unknown }).output;
      return Array.isArray(output) && output.length > 0;
    },
    isNoRooms: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.noRooms),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
  },
}).createMachine({
  id: 'search',
  description: 'Room search (SPEC.md sections 2 and 3): criteria from the URL, validated, searched, sorted.',
  context: ({ input }) => initialSearchContext(input),
  initial: 'CheckingCriteria',
  on: {
    'criteria.changed': {
      actions: assign({ criteria: ({ context, event }) => ({ ...context.criteria, ...event.criteria }) }),
    },
    'search.submitted': { target: '.CheckingCriteria' },
    'order.changed': {
      target: '.CheckingCriteria',
      actions: assign({ criteria: ({ context, event }) => ({ ...context.criteria, order: event.order }) }),
    },
    'warnings.dismissed': { actions: assign({ warnings: [] }) },
  },
  states: {
    CheckingCriteria: {
      description: 'Checks the criteria before anything is sent (dates, guests, rooms).',
      always: [
        { guard: 'criteriaValid', target: 'Searching', actions: assign({ criteriaErrors: [] }) },
        {
          target: 'Invalid',
          actions: assign({ criteriaErrors: ({ context }) => validateCriteria(context.criteria, context.settings) }),
        },
      ],
    },
    Invalid: {
      description: 'The criteria break a rule; the search bar shows the codes; no request was sent.',
    },
    Searching: {
      description: 'Asks the gateway for rooms matching the criteria; the URL now carries them.',
      tags: [SearchTags.Loading],
      entry: [
        assign({ searchedCriteria: ({ context }) => context.criteria, failure: null }),
        { type: 'syncUrl', params: ({ context }) => ({ query: criteriaToQuery(context.search, context.criteria) }) },
      ],
      invoke: {
        id: 'searchRooms',
        src: 'searchRooms',
        input: ({ context }) => ({ hotelCode: context.hotelCode, criteria: context.criteria }),
        onDone: [
          { guard: 'foundRooms', target: 'ShowingResults', actions: assign({ rooms: ({ event }) => event.output }) },
          { target: 'NoRooms', actions: assign({ rooms: [] }) },
        ],
        onError: [
          { guard: 'isNoRooms', target: 'NoRooms', actions: assign({ rooms: [] }) },
          {
            guard: 'isServiceUnavailable',
            target: 'Failed',
            actions: ['goToServiceUnavailable', assign({ failure: ({ event }) => toFailure(event.error) })],
          },
          {
            guard: 'isInvalidClientSession',
            target: 'Failed',
            actions: ['restartSession', assign({ failure: ({ event }) => toFailure(event.error) })],
          },
          { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    ShowingResults: {
      description: 'Rooms and their plans are listed in the chosen order.',
    },
    NoRooms: {
      description: 'Nothing is free for these criteria; the guest changes dates or guests.',
    },
    Failed: {
      description: 'The search failed; the failure code chooses the message; the guest may retry.',
      // Through the checks: the search bar may have changed since the failed search.
      on: { 'search.retried': { target: 'CheckingCriteria' } },
    },
  },
});

export type SearchMachine = typeof searchMachine;
