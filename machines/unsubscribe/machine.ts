import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';

export const UnsubscribeTags = { Busy: 'Busy' } as const;

export interface Subscription {
  email: string;
  subscribed: boolean;
}

export interface UnsubscribeContext {
  token: string | null;
  subscription: Subscription | null;
  failure: Failure | null;
}

export type UnsubscribeEvent = { type: 'unsubscribe.confirmed' };

/**
 * `/unsubscribe-email/confirmation?token=` then `/unsubscribe-email/success` (SPEC.md section 2):
 * the signed link is checked, the visitor confirms, promotion e-mail stops. No sign-in needed.
 */
export const unsubscribeMachine = setup({
  types: {
    context: {} as UnsubscribeContext,
    events: {} as UnsubscribeEvent,
    input: {} as { token: string | null },
    tags: {} as (typeof UnsubscribeTags)[keyof typeof UnsubscribeTags],
  },
  actors: {
    checkLink: fromPromise<Subscription, { token: string }>(notImplemented),
    unsubscribe: fromPromise<Subscription, { token: string }>(notImplemented),
  },
  actions: {
    /** Goes to /unsubscribe-email/success. */
    showSuccess: () => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    subscribed: ({ event }) => (event as unknown as { output: Subscription }).output.subscribed,
  },
}).createMachine({
  id: 'unsubscribe',
  description: 'Unsubscribe from promotion e-mail through the signed link of a promotion e-mail.',
  context: ({ input }) => ({ token: input.token, subscription: null, failure: null }),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'A page opened without the token is an invalid link at once.',
      always: [{ guard: 'hasToken', target: 'CheckingLink' }, { target: 'Invalid' }],
    },
    CheckingLink: {
      description: 'Reads whose link it is and whether that address still receives promotion e-mail.',
      tags: [UnsubscribeTags.Busy],
      invoke: {
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          { guard: 'subscribed', target: 'Asking', actions: assign({ subscription: ({ event }) => event.output }) },
          { target: 'AlreadyOff', actions: assign({ subscription: ({ event }) => event.output }) },
        ],
        onError: { target: 'Invalid', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Asking: {
      description: 'The visitor confirms the address to unsubscribe.',
      on: { 'unsubscribe.confirmed': { target: 'Unsubscribing' } },
    },
    Unsubscribing: {
      description: 'Sends the unsubscribe once; a double click is ignored here.',
      tags: [UnsubscribeTags.Busy],
      invoke: {
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'Done', actions: [assign({ subscription: ({ event }) => event.output }), 'showSuccess'] },
        onError: { target: 'Invalid', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    AlreadyOff: { description: 'The address does not receive promotion e-mail (already unsubscribed).' },
    Done: { description: 'Unsubscribed.', type: 'final' },
    Invalid: { description: 'The link is not valid, was altered, or expired.' },
  },
});
