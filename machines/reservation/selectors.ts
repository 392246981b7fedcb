import type { SnapshotFrom } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { reservationMachine, ReservationTags } from './machine';
import { CANCELLATION_REASONS } from './context';
import { bookedGuestModes, bookedGuestRules } from './reservation-changes';
import { guestNamesLetters, type NamesLetters } from '../booking/guest-form';

type ReservationSnapshot = SnapshotFrom<typeof reservationMachine>;

export const selectIsLoadingReservation = (s: ReservationSnapshot) => s.hasTag(ReservationTags.Loading);
export const selectIsCancelling = (s: ReservationSnapshot) => s.hasTag(ReservationTags.Busy);
export const selectLookup = (s: ReservationSnapshot) => s.context.lookup;
export const selectLookupErrors = (s: ReservationSnapshot) => s.context.lookupErrors;
export const selectIsEnteringLookup = (s: ReservationSnapshot) => s.matches('EnteringLookup') || s.matches('NotFound');
export const selectReservationNotFound = (s: ReservationSnapshot) => s.matches('NotFound');
export const selectReservationFailed = (s: ReservationSnapshot) => s.matches('Failed');
export const selectCanRetryLookup = (s: ReservationSnapshot) => s.can({ type: 'lookup.retried' });
export const selectReservation = (s: ReservationSnapshot) => s.context.reservation;
export const selectIsViewing = (s: ReservationSnapshot) => s.matches('Viewing');
export const selectCanCancel = (s: ReservationSnapshot) => s.can({ type: 'cancel.requested' });
/** Why online cancellation is refused (e.g. 1007 same day), or null. */
export const selectCancellationRefusalCode = (s: ReservationSnapshot) =>
  s.context.reservation?.cancellation.cancellable === false
    ? (s.context.reservation.cancellation.refusalCode ?? null)
    : null;
export const selectIsConfirmingCancellation = (s: ReservationSnapshot) => s.matches('ConfirmingCancellation');
export const selectCancellationReasons = () => CANCELLATION_REASONS;
export const selectCancellationReason = (s: ReservationSnapshot) => s.context.reason;
export const selectCancellationDetails = (s: ReservationSnapshot) => s.context.details;
export const selectDetailsRequired = (s: ReservationSnapshot) => s.context.reason === 'other';
export const selectCancellationErrors = (s: ReservationSnapshot) => s.context.cancellationErrors;
/** The fee the guest confirms (reservation.cancellation.fee when the dialog opened or was refreshed). */
export const selectCancellationFee = (s: ReservationSnapshot) =>
  s.context.feeDisplayed ?? s.context.reservation?.cancellation.fee ?? null;
export const selectFeeChanged = (s: ReservationSnapshot) =>
  s.context.failure?.code === ErrorCode.cancellationFeeChanged;
export const selectIsCancelled = (s: ReservationSnapshot) => s.matches('Cancelled');
export const selectReservationFailure = (s: ReservationSnapshot) => s.context.failure;

// ---- appended for the views (src/) ----
export const selectCanSubmitLookup = (s: ReservationSnapshot) => s.can({ type: 'lookup.submitted' });
export const selectCanConfirmCancellation = (s: ReservationSnapshot) => s.can({ type: 'cancellation.confirmed' });
export const selectCanDismissCancellation = (s: ReservationSnapshot) => s.can({ type: 'cancellation.dismissed' });
/** The cancel dialog stays open while the guest confirms and while the cancellation is sent. */
export const selectIsCancelDialogOpen = (s: ReservationSnapshot) =>
  s.matches('ConfirmingCancellation') || s.hasTag(ReservationTags.Busy);

// ---- changes after booking (shorter stay, fewer rooms, guest details) ----
export const selectUpdateSetting = (s: ReservationSnapshot) => s.context.reservation?.updateSetting ?? null;
export const selectCanRequestChange = (s: ReservationSnapshot) => s.can({ type: 'change.requested' });
export const selectCanEditGuest = (s: ReservationSnapshot) => s.can({ type: 'guest.editRequested' });
/** Why the reservation cannot be changed online (a catalogue code), or null; shown beside the reservation. */
export const selectChangeRefusalCode = (s: ReservationSnapshot) => {
  const setting = s.context.reservation?.updateSetting;
  if (!setting || s.context.reservation?.status === 'cancelled') return null;
  return setting.reason ?? setting.itineraryReason ?? null;
};
export const selectIsChoosingChange = (s: ReservationSnapshot) =>
  s.matches('ChoosingChange') || s.matches('QuotingChange');
export const selectIsQuoting = (s: ReservationSnapshot) => s.matches('QuotingChange');
export const selectIsReviewingChange = (s: ReservationSnapshot) =>
  s.matches('ReviewingChange') || s.matches('UpdatingItinerary');
export const selectIsUpdatingItinerary = (s: ReservationSnapshot) => s.matches('UpdatingItinerary');
export const selectChangeDraft = (s: ReservationSnapshot) => s.context.change;
export const selectChangeErrors = (s: ReservationSnapshot) => s.context.changeErrors;
export const selectQuote = (s: ReservationSnapshot) => s.context.quote;
/** The refund the change gives (a positive amount), or 0. */
/** A deposit gives back only the deposit paid beyond the new one (docs/itinerary-changes.md); otherwise the price drop. */
export const selectRefund = (s: ReservationSnapshot) => {
  const quote = s.context.quote;
  return quote?.deposit ? quote.deposit.refundAmount : Math.max(0, -(quote?.priceDifference ?? 0));
};
export const selectTotalChanged = (s: ReservationSnapshot) => s.context.failure?.code === ErrorCode.updateTotalChanged;
export const selectIsEditingGuest = (s: ReservationSnapshot) => s.matches('EditingGuest') || s.matches('SavingGuest');
export const selectIsSavingGuest = (s: ReservationSnapshot) => s.matches('SavingGuest');
export const selectGuestDraft = (s: ReservationSnapshot) => s.context.guestDraft;
export const selectGuestErrors = (s: ReservationSnapshot) => s.context.guestErrors;
/** The rules of the guest dialog: the hotel's settings and the language the guest booked in. */
const bookedRules = (s: ReservationSnapshot) => bookedGuestRules(s.context.nameSettings, s.context.reservation);
/** How the guest dialog asks the kana reading and the address: do_not_ask, optional or required. */
export const selectGuestKanaMode = (s: ReservationSnapshot) => bookedGuestModes(bookedRules(s)).kanaNames;
export const selectGuestAddressMode = (s: ReservationSnapshot) => bookedGuestModes(bookedRules(s)).address;
/** Which letters the guest's names take, for the hint above them. */
export const selectGuestNamesLetters = (s: ReservationSnapshot): NamesLetters => guestNamesLetters(bookedRules(s));
export const selectUpdated = (s: ReservationSnapshot) => (s.matches('Updated') ? s.context.updated : null);
export const selectIsChangeRefused = (s: ReservationSnapshot) => s.matches('ChangeRefused');
/** A failure shown inside the change or guest form (the refusal state shows its own). */
export const selectChangeFailure = (s: ReservationSnapshot) =>
  s.matches('ChoosingChange') || s.matches('ReviewingChange') || s.matches('EditingGuest') || s.matches('ChangeRefused')
    ? s.context.failure
    : null;
