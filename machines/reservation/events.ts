import type { CancellationReason, LookupField } from './context';

/** Events views send to the reservation chart. */
export type ReservationEvent =
  | { type: 'lookup.changed'; field: LookupField; value: string }
  | { type: 'lookup.submitted' }
  | { type: 'lookup.retried' }
  | { type: 'cancel.requested' }
  | { type: 'cancellation.reasonChosen'; reason: CancellationReason }
  | { type: 'cancellation.detailsChanged'; details: string }
  | { type: 'cancellation.confirmed' }
  | { type: 'cancellation.dismissed' };
