import type { CancellationReason, LookupField } from './context';
import type { GuestDraftField } from './reservation-changes';

/** Events views send to the reservation chart. */
export type ReservationEvent =
  | { type: 'lookup.changed'; field: LookupField; value: string }
  | { type: 'lookup.submitted' }
  | { type: 'lookup.retried' }
  | { type: 'cancel.requested' }
  | { type: 'cancellation.reasonChosen'; reason: CancellationReason }
  | { type: 'cancellation.detailsChanged'; details: string }
  | { type: 'cancellation.confirmed' }
  | { type: 'cancellation.dismissed' }
  | { type: 'change.requested' }
  | { type: 'change.datesChanged'; checkinDate: string; checkoutDate: string }
  | { type: 'change.roomToggled'; position: number }
  | { type: 'change.quoteRequested' }
  | { type: 'change.edited' }
  | { type: 'change.confirmed' }
  | { type: 'change.dismissed' }
  | { type: 'guest.editRequested' }
  | { type: 'guest.changed'; field: GuestDraftField; value: string }
  | { type: 'guest.submitted' }
  | { type: 'guest.dismissed' }
  | { type: 'update.acknowledged' };
