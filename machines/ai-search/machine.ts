import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import {
  MAX_QUERY_LENGTH,
  QUERY_LANGUAGES,
  type BudgetCurrency,
  type QueryLanguage,
} from '../../contract/hotel-search-intent';
import { errorOf, isFailure, toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';
import type { SearchAreaOption } from './area-options';
import {
  applyEdit,
  criteriaFromInterpretation,
  criteriaProblems,
  defaultAiCriteria,
  hotelSearchPath,
  type AiSearchCriteria,
  type CriteriaEdit,
  type InterpretedSearch,
} from './criteria';

export const AiSearchTags = { Busy: 'Busy' } as const;

/** What the interpreter answers (GraphQL `interpretHotelSearch`). */
export interface Interpretation extends InterpretedSearch {
  language: string;
  interpretedBy: string;
  /** The day the interpreter counted relative dates from (the server's today in the named area). */
  today: string;
}

/** The areas a search can name and today where the agency sells, both from the server (GraphQL `searchAreas`, `agencyToday`). */
export interface SearchPlaceAndDay {
  areas: SearchAreaOption[];
  today: string;
}

export interface AiSearchInput {
  /** The UI language (SPEC.md names: en, ja, zh_Hans...): the text's likely language. */
  uiLanguage: string;
  /** The currency budgets are read in when the text names none. */
  currency: BudgetCurrency;
  /** A query from the address (`/?q=`): interpreted at once. */
  query?: string | null;
}

export interface AiSearchContext {
  /** Today where the agency sells, from the server's clock (never the browser's); null until it has answered. */
  today: string | null;
  uiLanguage: string;
  query: string;
  /** The text the criteria on screen were read from (null: typed by hand, or none yet). */
  interpretedQuery: string | null;
  criteria: AiSearchCriteria;
  /** Whether to show the criteria's problems (after a search attempt with some). */
  showProblems: boolean;
  /** Whether the last submitted text was empty or too long. */
  queryRefused: 'empty' | 'too_long' | null;
  /** The area's name as the interpreter named it (the criteria keep the code). */
  interpretedBy: string | null;
  failure: Failure | null;
  /** The hotel search the guest asked for, once searched. */
  searchPath: string | null;
  /** The areas the criteria's area choice offers, in the UI language (empty until loaded, or if loading failed). */
  areas: SearchAreaOption[];
  /** The area as the interpreter named it, for when the list has not loaded. */
  interpretedArea: { code: string; name: string } | null;
}

export type AiSearchEvent =
  | { type: 'query.changed'; query: string }
  | { type: 'query.submitted' }
  | { type: 'example.chosen'; query: string }
  | { type: 'criteria.manual' }
  | { type: 'criteria.edited'; edit: CriteriaEdit }
  | { type: 'criteria.submitted' }
  | { type: 'retry' }
  | { type: 'language.changed'; uiLanguage: string };

const interpreterLanguage = (uiLanguage: string): QueryLanguage | null =>
  (QUERY_LANGUAGES as readonly string[]).includes(uiLanguage) ? (uiLanguage as QueryLanguage) : null;

const queryProblem = (query: string): AiSearchContext['queryRefused'] => {
  const text = query.trim();
  if (text.length === 0) return 'empty';
  return text.length > MAX_QUERY_LENGTH ? 'too_long' : null;
};

/**
 * The agency home's AI search (SPEC.md sections 1 and 2): the guest types what they want in their
 * own words, the booking API reads it into a search, the page shows that search as criteria the
 * guest can correct, and the hotel search runs with them. "AI search gave no result" when nothing
 * in the text is a stay; the guest can then search by hand.
 */
const aiSearchSetup = setup({
  types: {
    context: {} as AiSearchContext,
    events: {} as AiSearchEvent,
    input: {} as AiSearchInput,
    tags: {} as (typeof AiSearchTags)[keyof typeof AiSearchTags],
  },
  actors: {
    interpretSearch: fromPromise<Interpretation, { query: string; language: QueryLanguage | null }>(notImplemented),
    loadAreas: fromPromise<SearchPlaceAndDay, { uiLanguage: string }>(notImplemented),
  },
  actions: {
    /** Goes to the hotel search (`/search-hotels?...`). */
    showResults: (_, _params: { path: string }) => {},
  },
  guards: {
    queryAcceptable: ({ context }) => queryProblem(context.query) === null,
    criteriaSearchable: ({ context }) => criteriaProblems(context.criteria, context.today ?? '').length === 0,
    nothingUnderstood: ({ event }) => {
      const error = errorOf(event);
      return isFailure(error) && error.code === ErrorCode.aiSearchNoResult;
    },
  },
});

/** A submitted text is read unless it is empty or too long, which the page then says. */
const submitQuery = [
  { guard: 'queryAcceptable', target: 'Interpreting' },
  { actions: aiSearchSetup.assign({ queryRefused: ({ context }) => queryProblem(context.query) }) },
] as const;

export const aiSearchMachine = aiSearchSetup.createMachine({
  id: 'aiSearch',
  description:
    'The agency home: a search typed in words, read into criteria the guest can edit, then the hotel search.',
  context: ({ input }) => ({
    today: null,
    uiLanguage: input.uiLanguage,
    query: (input.query ?? '').slice(0, MAX_QUERY_LENGTH * 2),
    interpretedQuery: null,
    // The check-in default waits for the server's today (loadAreas).
    criteria: defaultAiCriteria('', input.currency),
    showProblems: false,
    queryRefused: null,
    interpretedBy: null,
    failure: null,
    searchPath: null,
    areas: [],
    interpretedArea: null,
  }),
  invoke: {
    id: 'loadAreas',
    src: 'loadAreas',
    input: ({ context }) => ({ uiLanguage: context.uiLanguage }),
    onDone: {
      actions: assign({
        areas: ({ event }) => event.output.areas,
        today: ({ context, event }) => context.today ?? event.output.today,
        // Criteria typed before the server answered keep their check-in; an empty one becomes today.
        criteria: ({ context, event }) =>
          context.criteria.checkin
            ? context.criteria
            : { ...context.criteria, checkin: context.today ?? event.output.today },
      }),
    },
    // Without the list the area choice offers "anywhere" and the area the text named; the search still works
    // (today then comes with the first interpretation, or the guest types the check-in).
    onError: { actions: assign({ areas: [] }) },
  },
  initial: 'Starting',
  on: {
    'query.changed': { actions: assign({ query: ({ event }) => event.query, queryRefused: null }) },
    'language.changed': { actions: assign({ uiLanguage: ({ event }) => event.uiLanguage }) },
  },
  states: {
    Starting: {
      description: 'A query in the address (/?q=) is read at once; otherwise the guest types.',
      always: [{ guard: 'queryAcceptable', target: 'Interpreting' }, { target: 'Typing' }],
    },
    Typing: {
      description: 'The text box and examples; nothing read yet.',
      on: {
        'query.submitted': submitQuery,
        'example.chosen': {
          target: 'Interpreting',
          actions: assign({ query: ({ event }) => event.query, queryRefused: null }),
        },
        'criteria.manual': { target: 'Reviewing' },
      },
    },
    Interpreting: {
      description: 'The booking API reads the text (built-in interpreter, or a language model when configured).',
      tags: [AiSearchTags.Busy],
      entry: assign({ failure: null, queryRefused: null }),
      invoke: {
        id: 'interpretSearch',
        src: 'interpretSearch',
        input: ({ context }) => ({ query: context.query.trim(), language: interpreterLanguage(context.uiLanguage) }),
        onDone: {
          target: 'Reviewing',
          actions: assign({
            today: ({ event }) => event.output.today,
            criteria: ({ context, event }) =>
              criteriaFromInterpretation(
                event.output,
                defaultAiCriteria(event.output.today, context.criteria.budgetCurrency),
              ),
            interpretedQuery: ({ context }) => context.query.trim(),
            interpretedBy: ({ event }) => event.output.interpretedBy,
            interpretedArea: ({ event }) => event.output.area ?? null,
            showProblems: false,
          }),
        },
        onError: [
          {
            guard: 'nothingUnderstood',
            target: 'NoResult',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    Reviewing: {
      description:
        'The criteria the text meant (or the defaults, searching by hand), editable; the guest searches when they are right.',
      on: {
        'query.submitted': submitQuery,
        'example.chosen': {
          target: 'Interpreting',
          actions: assign({ query: ({ event }) => event.query, queryRefused: null }),
        },
        'criteria.edited': {
          actions: assign({ criteria: ({ context, event }) => applyEdit(context.criteria, event.edit) }),
        },
        'criteria.submitted': [
          {
            guard: 'criteriaSearchable',
            target: 'Searched',
            actions: [
              assign({ searchPath: ({ context }) => hotelSearchPath(context.criteria) }),
              { type: 'showResults', params: ({ context }) => ({ path: hotelSearchPath(context.criteria) }) },
            ],
          },
          { actions: assign({ showProblems: true }) },
        ],
      },
    },
    NoResult: {
      description:
        '"AI search gave no result": nothing in the text was a place, a date or guests. The guest rewrites it or searches by hand.',
      on: {
        'query.submitted': submitQuery,
        'example.chosen': {
          target: 'Interpreting',
          actions: assign({ query: ({ event }) => event.query, queryRefused: null }),
        },
        'criteria.manual': { target: 'Reviewing' },
      },
    },
    Failed: {
      description: 'The text could not be read (network, service unavailable): try again, or search by hand.',
      on: {
        retry: { target: 'Interpreting' },
        'query.submitted': submitQuery,
        'criteria.manual': { target: 'Reviewing' },
      },
    },
    Searched: {
      description: 'The hotel search runs on its own page with these criteria.',
      type: 'final',
    },
  },
});
