import type { SnapshotFrom } from 'xstate';
import type { CancellationTermsKind } from '../graphql/graphql';
import { isPriceChanged } from './price-check-state';
import { bookingMachine, BookingTags, paymentMethodsOf } from './machine';
import { isBookablePlan, isCardMethod } from './bookable-payment-methods';
import { isCardDecline } from './card-decline';
import { linePrice, quantityOf, selectionTotal, totalRooms, type PlanOffer, type RoomRef } from './selected-rooms';

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/**
 * SPEC.md section 4: guest detail is step 0; for card methods payment is step 1 and confirmation
 * step 2; paying at the hotel or later, confirmation is step 1 (null while choosing rooms).
 */
export const selectBookingStep = (s: BookingSnapshot): 0 | 1 | 2 | null => {
  const card = isCardMethod(s.context.paymentMethod);
  if (s.matches('SelectingRooms')) return null;
  if (s.matches('Confirmed')) return card ? 2 : 1;
  if (s.matches('EnteringPayment') || s.matches('AwaitingThreeDSecure') || (card && s.matches('Submitting'))) return 1;
  return 0;
};
/** The payment methods the selection can be paid with, in the widget's order. */
export const selectPaymentMethods = (s: BookingSnapshot) => paymentMethodsOf(s.context).methods;
/** SPEC.md section 8: "Payment methods differ across rooms (not allowed)". */
export const selectPaymentMethodsDiffer = (s: BookingSnapshot) => paymentMethodsOf(s.context).differ;
export const selectPaymentMethod = (s: BookingSnapshot) => s.context.paymentMethod;
export const selectPaysByCard = (s: BookingSnapshot) => isCardMethod(s.context.paymentMethod);
export const selectIsEnteringPayment = (s: BookingSnapshot) => s.matches('EnteringPayment');
export const selectCanChoosePaymentMethod = (s: BookingSnapshot) => s.matches('EnteringGuestDetails');
export const selectCardForm = (s: BookingSnapshot) => s.context.card;
export const selectCardErrors = (s: BookingSnapshot) => s.context.cardErrors;
/** The brand the typed number belongs to (shown next to the number), or null. */
export const selectCanSubmitCard = (s: BookingSnapshot) => s.matches('EnteringPayment');
export const selectCanReopenGuestFromPayment = (s: BookingSnapshot) => s.can({ type: 'payment.reopened' });
export const selectIsAwaitingThreeDSecure = (s: BookingSnapshot) => s.matches('AwaitingThreeDSecure');
/** The guest-detail route shows the card form instead of the guest form (step 1). */
export const selectIsOnPaymentStep = (s: BookingSnapshot) =>
  s.matches('EnteringPayment') ||
  s.matches('AwaitingThreeDSecure') ||
  (isCardMethod(s.context.paymentMethod) && s.matches('Submitting'));
export const selectSelection = (s: BookingSnapshot) => s.context.selection;
export const selectTotalRooms = (s: BookingSnapshot) => totalRooms(s.context.selection);
export const selectQuantity = (ref: RoomRef) => (s: BookingSnapshot) => quantityOf(s.context.selection, ref);
export const selectCanIncrement = (offer: PlanOffer) => (s: BookingSnapshot) =>
  s.can({ type: 'room.incremented', offer });
/** A plan whose payment methods the widget cannot book yet (e.g. card only): shown, never selectable. */
export const selectIsPlanUnbookable = (offer: Pick<PlanOffer, 'paymentMethods'>) => (_s: BookingSnapshot) =>
  !isBookablePlan(offer.paymentMethods);
/** Σ quantity x price of one room of the plan for the stay (tax included), its tax and currency; null when empty. */
export const selectSelectionTotal = (s: BookingSnapshot) => selectionTotal(s.context.selection);
/** What the chosen method charges now and leaves for the hotel, as quoted (null until a quote with a method is shown). */
export const selectQuotedCharge = (s: BookingSnapshot) => s.context.quotedCharge;
/** The currency the card would be charged in (multi-currency), null for the hotel's. */
export const selectChargeCurrency = (s: BookingSnapshot) => s.context.mcp?.code ?? null;
export const selectCanDecrement = (ref: RoomRef) => (s: BookingSnapshot) =>
  s.matches('SelectingRooms') && quantityOf(s.context.selection, ref) > 0;
export const selectCanStartBooking = (s: BookingSnapshot) => s.can({ type: 'booking.started' });
export const selectIsEnteringGuestDetails = (s: BookingSnapshot) => s.matches('EnteringGuestDetails');
export const selectGuestForm = (s: BookingSnapshot) => s.context.guest;
export const selectGuestErrors = (s: BookingSnapshot) => s.context.guestErrors;
export const selectIsSubmitting = (s: BookingSnapshot) => s.hasTag(BookingTags.Busy);
export const selectCanSubmitGuest = (s: BookingSnapshot) => s.matches({ EnteringGuestDetails: 'EnteringGuestForm' });
/**
 * Which screen of step 0 is shown: the extras and questions (a sub-step, only when the stay is
 * offered any), the guest form, or a wait while the offer loads; null outside step 0.
 */
export const selectGuestDetailScreen = (s: BookingSnapshot): 'loading' | 'extras' | 'guest' | null => {
  if (s.matches('LoadingSteps') || s.matches({ EnteringGuestDetails: 'LoadingExtras' })) return 'loading';
  if (s.matches({ EnteringGuestDetails: 'ChoosingExtras' })) return 'extras';
  return s.matches({ EnteringGuestDetails: 'EnteringGuestForm' }) ? 'guest' : null;
};
export const selectCanSubmitExtras = (s: BookingSnapshot) => s.can({ type: 'extras.submitted' });
export const selectCanReopenExtras = (s: BookingSnapshot) => s.can({ type: 'extras.reopened' });
export const selectReservation = (s: BookingSnapshot) => s.context.reservation;
export const selectIsSoldOut = (s: BookingSnapshot) => s.matches('SoldOut');
export const selectBookingFailed = (s: BookingSnapshot) => s.matches('Failed') || s.matches('Rejected');
export const selectCanRetryBooking = (s: BookingSnapshot) => s.can({ type: 'booking.retried' });
export const selectBookingFailure = (s: BookingSnapshot) => s.context.failure;

// ---- appended for the views (src/) ----
/** The stay being booked (dates and guests of the search behind the selection). */
export const selectStay = (s: BookingSnapshot) => s.context.criteria;
export const selectCanClearRooms = (s: BookingSnapshot) =>
  s.can({ type: 'rooms.cleared' }) && totalRooms(s.context.selection) > 0;
export const selectCanReopenRooms = (s: BookingSnapshot) => s.can({ type: 'rooms.reopened' });
export const selectCanRestartSearch = (s: BookingSnapshot) => s.can({ type: 'search.restarted' });
export const selectCanReopenGuestForm = (s: BookingSnapshot) => s.can({ type: 'guest.reopened' });

/** A line of the selection with the names of its room type and plan and the price of its rooms. */
export interface SelectedPlanLine {
  roomTypeCode: string;
  roomPlanCode: string;
  roomName: string;
  planName: string;
  quantity: number;
  /** quantity x the price of one room of the plan for the stay (minor units), and its currency. */
  price: number;
  currency: string;
  /** The plan's cancellation terms for the searched stay; null from a server without them. */
  cancellationTerms: SelectedPlanTerms | null;
}
/** A plan's cancellation terms as the search gives them (gateway CancellationTerms). */
export interface SelectedPlanTerms {
  kind: CancellationTermsKind;
  freeUntil: string | null;
  feePercentage: number;
}
/** The selection joined with the searched rooms (lines whose plan is no longer listed are left out). */
export const selectSelectedPlans =
  (
    rooms: readonly {
      roomTypeCode: string;
      name: string;
      plans: readonly { roomPlanCode: string; name: string; cancellationTerms?: SelectedPlanTerms | null }[];
    }[],
  ) =>
  (s: BookingSnapshot): SelectedPlanLine[] =>
    s.context.selection.flatMap((line) => {
      const room = rooms.find((candidate) => candidate.roomTypeCode === line.roomTypeCode);
      const plan = room?.plans.find((candidate) => candidate.roomPlanCode === line.roomPlanCode);
      if (!room || !plan) return [];
      return [
        {
          roomTypeCode: line.roomTypeCode,
          roomPlanCode: line.roomPlanCode,
          roomName: room.name,
          planName: plan.name,
          quantity: line.quantity,
          price: linePrice(line).amount,
          currency: line.currency,
          cancellationTerms: plan.cancellationTerms ?? null,
        },
      ];
    });
/** On the guest-detail page with no room chosen (e.g. opened directly): nothing to book yet. */
export const selectHasNothingToBook = (s: BookingSnapshot) =>
  s.matches('SelectingRooms') && totalRooms(s.context.selection) === 0;
/** The failure to show above the guest form (sold out, or a request that did not get through), else null. */
export const selectBookingProblem = (s: BookingSnapshot) =>
  selectCardDecline(s) === null &&
  (s.matches('SoldOut') ||
    s.matches('Failed') ||
    s.matches('Rejected') ||
    s.matches('EnteringPayment') ||
    isPriceChanged(s.context.failure))
    ? s.context.failure
    : null;
/** On the card form after a decline (./card-decline.ts): the failure whose reason the form shows, else null. */
export const selectCardDecline = (s: BookingSnapshot) =>
  s.matches('EnteringPayment') && isCardDecline(s.context.failure) ? s.context.failure : null;
/** Changes when the summary must be quoted again although the request is the same (a price_changed refusal). */
export const selectPriceRevision = (s: BookingSnapshot) => s.context.priceCheck.revision;
/** The extras the price summary is quoted with (the picks once the guest paused; ./price-check.ts). */
export const selectQuotedExtras = (s: BookingSnapshot) => s.context.priceCheck.extras;
