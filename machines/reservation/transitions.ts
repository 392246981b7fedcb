import { ErrorCode } from '../../contract/error-codes';
import { errorOf, hasFailureCode, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import type { CancelReservationRequest, ReservationContext, ReservationDetails } from './context';
import { CHANGE_REFUSAL_CODES, type ItineraryChangeDetails, type ItineraryDraft } from './reservation-changes';

/**
 * The pieces the reservation chart uses in more than one state: what its events carry, the
 * failures every request handles alike and the fetch of the reservation by its lookup.
 */

export const outputOf = (event: unknown) => (event as { output?: ReservationDetails }).output;
export const changeOutputOf = (event: unknown) => (event as { output?: ItineraryChangeDetails }).output;
export const failureCodeOf = (event: unknown) => toFailure(errorOf(event)).code;

/** What a request's failure is, by its catalogue code; the transitions below branch on these. */
export const failureGuards = {
  isNotFound: ({ event }: { event: unknown }) => hasFailureCode(errorOf(event), ErrorCode.reservationNotFound),
  isFeeChanged: ({ event }: { event: unknown }) => hasFailureCode(errorOf(event), ErrorCode.cancellationFeeChanged),
  isAlreadyCancelled: ({ event }: { event: unknown }) => hasFailureCode(errorOf(event), ErrorCode.alreadyCancelled),
  isServiceUnavailable: ({ event }: { event: unknown }) => isServiceUnavailable(errorOf(event)),
  isChangeRefused: ({ event }: { event: unknown }) => CHANGE_REFUSAL_CODES.includes(failureCodeOf(event)),
  isTotalChanged: ({ event }: { event: unknown }) => hasFailureCode(errorOf(event), ErrorCode.updateTotalChanged),
  isInvalidClientSession: ({ event }: { event: unknown }) => isInvalidClientSession(errorOf(event)),
};

/** Request failures every request state handles alike: unknown reservation, 503 page, dead client session. */
const requestFailures = (stay: string) => [
  { guard: 'isNotFound' as const, target: 'NotFound', actions: 'recordFailure' as const },
  {
    guard: 'isServiceUnavailable' as const,
    target: stay,
    actions: ['recordFailure', 'goToServiceUnavailable'] as const,
  },
  { guard: 'isInvalidClientSession' as const, target: stay, actions: ['recordFailure', 'restartSession'] as const },
];

/** The request failures, then any other failure (1000, network...): record it and go to `stay`. */
export const failuresReturningTo = (stay: string) => [
  ...requestFailures(stay),
  { target: stay, actions: 'recordFailure' as const },
];

/** Reads the reservation with the guest's lookup; each state that reads it says where the result leads. */
export const fetchByLookup = {
  id: 'fetchReservation',
  src: 'fetchReservation',
  input: ({ context }: { context: ReservationContext }) => context.lookup,
} as const;

/** The cancellation as sent: the reason and the fee the guest was shown. */
export function cancellationRequest(context: ReservationContext): CancelReservationRequest {
  return {
    lookup: context.lookup,
    cancellation: {
      reason: context.reason ?? 'other',
      details: context.details.trim() || null,
      cancellationFeeDisplayed: context.feeDisplayed ?? 0,
    },
  };
}

/** Marks a room for removal, or unmarks it; the positions stay sorted. */
export function toggleRoom(change: ItineraryDraft, position: number): ItineraryDraft {
  const removing = change.removeRoomPositions;
  const next = removing.includes(position) ? removing.filter((p) => p !== position) : [...removing, position];
  return { ...change, removeRoomPositions: next.sort((a, b) => a - b) };
}
