/** Search limits without zod, for the widget's bundle; contract/search.ts re-exports them. */

/** Room-count cap of SPEC.md section 9. */
export const ROOM_COUNT_CAP = 999;
/** Hotel search settings when the hotel has none stored (`hotel_search_settings`). */
export const DEFAULT_MULTI_ROOMS_SEARCH_LIMIT = 5;
export const DEFAULT_MAX_CHILDREN_PER_ADULT = 3;
