import type { RoomSearchQuery } from '../graphql/graphql';
import type { Failure } from '../failure';
import { criteriaFromQuery, type CriteriaErrorCode, type QueryWarning, type SearchCriteria, type SearchSettings } from './search-criteria';

export type { SearchCriteria, SearchSettings, QueryWarning, CriteriaErrorCode } from './search-criteria';
export type Room = RoomSearchQuery['rooms']['rooms'][number];
export type RoomPlan = Room['plans'][number];

export interface SearchInput {
  hotelCode: string;
  settings: SearchSettings;
  /** The URL query (`location.search`). */
  search: string;
}

export interface SearchContext {
  hotelCode: string;
  settings: SearchSettings;
  /** The URL query the criteria came from; other parameters are kept when the URL is synced. */
  search: string;
  /** What the search bar shows and the next search sends. */
  criteria: SearchCriteria;
  /** What the results on screen were searched with (null before the first search). */
  searchedCriteria: SearchCriteria | null;
  /** URL values replaced by defaults (the query-parameter warning). */
  warnings: QueryWarning[];
  criteriaErrors: CriteriaErrorCode[];
  rooms: Room[];
  failure: Failure | null;
}

export function initialSearchContext(input: SearchInput): SearchContext {
  const { criteria, warnings } = criteriaFromQuery(input.search, input.settings);
  return {
    hotelCode: input.hotelCode,
    settings: input.settings,
    search: input.search,
    criteria,
    searchedCriteria: null,
    warnings,
    criteriaErrors: [],
    rooms: [],
    failure: null,
  };
}
