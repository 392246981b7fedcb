import { assign, fromPromise, setup } from 'xstate';
import { failure, toFailure } from '../failure';
import type { SignedInSession } from '../auth/context';
import type { SsoCallbackContext, SsoCallbackInput } from './context';
import type { SsoCallbackEvent } from './events';
import { notImplemented } from '../not-implemented';

/** Client-side failure codes of the callback page (the provider said no; the URL lacks code or state). */
export const SsoCallbackCodes = { cancelled: 'sso_cancelled', stateInvalid: 'sso_state_invalid' } as const;

/**
 * `/sso/custom/callback` (SPEC.md section 2): the provider sent the browser back with a code and
 * the state. The API checks the state (single use), redeems the code and answers with a member
 * session, which the auth chart takes over; then the member goes to the search page.
 */
export const ssoCallbackMachine = setup({
  types: {
    context: {} as SsoCallbackContext,
    events: {} as SsoCallbackEvent,
    input: {} as SsoCallbackInput,
  },
  actors: {
    completeSignIn: fromPromise<SignedInSession, { hotelCode: string; authorizationCode: string; state: string }>(
      notImplemented,
    ),
  },
  actions: {
    /** Hands the session to the auth chart (`session.started`) and goes to the search page. */
    signedIn: (_, _params: { session: SignedInSession }) => {},
  },
  guards: {
    providerRefused: ({ context }) => context.providerError !== null,
    incomplete: ({ context }) => !context.authorizationCode || !context.state,
  },
}).createMachine({
  id: 'ssoCallback',
  description: 'Completes a provider sign-in from the callback URL.',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'Checking',
  states: {
    Checking: {
      description: 'Reads what the provider sent back.',
      always: [
        {
          guard: 'providerRefused',
          target: 'Failed',
          actions: assign({ failure: failure(SsoCallbackCodes.cancelled, 'Sign-in cancelled') }),
        },
        {
          guard: 'incomplete',
          target: 'Failed',
          actions: assign({ failure: failure(SsoCallbackCodes.stateInvalid, 'Sign-in not valid') }),
        },
        { target: 'Completing' },
      ],
    },
    Completing: {
      description: 'The API checks the state, redeems the code and returns a member session.',
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          authorizationCode: context.authorizationCode!,
          state: context.state!,
        }),
        onDone: {
          target: 'SignedIn',
          actions: { type: 'signedIn', params: ({ event }) => ({ session: event.output }) },
        },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    SignedIn: {
      description: 'The auth chart has the session; the page is left for the search page.',
      type: 'final',
    },
    Failed: {
      description:
        'The sign-in did not complete; the page offers to sign in again (the state is single use, so no retry of the same callback).',
    },
  },
});

export type SsoCallbackMachine = typeof ssoCallbackMachine;
