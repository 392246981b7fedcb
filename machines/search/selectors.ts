import type { SnapshotFrom } from 'xstate';
import { searchMachine, SearchTags } from './machine';
import { criteriaNights } from './search-criteria';

type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export const selectIsSearching = (s: SearchSnapshot) => s.hasTag(SearchTags.Loading);
export const selectCriteria = (s: SearchSnapshot) => s.context.criteria;
export const selectSearchedCriteria = (s: SearchSnapshot) => s.context.searchedCriteria;
/** Nights of the criteria in the search bar (SPEC.md section 3). */
export const selectNights = (s: SearchSnapshot) => criteriaNights(s.context.criteria);
export const selectRooms = (s: SearchSnapshot) => s.context.rooms;
export const selectHasResults = (s: SearchSnapshot) => s.matches('ShowingResults');
export const selectHasNoRooms = (s: SearchSnapshot) => s.matches('NoRooms');
export const selectSearchFailed = (s: SearchSnapshot) => s.matches('Failed');
export const selectSearchFailure = (s: SearchSnapshot) => s.context.failure;
export const selectCanRetrySearch = (s: SearchSnapshot) => s.can({ type: 'search.retried' });
export const selectCriteriaErrors = (s: SearchSnapshot) => s.context.criteriaErrors;
export const selectQueryWarnings = (s: SearchSnapshot) => s.context.warnings;
export const selectOrder = (s: SearchSnapshot) => s.context.criteria.order;

// ---- appended for the views (src/) ----
/** The stay the results on screen were searched with, as the booking chart takes it; null before a search. */
export const selectSearchedStay = (s: SearchSnapshot) => {
  const searched = s.context.searchedCriteria;
  return searched
    ? { checkin: searched.checkin, checkout: searched.checkout, adults: searched.adults, children: searched.children }
    : null;
};
/** Whether the search bar may search now (the search button is enabled from the chart). */
export const selectCanSearch = (s: SearchSnapshot) => s.can({ type: 'search.submitted' });
