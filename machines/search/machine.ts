import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { errorOf, hasFailureCode, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import { initialSearchContext, type SearchContext, type SearchInput, type SearchResult } from './context';
import type { SearchEvent } from './events';
import { criteriaCookieName, encodeCampaignCookie, encodeCriteriaCookie } from './criteria-cookie';
import {
  copyRoomGuests,
  criteriaToQuery,
  facilitiesPath,
  roomsOf,
  validateCriteria,
  type RoomGuests,
  type SearchCriteria,
} from './search-criteria';
import { keepUndatedUsable } from './undated-search';
import type { SearchRoomsInput } from './actors';
import { withCode } from '../pricing/discount-code';
import {
  datesFromStart,
  fitMealBed,
  mayNeedMealBed,
  withMealBedChosen,
  withMealBedFitted,
  withTierCounts,
} from './criteria-breadth';
import { notImplemented } from '../not-implemented';

/** Editing the bar's plain guests or room count leaves the per-room form. */
function changedCriteria(criteria: SearchCriteria, patch: Partial<SearchCriteria>): SearchCriteria {
  const next = { ...criteria, ...patch };
  if ('adults' in patch || 'children' in patch || 'roomCount' in patch) delete next.roomGuests;
  // `undatedNights: undefined` turns an undated search off; it is dropped when no longer usable.
  if ('undatedNights' in patch && patch.undatedNights === undefined) delete next.undatedNights;
  return keepUndatedUsable(next);
}

/**
 * The guests of every room, each child's meal and bed option following its children: kept for the
 * children still there, not chosen (null) for new ones, dropped for removed ones (fitMealBed).
 */
function withGuests(criteria: SearchCriteria, rooms: readonly RoomGuests[], asks: boolean | null): SearchCriteria {
  return keepUndatedUsable({
    ...criteria,
    roomGuests: rooms.map((room) => fitMealBed(copyRoomGuests(room), asks)),
    adults: rooms[0]?.adults ?? criteria.adults,
    children: rooms[0]?.children ?? criteria.children,
    roomCount: rooms.length,
  });
}

export const SearchTags = { Loading: 'Loading' } as const;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    tags: {} as (typeof SearchTags)[keyof typeof SearchTags],
  },
  actors: {
    searchRooms: fromPromise<SearchResult, SearchRoomsInput>(notImplemented),
  },
  actions: {
    /** Writes the criteria back into the URL query (history.replaceState in the app). */
    syncUrl: (_, _params: { query: string }) => {},
    /** Opens another page of the app (a brand-facility setup's facility list). */
    goTo: (_, _params: { path: string }) => {},
    /** Writes a cookie (criteria: 1 hour, named after the hotel code; campaign: 1 day). */
    saveCriteriaCookie: (_, _params: { name: string; value: string }) => {},
    saveCampaignCookie: (_, _params: { value: string }) => {},
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    /** The kids setting is known: every room's options fitted to its children (unchosen slots, or none). */
    assignKidsSetting: assign(({ context, event }) => {
      if (event.type !== 'kids.settingLoaded') return {};
      return { asksKidsMealBed: event.asksMealBed, criteria: withMealBedFitted(context.criteria, event.asksMealBed) };
    }),
    /** Pricing: the searched code's status and the card-payment promotion of this result. */
    assignPricing: assign(({ event }) => {
      const output = (event as { output?: SearchResult }).output;
      return { discountCode: output?.discountCode ?? null, paymentPromotion: output?.paymentPromotion ?? null };
    }),
  },
  guards: {
    criteriaValid: ({ context }) => validateCriteria(context.criteria, context.settings).length === 0,
    /** A brand-facility setup (SPEC.md section 2): its searches list the brand's facilities. */
    searchesFacilities: ({ context }) => context.settings.bookingWidgetType === 'brand_facility',
    awaitsKidsSetting: ({ context }) => context.asksKidsMealBed === null && mayNeedMealBed(context.criteria),
    foundRooms: ({ event }) => ((event as { output?: SearchResult }).output?.rooms.length ?? 0) > 0,
    isNoRooms: ({ event }) => hasFailureCode(errorOf(event), ErrorCode.noRooms),
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
  },
}).createMachine({
  id: 'search',
  description: 'Room search (SPEC.md sections 2 and 3): criteria from the URL, validated, searched, sorted.',
  context: ({ input }) => initialSearchContext(input),
  // Campaign parameters of the URL are kept a day, whatever the search does.
  entry: enqueueActions(({ context, enqueue }) => {
    if (Object.keys(context.campaign).length > 0) {
      enqueue({ type: 'saveCampaignCookie', params: { value: encodeCampaignCookie(context.campaign) } });
    }
  }),
  initial: 'CheckingCriteria',
  on: {
    'criteria.changed': {
      actions: assign({ criteria: ({ context, event }) => changedCriteria(context.criteria, event.criteria) }),
    },
    'rooms.changed': {
      actions: assign({
        criteria: ({ context, event }) => withGuests(context.criteria, event.rooms, context.asksKidsMealBed),
      }),
    },
    'kids.tiersChanged': {
      guard: ({ context, event }) => event.room >= 0 && event.room < roomsOf(context.criteria).length,
      actions: assign({
        criteria: ({ context, event }) =>
          withGuests(
            context.criteria,
            roomsOf(context.criteria).map((room, index) =>
              index === event.room ? withTierCounts(room, event.kidsTiers, context.asksKidsMealBed) : room,
            ),
            context.asksKidsMealBed,
          ),
      }),
    },
    'kids.mealBedChosen': {
      // The refusal (criteriaErrors) stays until the next check; the view shows it only beside children still unchosen.
      actions: assign({
        criteria: ({ context, event }) =>
          withGuests(
            context.criteria,
            withMealBedChosen(roomsOf(context.criteria), event.room, event.child, event.option),
            context.asksKidsMealBed,
          ),
      }),
    },
    'kids.settingLoaded': { actions: 'assignKidsSetting' },
    'view.changed': {
      actions: assign({
        criteria: ({ context, event }) => {
          const { type: _old, ...rest } = context.criteria;
          return event.view === 'plans' ? { ...rest, type: 'plans' as const } : rest;
        },
        searchedCriteria: ({ context, event }) => {
          if (!context.searchedCriteria) return null;
          const { type: _old, ...rest } = context.searchedCriteria;
          return event.view === 'plans' ? { ...rest, type: 'plans' as const } : rest;
        },
      }),
    },
    'search.submitted': [
      {
        // A brand-facility setup: valid criteria go to the brand facility list (the stay kept in its query, and in the cookie).
        guard: and(['searchesFacilities', 'criteriaValid']),
        actions: [
          assign({ criteriaErrors: [] }),
          {
            type: 'saveCriteriaCookie',
            params: ({ context }) => ({
              name: criteriaCookieName(context.hotelCode),
              value: encodeCriteriaCookie(context.criteria),
            }),
          },
          {
            type: 'goTo',
            params: ({ context }) => ({ path: facilitiesPath(context.hotelCode, context.search, context.criteria) }),
          },
        ],
      },
      { target: '.CheckingCriteria' },
    ],
    'order.changed': {
      target: '.CheckingCriteria',
      actions: assign({ criteria: ({ context, event }) => ({ ...context.criteria, order: event.order }) }),
    },
    'warnings.dismissed': { actions: assign({ warnings: [] }) },
    // Applying or clearing a code re-prices: a new search with it (machines/pricing).
    'code.applied': {
      target: '.CheckingCriteria',
      actions: assign({ criteria: ({ context, event }) => withCode(context.criteria, event.kind, event.code) }),
    },
    'code.cleared': {
      target: '.CheckingCriteria',
      actions: assign({ criteria: ({ context }) => withCode(context.criteria, null) }),
    },
  },
  states: {
    CheckingCriteria: {
      description: 'Checks the criteria before anything is sent (dates, guests, rooms).',
      always: [
        // Children by tier from the URL before the kids setting is known: they may need options not chosen yet.
        { guard: 'awaitsKidsSetting', target: 'AwaitingKidsSetting' },
        { guard: 'criteriaValid', target: 'Searching', actions: assign({ criteriaErrors: [] }) },
        {
          target: 'Invalid',
          actions: assign({ criteriaErrors: ({ context }) => validateCriteria(context.criteria, context.settings) }),
        },
      ],
    },
    Invalid: {
      description:
        'The criteria break a rule (an unchosen meal and bed option among them); the search bar shows the codes; no request was sent.',
    },
    AwaitingKidsSetting: {
      description:
        'Children by tier without every meal and bed option: nothing is sent until the kids setting tells whether the hotel asks for them.',
      on: { 'kids.settingLoaded': { target: 'CheckingCriteria', actions: 'assignKidsSetting' } },
    },
    Searching: {
      description: 'Asks the gateway for rooms matching the criteria; the URL now carries them.',
      tags: [SearchTags.Loading],
      entry: [
        assign({ searchedCriteria: ({ context }) => context.criteria, failure: null, nextAvailableDate: null }),
        { type: 'syncUrl', params: ({ context }) => ({ query: criteriaToQuery(context.search, context.criteria) }) },
        {
          type: 'saveCriteriaCookie',
          params: ({ context }) => ({
            name: criteriaCookieName(context.hotelCode),
            value: encodeCriteriaCookie(context.criteria),
          }),
        },
      ],
      invoke: {
        id: 'searchRooms',
        src: 'searchRooms',
        input: ({ context }) => ({ hotelCode: context.hotelCode, criteria: context.criteria }),
        onDone: [
          {
            guard: 'foundRooms',
            target: 'ShowingResults',
            actions: [
              assign({ rooms: ({ event }) => event.output.rooms }),
              // Undated: the rooms are for the check-in found, and so is what gets booked.
              assign(({ context, event }) => ({
                criteria: datesFromStart(context.criteria, event.output.bookingStartDate),
                searchedCriteria:
                  context.searchedCriteria && datesFromStart(context.searchedCriteria, event.output.bookingStartDate),
              })),
              'assignPricing',
            ],
          },
          {
            target: 'NoRooms',
            actions: [
              assign({ rooms: [], nextAvailableDate: ({ event }) => event.output.nextAvailableDate }),
              'assignPricing',
            ],
          },
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
