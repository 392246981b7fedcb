import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { HotelSearchOrder } from '../../contract/hotel-search';
import { toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';
import type { Photo } from '../photos/photo-fields';
import {
  applyEdit,
  criteriaProblems,
  criteriaQuery,
  type CriteriaEdit,
  type CriteriaProblem,
  type HotelSearchCriteria,
} from './criteria';

export const HotelSearchTags = { Busy: 'Busy' } as const;

export interface PriceShown {
  total: number;
  perNight: number;
  currency: string;
}

/** One facility as the list and the map show it (GraphQL `hotelSearch`). */
export interface FacilityResult {
  code: string;
  name: string;
  area: { code: string; name: string };
  address: string;
  latitude: number | null;
  longitude: number | null;
  starRating: number;
  features: string[];
  rating: { average: number | null; count: number };
  photo: Photo | null;
  soldOut: boolean;
  displayPrice: PriceShown | null;
  lowestPlan: { roomTypeName: string; planName: string; meal: string; refundable: boolean } | null;
  nextAvailable: { checkin: string; checkout: string; displayPrice: PriceShown }[];
  /** Set when the facility cannot host the searched party (listed without a price): the API's reason. */
  partyRefusal?: { reason: string; detail: string } | null;
}

export interface HotelSearchPage {
  facilities: FacilityResult[];
  page: number;
  totalPages: number;
  totalEntries: number;
  nights: number;
  currency: string;
}

/** Facilities per page fetched (the list shows more as the guest asks). */
export const PER_PAGE = 10;

export interface HotelSearchInput {
  today: string;
  criteria: HotelSearchCriteria;
  /** The page of the address: that many pages are fetched one by one and merged. */
  page: number;
}

export interface HotelSearchContext {
  today: string;
  /** The criteria of the results on screen. */
  criteria: HotelSearchCriteria;
  /** The search bar's criteria, searched when submitted. */
  draft: HotelSearchCriteria;
  showProblems: boolean;
  facilities: FacilityResult[];
  loadedPage: number;
  targetPage: number;
  totalPages: number;
  totalEntries: number;
  nights: number;
  currency: string;
  failure: Failure | null;
  moreFailure: Failure | null;
  /** The areas the search bar offers (the agency's gazetteer in the UI language; empty until loaded or if loading failed). */
  areas: AreaOption[];
  /** Whether the areas are known yet: loading, loaded, or not to be had (the search bar then offers the area searched). */
  areasState: 'loading' | 'loaded' | 'failed';
  /** The one read of the areas, started with the chart. */
  areasLoader: AnyActorRef;
}

export interface AreaOption {
  code: string;
  name: string;
  within: string | null;
}

export type HotelSearchEvent =
  | { type: 'criteria.edited'; edit: CriteriaEdit }
  | { type: 'search.submitted' }
  | { type: 'filter.changed'; edit: CriteriaEdit }
  | { type: 'sort.changed'; order: HotelSearchOrder }
  | { type: 'more.requested' }
  | { type: 'retry' };

/** Adds a page's facilities after the ones shown, leaving out any already there (a list that moved between pages). */
export function mergeFacilities(shown: readonly FacilityResult[], page: readonly FacilityResult[]): FacilityResult[] {
  const seen = new Set(shown.map((facility) => facility.code));
  return [...shown, ...page.filter((facility) => !seen.has(facility.code) && seen.add(facility.code))];
}

const hotelSearchSetup = setup({
  types: {
    context: {} as HotelSearchContext,
    events: {} as HotelSearchEvent,
    input: {} as HotelSearchInput,
    tags: {} as (typeof HotelSearchTags)[keyof typeof HotelSearchTags],
  },
  actors: {
    searchHotels: fromPromise<HotelSearchPage, { criteria: HotelSearchCriteria; page: number }>(notImplemented),
    loadAreas: fromPromise<AreaOption[]>(notImplemented),
  },
  actions: {
    /** Writes the criteria into the address (`/search-hotels?...`), replacing the entry. */
    showCriteria: (_, _params: { query: string }) => {},
  },
  guards: {
    draftSearchable: ({ context }) => criteriaProblems(context.draft, context.today).length === 0,
    nothingFound: ({ event }) => (event as { output?: HotelSearchPage }).output?.totalEntries === 0,
    morePagesWanted: ({ context }) =>
      context.loadedPage < context.targetPage && context.loadedPage < context.totalPages,
    hasMorePages: ({ context }) => context.loadedPage < context.totalPages,
  },
});

/** What a new search clears: the list, its pages and failures. */
const startOver: Pick<
  HotelSearchContext,
  'facilities' | 'loadedPage' | 'targetPage' | 'totalPages' | 'totalEntries' | 'failure' | 'moreFailure'
> = {
  facilities: [],
  loadedPage: 0,
  targetPage: 1,
  totalPages: 0,
  totalEntries: 0,
  failure: null,
  moreFailure: null,
};

export const hotelSearchMachine = hotelSearchSetup.createMachine({
  id: 'hotelSearch',
  description:
    "The agency's hotel search (/search-hotels): criteria from the address, facilities fetched page by page and merged, sort and filters that search again.",
  // The areas are read once for the chart (the page's visit, in its language): spawned with its context,
  // not invoked by a state, so a new search, filter or sort (which re-enter the search) never reads them again.
  context: ({ input, spawn }) => ({
    areasLoader: spawn('loadAreas', { id: 'loadAreas' }),
    today: input.today,
    criteria: input.criteria,
    draft: input.criteria,
    showProblems: false,
    facilities: [],
    loadedPage: 0,
    targetPage: Math.max(1, input.page),
    totalPages: 0,
    totalEntries: 0,
    nights: 0,
    currency: input.criteria.currency,
    failure: null,
    moreFailure: null,
    areas: [],
    areasState: 'loading',
  }),
  initial: 'Searching',
  on: {
    'xstate.done.actor.loadAreas': {
      actions: assign({
        areas: ({ event }) => (event as unknown as { output: AreaOption[] }).output,
        areasState: 'loaded',
      }),
    },
    // Without the list the search bar offers the area searched and "anywhere"; the search works the same.
    'xstate.error.actor.loadAreas': { actions: assign({ areas: [], areasState: 'failed' }) },
    'criteria.edited': { actions: assign({ draft: ({ context, event }) => applyEdit(context.draft, event.edit) }) },
    'search.submitted': [
      {
        guard: 'draftSearchable',
        target: '.Searching',
        reenter: true,
        actions: assign({ criteria: ({ context }) => context.draft, showProblems: false, ...startOver }),
      },
      { actions: assign({ showProblems: true }) },
    ],
    'filter.changed': {
      target: '.Searching',
      reenter: true,
      actions: assign({
        criteria: ({ context, event }) => applyEdit(context.criteria, event.edit),
        draft: ({ context, event }) => applyEdit(context.draft, event.edit),
        ...startOver,
      }),
    },
    'sort.changed': {
      target: '.Searching',
      reenter: true,
      actions: assign({
        criteria: ({ context, event }) => ({ ...context.criteria, order: event.order }),
        draft: ({ context, event }) => ({ ...context.draft, order: event.order }),
        ...startOver,
      }),
    },
  },
  states: {
    Searching: {
      description: 'The first page of the criteria is fetched; a new search or filter cancels it and starts again.',
      tags: [HotelSearchTags.Busy],
      entry: {
        type: 'showCriteria',
        params: ({ context }) => ({ query: criteriaQuery(context.criteria, context.targetPage) }),
      },
      invoke: {
        id: 'searchFirstPage',
        src: 'searchHotels',
        input: ({ context }) => ({ criteria: context.criteria, page: 1 }),
        onDone: [
          {
            guard: 'nothingFound',
            target: 'Empty',
            actions: assign({
              facilities: [],
              loadedPage: 1,
              totalPages: 1,
              totalEntries: 0,
              nights: ({ event }) => event.output.nights,
            }),
          },
          {
            target: 'Results',
            actions: assign({
              facilities: ({ event }) => mergeFacilities([], event.output.facilities),
              loadedPage: 1,
              totalPages: ({ event }) => event.output.totalPages,
              totalEntries: ({ event }) => event.output.totalEntries,
              nights: ({ event }) => event.output.nights,
              currency: ({ event }) => event.output.currency,
            }),
          },
        ],
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Results: {
      description: 'Facilities on screen; more pages are fetched on request and merged without repeats.',
      initial: 'Checking',
      states: {
        Checking: {
          description: 'An address asking for a later page fetches the pages up to it, one by one.',
          always: [{ guard: 'morePagesWanted', target: 'LoadingMore' }, { target: 'Showing' }],
        },
        Showing: {
          on: {
            'more.requested': { guard: 'hasMorePages', target: 'LoadingMore' },
          },
        },
        LoadingMore: {
          tags: [HotelSearchTags.Busy],
          invoke: {
            id: 'searchNextPage',
            src: 'searchHotels',
            input: ({ context }) => ({ criteria: context.criteria, page: context.loadedPage + 1 }),
            onDone: {
              target: 'Checking',
              actions: [
                assign({
                  facilities: ({ context, event }) => mergeFacilities(context.facilities, event.output.facilities),
                  loadedPage: ({ context }) => context.loadedPage + 1,
                  targetPage: ({ context }) => Math.max(context.targetPage, context.loadedPage + 1),
                  totalPages: ({ event }) => event.output.totalPages,
                  totalEntries: ({ event }) => event.output.totalEntries,
                  moreFailure: null,
                }),
                {
                  type: 'showCriteria',
                  params: ({ context }) => ({ query: criteriaQuery(context.criteria, context.loadedPage) }),
                },
              ],
            },
            onError: {
              target: 'MoreFailed',
              actions: assign({
                moreFailure: ({ event }) => toFailure(event.error),
                targetPage: ({ context }) => context.loadedPage,
              }),
            },
          },
        },
        MoreFailed: {
          description: 'The shown facilities stay; the next page can be asked again.',
          on: { 'more.requested': { target: 'LoadingMore' }, retry: { target: 'LoadingMore' } },
        },
      },
    },
    Empty: {
      description: 'Nothing matches: the page suggests loosening the filters.',
    },
    Failed: {
      description: 'The search failed: the message for its code, and a retry.',
      on: { retry: { target: 'Searching', actions: assign({ failure: null }) } },
    },
  },
});

export type { CriteriaProblem };
