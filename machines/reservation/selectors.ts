import type { SnapshotFrom } from 'xstate';
import { ErrorCode } from '../../contract/errors';
import { reservationMachine, ReservationTags } from './machine';
import { CANCELLATION_REASONS } from './context';

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
  s.context.reservation?.cancellation.cancellable === false ? (s.context.reservation.cancellation.refusalCode ?? null) : null;
export const selectIsConfirmingCancellation = (s: ReservationSnapshot) => s.matches('ConfirmingCancellation');
export const selectCancellationReasons = () => CANCELLATION_REASONS;
export const selectCancellationReason = (s: ReservationSnapshot) => s.context.reason;
export const selectCancellationDetails = (s: ReservationSnapshot) => s.context.details;
export const selectDetailsRequired = (s: ReservationSnapshot) => s.context.reason === 'other';
export const selectCancellationErrors = (s: ReservationSnapshot) => s.context.cancellationErrors;
/** The fee the guest confirms (reservation.cancellation.fee when the dialog opened or was refreshed). */
export const selectCancellationFee = (s: ReservationSnapshot) => s.context.feeDisplayed ?? s.context.reservation?.cancellation.fee ?? null;
export const selectFeeChanged = (s: ReservationSnapshot) => s.context.failure?.code === ErrorCode.cancellationFeeChanged;
export const selectIsCancelled = (s: ReservationSnapshot) => s.matches('Cancelled');
export const selectReservationFailure = (s: ReservationSnapshot) => s.context.failure;

// ---- appended for the views (src/) ----
export const selectCanSubmitLookup = (s: ReservationSnapshot) => s.can({ type: 'lookup.submitted' });
export const selectCanConfirmCancellation = (s: ReservationSnapshot) => s.can({ type: 'cancellation.confirmed' });
export const selectCanDismissCancellation = (s: ReservationSnapshot) => s.can({ type: 'cancellation.dismissed' });
/** The cancel dialog stays open while the guest confirms and while the cancellation is sent. */
export const selectIsCancelDialogOpen = (s: ReservationSnapshot) =>
  s.matches('ConfirmingCancellation') || s.hasTag(ReservationTags.Busy);
