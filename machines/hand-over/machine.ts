import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { errorOf, failure, isFailure, isServiceUnavailable, type Failure } from '../failure';
import type { CreateReservationInput } from '../graphql/graphql';
import { notImplemented } from '../not-implemented';

/**
 * The widget's hand-over to the travel agency site (SPEC.md sections 4 "Agency hand-over", 8 and 9):
 * on the payment step the guest chooses to pay on the agency site; the booking in progress is
 * stored (POST /api/ota/v1/temporary_storages), a short countdown runs (its seconds are not shown)
 * and the browser goes to the agency's /confirm-reservation.
 */

/** How long the countdown waits before leaving for the agency site (SPEC.md: not shown to the guest). */
export const HAND_OVER_COUNTDOWN_MS = 5_000;

export interface StoreBookingInput {
  hotelCode: string;
  /** The widget's search query, for the way back to the hotel's search. */
  search: string;
  booking: CreateReservationInput;
  /** The `ota_enabled` query of a test case, null without one. */
  otaEnabled: boolean | null;
}

export interface StoredBooking {
  id: string;
  confirmUrl: string;
}

export interface HandOverInput {
  hotelCode: string;
  /** The `ota_enabled` query of a test case, null without one. */
  otaEnabled: boolean | null;
}

export interface HandOverButton {
  enabled: boolean;
  buttonColour: string;
  buttonTextColour: string;
}

export interface HandOverContext extends HandOverInput {
  button: HandOverButton | null;
  stored: StoredBooking | null;
  failure: Failure | null;
  /** The booking of the last request, sent again by a retry. */
  pending: StoreBookingInput | null;
}

export type HandOverEvent =
  /** The guest chose the agency button with the booking as it stands. */
  | { type: 'handOver.requested'; request: StoreBookingInput }
  /** "Go now" during the countdown. */
  | { type: 'handOver.hurried' }
  /** Cancel during the countdown, or "choose another payment method" after a failure. */
  | { type: 'handOver.cancelled' }
  /** "Press next again" after a failure. */
  | { type: 'handOver.retried' };

/** A failure of the hand-over: the API's own refusal, else SPEC.md section 8's hand-off failure. */
export function handOverFailure(error: unknown): Failure {
  if (isFailure(error) && error.code !== ErrorCode.network && !isServiceUnavailable(error)) return error;
  return failure(ErrorCode.agencyHandOffFailed, 'Agency hand-off failure');
}

export const handOverMachine = setup({
  types: {
    context: {} as HandOverContext,
    events: {} as HandOverEvent,
    input: {} as HandOverInput,
  },
  actors: {
    loadHandOverSetting: fromPromise<HandOverButton, HandOverInput>(notImplemented),
    storeBooking: fromPromise<StoredBooking, StoreBookingInput>(notImplemented),
  },
  actions: {
    /** Leaves for the agency site (location.assign in the app). */
    goToAgency: (_, _params: { url: string }) => {},
  },
  delays: { countdown: HAND_OVER_COUNTDOWN_MS },
}).createMachine({
  id: 'handOver',
  description:
    'The payment step\'s "pay on the travel agency site": store the booking, count down, go to the agency\'s /confirm-reservation; a failure offers the button again or another payment method.',
  context: ({ input }) => ({ ...input, button: null, stored: null, failure: null, pending: null }),
  initial: 'LoadingSetting',
  states: {
    LoadingSetting: {
      description:
        'Whether this hotel hands over (JPY, a GMO-type gateway, no or the default payment hub; ota_enabled in a test case) and the button colours.',
      invoke: {
        id: 'loadHandOverSetting',
        src: 'loadHandOverSetting',
        input: ({ context }) => ({ hotelCode: context.hotelCode, otaEnabled: context.otaEnabled }),
        onDone: [
          {
            guard: ({ event }) => event.output.enabled,
            target: 'Offered',
            actions: assign({ button: ({ event }) => event.output }),
          },
          { target: 'NotOffered' },
        ],
        // Without the setting the button is simply not offered; the card form stays.
        onError: { target: 'NotOffered' },
      },
    },
    NotOffered: {
      description: 'This hotel does not hand over: no agency button.',
      type: 'final',
    },
    Offered: {
      description: 'The agency button is shown beside the card form.',
      on: {
        'handOver.requested': {
          target: 'Storing',
          actions: assign({ pending: ({ event }) => event.request, failure: null }),
        },
      },
    },
    Storing: {
      description: 'POST /api/ota/v1/temporary_storages with the booking in progress (no payment details).',
      invoke: {
        id: 'storeBooking',
        src: 'storeBooking',
        input: ({ context }) => context.pending!,
        onDone: { target: 'CountingDown', actions: assign({ stored: ({ event }) => event.output }) },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => handOverFailure(errorOf(event)) }) },
      },
    },
    CountingDown: {
      description:
        'The booking is stored: a notice says the guest is being taken to the agency site, with "go now" and cancel; the seconds are not shown.',
      after: { countdown: { target: 'Redirecting' } },
      on: {
        'handOver.hurried': { target: 'Redirecting' },
        'handOver.cancelled': { target: 'Offered', actions: assign({ stored: null }) },
      },
    },
    Redirecting: {
      description: "The browser leaves for the agency's /confirm-reservation?id=...",
      type: 'final',
      entry: { type: 'goToAgency', params: ({ context }) => ({ url: context.stored?.confirmUrl ?? '' }) },
    },
    Failed: {
      description:
        'SPEC.md section 8 "Agency hand-off failure": press the button again, or choose another payment method.',
      on: {
        'handOver.retried': { target: 'Storing', actions: assign({ failure: null }) },
        'handOver.requested': {
          target: 'Storing',
          actions: assign({ pending: ({ event }) => event.request, failure: null }),
        },
        'handOver.cancelled': { target: 'Offered', actions: assign({ failure: null }) },
      },
    },
  },
});

export type HandOverMachine = typeof handOverMachine;
