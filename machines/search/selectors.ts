import type { SnapshotFrom } from 'xstate';
import { searchMachine, SearchTags } from './machine';
import { DEFAULT_MAX_CHILDREN_PER_ADULT, DEFAULT_MULTI_ROOMS_SEARCH_LIMIT } from '../../contract/search-limits';
import { criteriaNights, roomsOf } from './search-criteria';
import { groupByPlan } from './plan-groups';
import { searchedCode } from '../pricing/discount-code';

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
/** The page has what it shows for these criteria: rooms, none, a failure, or the reasons they cannot be searched. */
export const selectSearchSettled = (s: SearchSnapshot) =>
  s.matches('ShowingResults') || s.matches('NoRooms') || s.matches('Failed') || s.matches('Invalid');
export const selectSearchFailure = (s: SearchSnapshot) => s.context.failure;
export const selectCanRetrySearch = (s: SearchSnapshot) => s.can({ type: 'search.retried' });
export const selectCriteriaErrors = (s: SearchSnapshot) => s.context.criteriaErrors;
export const selectQueryWarnings = (s: SearchSnapshot) => s.context.warnings;
export const selectHasQueryWarnings = (s: SearchSnapshot) => s.context.warnings.length > 0;
export const selectOrder = (s: SearchSnapshot) => s.context.criteria.order;

// ---- appended for the views (src/) ----
/** The stay the results on screen were searched with, as the booking chart takes it; null before a search. */
export const selectSearchedStay = (s: SearchSnapshot) => {
  const searched = s.context.searchedCriteria;
  if (!searched) return null;
  // The searched promo or coupon code goes along: the booking is priced with it (machines/pricing).
  // A day-use search books a same-day stay: checkout equal to the check-in (SPEC.md `is_day_use`).
  const stay = {
    checkin: searched.checkin,
    checkout: searched.isDayUse ? searched.checkin : searched.checkout,
    adults: searched.adults,
    children: searched.children,
    ...searchedCode(searched),
  };
  // Guests per room go along only for a multi-room search, so each booked room gets its own.
  return searched.roomGuests ? { ...stay, rooms: roomsOf(searched) } : stay;
};
/** Whether the search bar may search now (the search button is enabled from the chart). */
export const selectCanSearch = (s: SearchSnapshot) => s.can({ type: 'search.submitted' });

// ---- search and availability ----
/** Guests per room in the search bar: the rooms of a multi-room search, or null for the plain form. */
export const selectRoomGuests = (s: SearchSnapshot) => s.context.criteria.roomGuests ?? null;
export const selectMultiRoomsSearchLimit = (s: SearchSnapshot) =>
  s.context.settings.multiRoomsSearchLimit ?? DEFAULT_MULTI_ROOMS_SEARCH_LIMIT;
export const selectMaxChildrenPerAdult = (s: SearchSnapshot) =>
  s.context.settings.maxChildrenPerAdult ?? DEFAULT_MAX_CHILDREN_PER_ADULT;
/** After a search with no rooms: the next check-in with rooms for the same nights and guests (null: none). */
export const selectNextAvailableDate = (s: SearchSnapshot) => s.context.nextAvailableDate;
/** Results by room or by plan (SPEC.md `type`). */
export const selectResultsView = (s: SearchSnapshot): 'rooms' | 'plans' =>
  s.context.criteria.type === 'plans' ? 'plans' : 'rooms';
/** The rooms found, grouped by hotel plan code, in the searched order (see plan-groups.ts). */
export const selectPlanGroups = (s: SearchSnapshot) =>
  groupByPlan(s.context.rooms, s.context.searchedCriteria?.order ?? s.context.criteria.order);

// ---- pricing (machines/pricing) ----
/** How the searched promo or coupon code fared (null: no code searched). */
export const selectDiscountCode = (s: SearchSnapshot) => s.context.discountCode;
/** The card-payment promotion of the results on screen (null: none). */
export const selectPaymentPromotion = (s: SearchSnapshot) => s.context.paymentPromotion;

// ---- search options ----
/** The results on screen are a day-use search (same-day plans; shown, not booked online). */
/** Nights of the stay the results on screen were searched for (0 before a search and for day use). */
/** Nights of each searched criteria, counted once: every plan of the results reads them on every change of the chart. */
const searchedNights = new WeakMap<object, number>();
export const selectSearchedNights = (s: SearchSnapshot) => {
  const searched = s.context.searchedCriteria;
  if (!searched || searched.isDayUse) return 0;
  let nights = searchedNights.get(searched);
  if (nights === undefined) {
    nights = criteriaNights(searched);
    searchedNights.set(searched, nights);
  }
  return nights;
};
export const selectSearchedDayUse = (s: SearchSnapshot) => s.context.searchedCriteria?.isDayUse === true;
/** After an undated search found rooms: the check-in found and the nights searched; null otherwise. */
export const selectUndatedFound = (s: SearchSnapshot) => {
  const searched = s.context.searchedCriteria;
  return s.matches('ShowingResults') && searched?.undatedNights !== undefined
    ? { checkin: searched.checkin, nights: searched.undatedNights }
    : null;
};
