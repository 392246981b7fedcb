import type { GuestField } from './guest-form';
import type { CardField } from '../payment/card-form';
import type { PlanOffer, RoomRef } from './selected-rooms';
import type { StayCriteria } from './reservation-request';

/** Events views send to the booking chart. */
export type BookingEvent =
  /** One more room of this plan, as the search listed it (free rooms of its type, price of one room, payment methods). */
  | { type: 'room.incremented'; offer: PlanOffer }
  | ({ type: 'room.decremented' } & RoomRef)
  | { type: 'rooms.cleared' }
  /** The search behind the selection changed: the selection no longer holds. */
  | { type: 'criteria.updated'; criteria: StayCriteria }
  /** "Book" on the results page: on to the guest details. */
  | { type: 'booking.started' }
  /** Back from the guest details to the room choice. */
  | { type: 'rooms.reopened' }
  | { type: 'guest.changed'; field: GuestField; value: string | boolean }
  | { type: 'guest.submitted' }
  /** Try the same reservation again (same idempotency key). */
  | { type: 'booking.retried' }
  /** From a failure back to the guest form. */
  | { type: 'guest.reopened' }
  /** After "sold out": back to the search results for another room. */
  | { type: 'search.restarted' }
  /** One of the plan's payment methods (on_site, credit_card, ...). */
  | { type: 'payment.methodChosen'; method: string }
  | { type: 'card.changed'; field: CardField; value: string }
  /** Step 1 for card methods: pay. */
  | { type: 'card.submitted' }
  /** From the payment step back to the guest details. */
  | { type: 'payment.reopened' };
