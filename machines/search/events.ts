import type { RoomOrder } from '../graphql/graphql';
import type { SearchCriteria } from './search-criteria';

/** Events views send to the search chart. */
export type SearchEvent =
  /** The search bar changed some fields; nothing is sent until `search.submitted`. */
  | { type: 'criteria.changed'; criteria: Partial<SearchCriteria> }
  | { type: 'search.submitted' }
  /** A new sort order re-queries at once. */
  | { type: 'order.changed'; order: RoomOrder }
  | { type: 'search.retried' }
  | { type: 'warnings.dismissed' };
