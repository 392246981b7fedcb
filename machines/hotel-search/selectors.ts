import type { SnapshotFrom } from 'xstate';
import { criteriaProblems } from './criteria';
import { hotelSearchMachine, HotelSearchTags } from './machine';

type HotelSearchSnapshot = SnapshotFrom<typeof hotelSearchMachine>;

export const selectHotelCriteria = (s: HotelSearchSnapshot) => s.context.criteria;
export const selectHotelDraft = (s: HotelSearchSnapshot) => s.context.draft;
export const selectHotelToday = (s: HotelSearchSnapshot) => s.context.today;
export const selectHotelDraftProblems = (s: HotelSearchSnapshot) =>
  s.context.showProblems ? criteriaProblems(s.context.draft, s.context.today) : [];
/** The first page is on its way (a new search): the list shows placeholders. */
export const selectHotelSearching = (s: HotelSearchSnapshot) => s.matches('Searching');
export const selectHotelLoadingMore = (s: HotelSearchSnapshot) => s.matches({ Results: 'LoadingMore' });
export const selectHotelBusy = (s: HotelSearchSnapshot) => s.hasTag(HotelSearchTags.Busy);
export const selectHotelFacilities = (s: HotelSearchSnapshot) => s.context.facilities;
export const selectHotelTotals = (s: HotelSearchSnapshot) => ({
  totalEntries: s.context.totalEntries,
  totalPages: s.context.totalPages,
  loadedPage: s.context.loadedPage,
  nights: s.context.nights,
});
export const selectHotelHasMore = (s: HotelSearchSnapshot) =>
  (s.matches({ Results: 'Showing' }) || s.matches({ Results: 'MoreFailed' })) &&
  s.context.loadedPage < s.context.totalPages;
export const selectHotelEmpty = (s: HotelSearchSnapshot) => s.matches('Empty');
export const selectHotelFailure = (s: HotelSearchSnapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectHotelMoreFailure = (s: HotelSearchSnapshot) =>
  s.matches({ Results: 'MoreFailed' }) ? s.context.moreFailure : null;
export const selectHotelAreas = (s: HotelSearchSnapshot) => s.context.areas;
/** The areas are still being read: the search bar shows no area code in their place. */
export const selectHotelAreasLoading = (s: HotelSearchSnapshot) => s.context.areasState === 'loading';
