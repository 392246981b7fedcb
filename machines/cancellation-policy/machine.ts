import { assign, fromPromise, setup } from 'xstate';
import { errorOf, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import {
  initialCancellationPolicyContext,
  type CancellationPolicy,
  type CancellationPolicyContext,
  type CancellationPolicyInput,
  type LoadCancellationPoliciesInput,
} from './context';
import type { CancellationPolicyEvent } from './events';
import { notImplemented } from '../not-implemented';

export const CancellationPolicyTags = { Loading: 'Loading' } as const;

export const cancellationPolicyMachine = setup({
  types: {
    context: {} as CancellationPolicyContext,
    events: {} as CancellationPolicyEvent,
    input: {} as CancellationPolicyInput,
    tags: {} as (typeof CancellationPolicyTags)[keyof typeof CancellationPolicyTags],
  },
  actors: {
    loadCancellationPolicies: fromPromise<CancellationPolicy[], LoadCancellationPoliciesInput>(notImplemented),
  },
  actions: {
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    hasPolicies: ({ event }) => {
      const output = (event as { output?: unknown }).output;
      return Array.isArray(output) && output.length > 0;
    },
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
  },
}).createMachine({
  id: 'cancellationPolicy',
  description:
    "The hotel's cancellation policies (SPEC.md sections 3 and 8): loaded once per visit of /cancellation-policy.",
  context: ({ input }) => initialCancellationPolicyContext(input),
  initial: 'Loading',
  states: {
    Loading: {
      description: "Asks the gateway for the hotel's cancellation policies.",
      tags: [CancellationPolicyTags.Loading],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadCancellationPolicies',
        src: 'loadCancellationPolicies',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: [
          { guard: 'hasPolicies', target: 'Showing', actions: assign({ policies: ({ event }) => event.output }) },
          { target: 'Empty', actions: assign({ policies: [] }) },
        ],
        onError: [
          { guard: 'isServiceUnavailable', target: 'Failed', actions: ['recordFailure', 'goToServiceUnavailable'] },
          { guard: 'isInvalidClientSession', target: 'Failed', actions: ['recordFailure', 'restartSession'] },
          { target: 'Failed', actions: 'recordFailure' },
        ],
      },
    },
    Showing: {
      description: 'The policies are listed with their tiers in words.',
    },
    Empty: {
      description: 'The hotel has no cancellation policy: the page shows the no-data text.',
    },
    Failed: {
      description: 'Loading failed: the page shows the error title (SPEC.md section 8); the guest may retry.',
      on: { 'policies.retried': { target: 'Loading' } },
    },
  },
});

export type CancellationPolicyMachine = typeof cancellationPolicyMachine;
