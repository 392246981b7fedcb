import { sameGuestsInEveryRoom } from './criteria-breadth';
import type { SearchCriteria } from './search-criteria';

/**
 * Undated search from the search bar (SPEC.md sections 2 and 5: `search_type=undated` with `nights`):
 * the first check-in from the searched one where that many nights find rooms. Not usable when guest
 * counts differ between rooms, nor with day use (a single day); the chart then drops it (as
 * criteriaFromQuery does for the URL).
 */
export const UNDATED_NIGHTS_MAX = 30;
export const UNDATED_NIGHTS_CHOICES = Array.from({ length: UNDATED_NIGHTS_MAX }, (_, index) => index + 1);

/** Whether an undated search can be chosen for these criteria: every room holds the same guests, and not day use. */
export const canSearchUndated = (criteria: SearchCriteria): boolean =>
  !criteria.isDayUse && sameGuestsInEveryRoom(criteria);

/** Criteria after an edit: an undated search kept only while it is usable and its nights valid. */
export function keepUndatedUsable(criteria: SearchCriteria): SearchCriteria {
  if (criteria.undatedNights === undefined) return criteria;
  const nights = criteria.undatedNights;
  if (canSearchUndated(criteria) && Number.isInteger(nights) && nights >= 1 && nights <= UNDATED_NIGHTS_MAX)
    return criteria;
  const { undatedNights: _dropped, ...dated } = criteria;
  return dated;
}
