import { assign, fromPromise, setup } from 'xstate';
import { errorOf, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import {
  initialSearchExtrasContext,
  type LoadSearchExtrasInput,
  type SearchExtras,
  type SearchExtrasContext,
  type SearchExtrasInput,
} from './context';
import type { SearchExtrasEvent } from './events';
import { notImplemented } from '../not-implemented';

export const SearchExtrasTags = { Loading: 'Loading' } as const;

/**
 * What the search page shows beside the results: the hotel's children's tiers for
 * the search bar, its notifications for the check-in, and the brand's facilities for suggestions
 * and the map. One request loads all three.
 */
export const searchExtrasMachine = setup({
  types: {
    context: {} as SearchExtrasContext,
    events: {} as SearchExtrasEvent,
    input: {} as SearchExtrasInput,
    tags: {} as (typeof SearchExtrasTags)[keyof typeof SearchExtrasTags],
  },
  actors: {
    loadSearchExtras: fromPromise<SearchExtras, LoadSearchExtrasInput>(notImplemented),
  },
  actions: {
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    setCheckin: assign({
      checkin: ({ context, event }) => (event.type === 'checkin.changed' ? event.checkin : context.checkin),
    }),
  },
  guards: {
    isNewCheckin: ({ context, event }) => event.type === 'checkin.changed' && event.checkin !== context.checkin,
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
  },
}).createMachine({
  id: 'searchExtras',
  description: "The search page's children's tiers, notifications and facilities (SPEC.md sections 3, 5 and 7).",
  context: ({ input }) => initialSearchExtrasContext(input),
  initial: 'Loading',
  states: {
    Loading: {
      description:
        'Asks the gateway for the kids setting, the notifications for the check-in and the brand facilities.',
      tags: [SearchExtrasTags.Loading],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadSearchExtras',
        src: 'loadSearchExtras',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          brandCode: context.brandCode,
          checkin: context.checkin,
        }),
        onDone: {
          target: 'Ready',
          actions: assign({
            kidsSetting: ({ event }) => event.output.kidsSetting,
            notifications: ({ event }) => event.output.notifications,
            facilities: ({ event }) => event.output.facilities,
          }),
        },
        onError: [
          { guard: 'isServiceUnavailable', target: 'Failed', actions: ['recordFailure', 'goToServiceUnavailable'] },
          { guard: 'isInvalidClientSession', target: 'Failed', actions: ['recordFailure', 'restartSession'] },
          { target: 'Failed', actions: 'recordFailure' },
        ],
      },
      on: {
        'checkin.changed': { guard: 'isNewCheckin', target: 'Loading', reenter: true, actions: 'setCheckin' },
        'language.changed': { target: 'Loading', reenter: true },
      },
    },
    Ready: {
      description:
        'Tiers, notifications and facilities are shown; a new check-in reloads the notifications, another language all three.',
      on: {
        'checkin.changed': { guard: 'isNewCheckin', target: 'Loading', actions: 'setCheckin' },
        'language.changed': { target: 'Loading' },
      },
    },
    Failed: {
      description:
        'Loading failed (SPEC.md section 8: the error title is shown, the search still works); the guest may retry.',
      on: {
        'extras.retried': { target: 'Loading' },
        'checkin.changed': { guard: 'isNewCheckin', target: 'Loading', actions: 'setCheckin' },
        'language.changed': { target: 'Loading' },
      },
    },
  },
});

export type SearchExtrasMachine = typeof searchExtrasMachine;
