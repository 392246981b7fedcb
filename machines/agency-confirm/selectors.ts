import type { SnapshotFrom } from 'xstate';
import type { agencyConfirmMachine } from './machine';

type AgencyConfirmSnapshot = SnapshotFrom<typeof agencyConfirmMachine>;

export const selectIsLoadingHandedOver = (s: AgencyConfirmSnapshot) => s.matches('Checking') || s.matches('Loading');
export const selectHandedOverUnavailable = (s: AgencyConfirmSnapshot) => s.matches('Unavailable');
export const selectHandedOverLoadFailure = (s: AgencyConfirmSnapshot) =>
  s.matches('LoadFailed') ? s.context.failure : null;
/** The booking while it is confirmed and paid. */
export const selectHandedOverBooking = (s: AgencyConfirmSnapshot) =>
  s.matches('Confirming') || s.matches('Tokenizing') || s.matches('Paying') ? s.context.booking : null;
export const selectAgencyCard = (s: AgencyConfirmSnapshot) => s.context.card;
export const selectAgencyCardErrors = (s: AgencyConfirmSnapshot) => s.context.cardErrors;
export const selectIsPayingHandedOver = (s: AgencyConfirmSnapshot) => s.matches('Tokenizing') || s.matches('Paying');
/** A refused card or booking, shown above the card form. */
export const selectAgencyPaymentFailure = (s: AgencyConfirmSnapshot) =>
  s.matches('Confirming') ? s.context.failure : null;
/** Leaving for the confirmation or the 3-D Secure page. */
export const selectIsLeavingConfirm = (s: AgencyConfirmSnapshot) =>
  s.matches('Booked') || s.matches('AwaitingThreeDSecure');
