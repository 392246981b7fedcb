import { deferredPart, fetchAhead, whenIdle } from '../deferred-part';

/**
 * What the search bar shows only when the guest opens it, each a chunk of its own that the results
 * page does not wait for (src/app/first-load.test.ts): the guests panel's fields, the date-range
 * calendar with its chart, and the further options (day use, undated, the codes). Each is fetched once the results
 * are drawn and the browser is idle, or sooner when the pointer or the focus reaches its control,
 * so opening one seldom waits; a panel opened before its part is here shows a placeholder of its size.
 */
export const guestsPanelPart = deferredPart(() => import('./guests-panel-fields'));
export const calendarPart = deferredPart(() => import('../search/date-range-chart'));
/** Day use, the search without dates and the coupon and promotion codes, behind "More options" (search-bar.tsx). */
export const searchOptionsPart = deferredPart(() => import('./search-options-fields'));
/** The brand's other hotels and their map, drawn under the results (search-options-panels.tsx). */
export const facilitiesPart = deferredPart(() => import('./facility-suggestions'));
/** The results by plan, the no-rooms notice and the warnings about the address's parameters (results-page.tsx). */
export const resultsExtrasPart = deferredPart(() => import('./search-results-extras'));
/** The lines of a plan's price summary, folded under each plan of the results (views/pricing/plan-discount.tsx). */
export const planPriceSummaryPart = deferredPart(() => import('../pricing/price-summary-list'));
/** The chosen rooms' plans and total in the selection bar (selection-bar.tsx). */
export const chosenRoomsPart = deferredPart(() => import('./chosen-rooms'));

const AFTER_RESULTS = [
  chosenRoomsPart,
  guestsPanelPart,
  calendarPart,
  searchOptionsPart,
  facilitiesPart,
  resultsExtrasPart,
  planPriceSummaryPart,
];

/** Every part, fetched now (view tests await it to open the panels at once, as a guest does once they are here). */
export async function fetchSearchParts(): Promise<void> {
  await Promise.all(AFTER_RESULTS.map((part) => part.load()));
}

let fetched = false;

/** The results are drawn: fetch every part when the browser is next idle (once per page load). */
export function fetchSearchPartsWhenIdle(): void {
  if (fetched) return;
  fetched = true;
  whenIdle(() => AFTER_RESULTS.forEach(fetchAhead));
}
