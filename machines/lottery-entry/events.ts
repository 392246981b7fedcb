import type { LotteryEntryField } from './context';

export type LotteryEntryEvent =
  | { type: 'details.changed'; field: LotteryEntryField; value: string }
  | { type: 'details.submitted' }
  | { type: 'review.backed' }
  | { type: 'entry.confirmed' }
  | { type: 'event.retried' }
  | { type: 'replace.accepted' }
  | { type: 'replace.declined' };

export type LotteryEntryDetailEvent =
  { type: 'entry.cancelRequested' } | { type: 'booking.submitted' } | { type: 'entry.retried' };

export type LotteryListEvent = { type: 'list.retried' };
