/** Package limits without zod, for the widget's bundle; contract/flights.ts re-exports them. */

/** SPEC.md sections 5 and 9: flight plus hotel allows up to 5 rooms. */
export const PACKAGE_ROOM_LIMIT = 5;
/** Flight fares are set in yen; a package converts them into its hotel's currency. */
export const FLIGHT_CURRENCY = 'JPY';
