import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { toFailure, failure as makeFailure } from '../failure';
import {
  initialLotteryEntryContext,
  lotteryFormErrors,
  type LotteryEntry,
  type LotteryEntryContext,
  type LotteryEntryInput,
  type LotteryEvent,
} from './context';
import type { EnterLotteryInput } from './actors';
import type { LotteryEntryEvent } from './events';
import { notImplemented } from '../not-implemented';

export const LotteryTags = { Loading: 'Loading', Busy: 'Busy' } as const;

/** The event can never be entered from this link (unknown, link expired or invalid): no retry helps. */
const EVENT_GONE = new Set<string>([
  ErrorCode.lotteryNotAvailable,
  ErrorCode.lotteryLinkExpired,
  ErrorCode.lotteryLinkInvalid,
  ErrorCode.lotteryLinkRequired,
]);
/** Entry refusals that concern the form's dates: the member corrects them. */
const DATE_REFUSALS = new Set<string>([
  ErrorCode.lotteryStayOutsideEvent,
  ErrorCode.lotteryNightsOutOfRange,
  ErrorCode.invalid,
]);

const errorOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/** The member's entries in progress in another lottery: registered while that lottery still accepts entries (so it can be cancelled). */
export function inProgressEntries(
  entries: readonly LotteryEntry[],
  context: Pick<LotteryEntryContext, 'eventUuid'>,
): LotteryEntry[] {
  return entries.filter(
    (e) => e.status === 'registered' && e.event.phase === 'accepting' && e.event.uuid !== context.eventUuid,
  );
}

/**
 * The lottery guest-detail step (SPEC.md sections 2 /room-lottery/*, 4 "A lottery guest-detail step
 * is separate", 5 "Lottery", 7 POST lottery_results): load the event of the lottery link, fill in
 * the stay and the guest, review, enter. Then the page goes to /room-lottery/complete/{entry}.
 */
export const lotteryEntryMachine = setup({
  types: {
    context: {} as LotteryEntryContext,
    events: {} as LotteryEntryEvent,
    input: {} as LotteryEntryInput,
    tags: {} as (typeof LotteryTags)[keyof typeof LotteryTags],
  },
  actors: {
    fetchEvent: fromPromise<LotteryEvent, { hotelCode: string; eventUuid: string; accessToken: string | null }>(
      notImplemented,
    ),
    enterLottery: fromPromise<LotteryEntry, EnterLotteryInput>(notImplemented),
    fetchMyEntries: fromPromise<LotteryEntry[], void>(notImplemented),
    cancelEntry: fromPromise<LotteryEntry, { hotelCode: string; entryNumber: string }>(notImplemented),
  },
  actions: {
    /** The provider navigates to /room-lottery/complete/{entryNumber}. */
    goToComplete: (_, _params: { entryNumber: string }) => {},
  },
  guards: {
    hasEventId: ({ context }) => context.eventUuid !== null && context.eventUuid.length > 0,
    eventAccepting: ({ event }) => (event as unknown as { output: LotteryEvent }).output.phase === 'accepting',
    eventGone: ({ event }) => EVENT_GONE.has(errorOf(event).code),
    hasOtherInProgress: ({ context, event }) =>
      inProgressEntries((event as unknown as { output: LotteryEntry[] }).output, context).length > 0,
    moreToCancel: ({ context }) => context.inProgress.length > 1,
    formValid: ({ context }) => Object.keys(lotteryFormErrors(context.form, context.event)).length === 0,
    isDateRefusal: ({ event }) => DATE_REFUSALS.has(errorOf(event).code),
    isUnavailableNow: ({ event }) =>
      EVENT_GONE.has(errorOf(event).code) ||
      errorOf(event).code === ErrorCode.lotteryClosed ||
      errorOf(event).code === ErrorCode.lotteryNotYetOpen,
  },
}).createMachine({
  id: 'lotteryEntry',
  description: 'One lottery entry: the event, the guest-detail form, the review, then POST lottery_results.',
  context: ({ input }) => initialLotteryEntryContext(input),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'A lottery link without lottery_event cannot be entered.',
      always: [
        { guard: 'hasEventId', target: 'LoadingEvent' },
        {
          target: 'Unavailable',
          actions: assign({ failure: makeFailure(ErrorCode.lotteryNotAvailable, 'Lottery unavailable') }),
        },
      ],
    },
    LoadingEvent: {
      description: 'GET lottery_events/{id} with the link access token (3757, 3780-3782 end here).',
      tags: [LotteryTags.Loading],
      invoke: {
        id: 'fetchEvent',
        src: 'fetchEvent',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          eventUuid: context.eventUuid ?? '',
          accessToken: context.accessToken,
        }),
        onDone: [
          {
            guard: 'eventAccepting',
            target: 'CheckingInProgress',
            actions: assign({ event: ({ event }) => event.output, failure: null }),
          },
          {
            target: 'Unavailable',
            actions: assign({
              event: ({ event }) => event.output,
              failure: ({ event }) =>
                makeFailure(
                  event.output.phase === 'upcoming' ? ErrorCode.lotteryNotYetOpen : ErrorCode.lotteryClosed,
                  'Lottery not accepting',
                ),
            }),
          },
        ],
        onError: [
          {
            guard: 'eventGone',
            target: 'Unavailable',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          { target: 'EventFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    CheckingInProgress: {
      description:
        'SPEC.md section 4: starting another entry while one is in progress (registered, entries still open) needs consent to cancel it.',
      tags: [LotteryTags.Loading],
      invoke: {
        id: 'fetchMyEntries',
        src: 'fetchMyEntries',
        onDone: [
          {
            guard: 'hasOtherInProgress',
            target: 'ConfirmingReplace',
            actions: assign({ inProgress: ({ context, event }) => inProgressEntries(event.output, context) }),
          },
          { target: 'EnteringDetails', actions: assign({ inProgress: [] }) },
        ],
        onError: { target: 'EventFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    ConfirmingReplace: {
      description:
        'The member consents to cancel the in-progress entries (then enters this one) or keeps them and leaves this lottery.',
      on: {
        'replace.accepted': { target: 'CancellingInProgress', actions: assign({ failure: null }) },
        'replace.declined': { target: 'KeptInProgress' },
      },
    },
    CancellingInProgress: {
      description:
        'Cancels the in-progress entries one by one (PUT lottery_results/{n}/cancel); a refusal returns to the consent with the error.',
      tags: [LotteryTags.Busy],
      invoke: {
        id: 'cancelEntry',
        src: 'cancelEntry',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          entryNumber: context.inProgress[0]?.entryNumber ?? '',
        }),
        onDone: [
          {
            guard: 'moreToCancel',
            target: 'CancellingInProgress',
            reenter: true,
            actions: assign({ inProgress: ({ context }) => context.inProgress.slice(1) }),
          },
          { target: 'EnteringDetails', actions: assign({ inProgress: [] }) },
        ],
        onError: { target: 'ConfirmingReplace', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    KeptInProgress: {
      description: 'The member kept the in-progress entry; this lottery is not entered.',
      type: 'final',
    },
    EventFailed: {
      description: "The event or the member's entries did not load (network); the member may retry.",
      on: { 'event.retried': { target: 'LoadingEvent' } },
    },
    Unavailable: {
      description: 'Not enterable: unknown, link expired or invalid, not open yet or closed (3751-3783).',
    },
    EnteringDetails: {
      description: 'The stay (within the event, min to max nights) and the guest; checked before review.',
      on: {
        'details.changed': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            formErrors: ({ context, event }) => {
              const { [event.field]: _dropped, ...rest } = context.formErrors;
              return rest;
            },
          }),
        },
        'details.submitted': [
          { guard: 'formValid', target: 'Reviewing', actions: assign({ formErrors: {}, failure: null }) },
          { actions: assign({ formErrors: ({ context }) => lotteryFormErrors(context.form, context.event) }) },
        ],
      },
    },
    Reviewing: {
      description: 'The confirmation step: the member checks the entry before sending it.',
      on: {
        'review.backed': { target: 'EnteringDetails' },
        'entry.confirmed': { target: 'Entering' },
      },
    },
    Entering: {
      description:
        'POST lottery_results. 3756 (already entered) and closed lotteries end the flow; date refusals go back to the form.',
      tags: [LotteryTags.Busy],
      invoke: {
        id: 'enterLottery',
        src: 'enterLottery',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          eventUuid: context.eventUuid ?? '',
          accessToken: context.accessToken,
          form: context.form,
        }),
        onDone: {
          target: 'Entered',
          actions: [
            assign({ entry: ({ event }) => event.output }),
            { type: 'goToComplete', params: ({ event }) => ({ entryNumber: event.output.entryNumber }) },
          ],
        },
        onError: [
          {
            guard: 'isDateRefusal',
            target: 'EnteringDetails',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          {
            guard: 'isUnavailableNow',
            target: 'Unavailable',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          { target: 'Reviewing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    Entered: { description: 'The entry is registered.', type: 'final' },
  },
});
