import { assign, setup } from 'xstate';

/** SPEC.md section 9: 15 minutes to enter the 3-D Secure password. */
export const THREE_D_SECURE_LIMIT_MS = 15 * 60 * 1000;

export interface ThreeDSecureInput {
  /** The issuer's (sandbox's) challenge page. */
  challengeUrl: string;
  /** What is left of the 15 minutes by the server's clock (the payment started earlier). */
  remainingMs: number;
}

export type ThreeDSecureOutcome = 'timed_out' | 'abandoned';

export interface ThreeDSecureContext extends ThreeDSecureInput {
  outcome: ThreeDSecureOutcome | null;
}

export type ThreeDSecureEvent =
  /** The guest follows the link to the issuer's page (the browser leaves; it comes back to the pending page). */
  | { type: 'challenge.opened' }
  /** The guest gives up on this card. */
  | { type: 'challenge.abandoned' };

/**
 * The 3-D Secure wait on the pending page: the guest has the rest of the 15 minutes to enter the
 * password on the issuer's page; the `after` delay ends the wait, aborting the payment. The
 * booking API enforces the same limit on its own clock whatever the browser does.
 */
export const threeDSecureMachine = setup({
  types: {
    context: {} as ThreeDSecureContext,
    events: {} as ThreeDSecureEvent,
    input: {} as ThreeDSecureInput,
    output: {} as { outcome: ThreeDSecureOutcome },
  },
  actions: {
    /** Navigation to the challenge page (location.assign in the app). */
    openChallenge: (_, _params: { url: string }) => {},
  },
  delays: {
    /** Never longer than 15 minutes, never negative. */
    challengeLimit: ({ context }) => Math.max(0, Math.min(THREE_D_SECURE_LIMIT_MS, context.remainingMs)),
  },
}).createMachine({
  id: 'threeDSecure',
  description: '3-D Secure challenge with the 15-minute limit of SPEC.md section 4.',
  context: ({ input }) => ({ ...input, outcome: null }),
  initial: 'WaitingForPassword',
  output: ({ context }) => ({ outcome: context.outcome ?? 'abandoned' }),
  states: {
    WaitingForPassword: {
      description: 'The issuer asks for the password; the pending page shows the time left and the link to the issuer.',
      after: { challengeLimit: { target: 'TimedOut' } },
      on: {
        'challenge.opened': {
          actions: { type: 'openChallenge', params: ({ context }) => ({ url: context.challengeUrl }) },
        },
        'challenge.abandoned': { target: 'Abandoned' },
      },
    },
    TimedOut: {
      description:
        'Fifteen minutes without an answer: the payment is aborted and the booking cancelled, nothing charged.',
      type: 'final',
      entry: assign({ outcome: 'timed_out' }),
    },
    Abandoned: {
      description: 'The guest cancelled the challenge: the payment is aborted, nothing charged.',
      type: 'final',
      entry: assign({ outcome: 'abandoned' }),
    },
  },
});

export type ThreeDSecureMachine = typeof threeDSecureMachine;
