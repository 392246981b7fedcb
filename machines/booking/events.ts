import type { ExtraSelection } from '../../contract/extras';
import type { GuestField, MemberContact } from './guest-form';
import type { CardField } from '../payment/card-form';
import type { KoreanCardField } from './card-choice';
import type { PlanOffer, RoomRef } from './selected-rooms';
import type { StayCriteria } from './reservation-request';
import type { BookingMcp } from '../currency/booking-currency';
import type { ExtrasUpdate } from './extras-questions/machine';
import type { MemberReductionsChoice } from '../point-spending/reductions-choice';
import type { ChargeSplit } from '../pricing/price-summary';

/** Events views send to the booking chart. */
export type BookingEvent =
  /** The quoted summary's total the guest now sees (null: none shown); sent as expectedTotalPrice (./price-check.ts). */
  /** The quoted summary's split of the chosen method (deposit now, the rest later); null while none is shown. */
  | { type: 'charge.quoted'; charge: ChargeSplit | null }
  | {
      type: 'price.quoted';
      totalPrice: number | null;
      totalExtraPrice?: number | null;
      extras?: readonly ExtraSelection[];
    }
  /** Raised by the chart itself after a pause in the extras picks: quote the summary with them. */
  | { type: 'extras.quoteDue' }
  /** The currency chart's multi-currency payment changed (machines/currency/booking-currency.ts). */
  | { type: 'currency.changed'; mcp: BookingMcp | null }
  /** The member's points and voucher choice changed (machines/point-spending). */
  | { type: 'reductions.changed'; reductions: MemberReductionsChoice }
  /** One more room of this plan, as the search listed it (free rooms of its type, price of one room, payment methods). */
  | { type: 'room.incremented'; offer: PlanOffer }
  | ({ type: 'room.decremented' } & RoomRef)
  | { type: 'rooms.cleared' }
  /** The search behind the selection changed: the selection no longer holds. */
  | { type: 'criteria.updated'; criteria: StayCriteria }
  /** The signed-in member (null once signed out): fills the guest form's empty fields with the member's details. */
  | { type: 'member.changed'; member: MemberContact | null }
  /** The guest chose another UI language: the booking is now made in it, and its name rules apply. */
  | { type: 'locale.changed'; locale: string | null }
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
  /** A Korean domestic card's birth date or first two PIN digits (./card-choice.ts). */
  | { type: 'card.koreanChanged'; field: KoreanCardField; value: string }
  /** Pay with one of the member's saved cards, or null for a new card. */
  | { type: 'card.savedChosen'; cardId: string | null }
  /** "Save this card for my next booking" (a new card; saved only after the payment succeeds). */
  | { type: 'card.saveToggled'; save: boolean }
  /** Step 1 for card methods: pay. */
  | { type: 'card.submitted' }
  /** From the payment step back to the guest details. */
  | { type: 'payment.reopened' }
  /** From the extras and questions step (./extras-questions): its draft after every change. */
  | ExtrasUpdate
  /** From the extras and questions step: the offer could not be loaded (the screen offers a retry). */
  | { type: 'extras.unavailable' }
  /** "Next" on the extras and questions screen (step 0 sub-step): on to the guest form once every required answer is given. */
  | { type: 'extras.submitted' }
  /** "Back" from the guest form to the extras and questions screen. */
  | { type: 'extras.reopened' }
  /** The browser's Back or Forward reached the history entry of this step. */
  | { type: 'step.shown'; step: 'extras' | 'guest' | 'payment' };
