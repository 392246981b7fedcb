/** Events the search page sends to the search-extras chart. */
export type SearchExtrasEvent =
  /** The searched check-in changed: the notifications shown depend on it. */
  | { type: 'checkin.changed'; checkin: string }
  | { type: 'extras.retried' }
  /** The requests now speak another language: the tiers, notifications and facilities are read again in it. */
  | { type: 'language.changed' };
