import { assign, fromPromise, setup, spawnChild } from 'xstate';
import { errorOf, toFailure } from '../failure';
import {
  initialAuthContext,
  type AuthContext,
  type AuthInput,
  type HandOff,
  type MemberUser,
  type SignedInSession,
} from './context';
import type { AuthEvent } from './events';
import {
  checkedSignInForm,
  clearedSignInErrors,
  editedSignInForm,
  refusedSignIn,
  signInFormComplete,
  signInRequest,
} from './sign-in-form';
import { notImplemented } from '../not-implemented';

export const AuthTags = { Checking: 'Checking', Busy: 'Busy' } as const;

const isUnauthorized = (event: unknown) => toFailure(errorOf(event)).status === 401;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as (typeof AuthTags)[keyof typeof AuthTags],
  },
  actors: {
    readStoredToken: fromPromise<string | null, void>(notImplemented),
    fetchMe: fromPromise<MemberUser, void>(notImplemented),
    signIn: fromPromise<SignedInSession, { hotelCode: string; email: string; password: string }>(notImplemented),
    signOut: fromPromise<void, { hotelCode: string }>(notImplemented),
    /** A one-time access token or a refresh_token from the URL traded for a session (SPEC.md section 4 "Initialisation"). */
    exchangeHandOff: fromPromise<SignedInSession, { hotelCode: string } & HandOff>(notImplemented),
    /** Stores the language a signed-in member switched to with the member (their e-mails follow it). */
    rememberLocale: fromPromise<boolean, { locale: string }>(notImplemented),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    /** After sign-in the member leaves the sign-in, sign-up and forgot-password pages (SPEC.md section 2). */
    leaveSignInPages: () => {},
    /** Sign-out clears what SPEC.md section 4 lists (client session, booking guest...) and goes to the search page. */
    resetAfterSignOut: () => {},
    /** 401: go to the search page (or sign-in inside the chatbot). */
    goAfterExpiry: () => {},
  },
  guards: {
    hasToken: ({ event }) => {
      const output = (event as unknown as { output?: unknown }).output;
      return typeof output === 'string' && output.length > 0;
    },
    formComplete: ({ context }) => signInFormComplete(context),
    isUnauthorized: ({ event }) => isUnauthorized(event),
    hasHandOff: ({ context }) => context.handOff !== null,
    /** 3403: the session was found but already spent; the normal identity fetch decides. */
    isHandOffSpent: ({ event }) => toFailure(errorOf(event)).code === '3403',
    /** 3401 token not found, 3402 brand mismatch: log out locally with the logout message. */
    isHandOffRejected: ({ event }) => ['3401', '3402'].includes(toFailure(errorOf(event)).code),
  },
}).createMachine({
  id: 'auth',
  description:
    'The member session (SPEC.md section 4 "optionally sign in", "Logout", "Transport"): stored token, sign-in, sign-out, expiry.',
  context: ({ input }) => initialAuthContext(input),
  initial: 'Starting',
  on: {
    /** A session obtained elsewhere (the SSO callback page, a parent window): store it and be signed in. */
    'session.started': {
      target: '.SignedIn',
      actions: [
        { type: 'storeToken', params: ({ event }) => ({ token: event.session.token }) },
        assign({ user: ({ event }) => event.session.user, loggedOutNotice: false }),
      ],
    },
  },
  states: {
    Starting: {
      description:
        'A hand-off token in the URL (one-time access token, refresh_token) is tried first; otherwise the stored session.',
      tags: [AuthTags.Checking],
      always: [{ guard: 'hasHandOff', target: 'ExchangingHandOff' }, { target: 'Checking' }],
    },
    ExchangingHandOff: {
      description:
        'Trades the hand-off token for a session. 3403 (already spent) falls back to the stored session; 3401/3402 log out locally with the message.',
      tags: [AuthTags.Checking],
      invoke: {
        id: 'exchangeHandOff',
        src: 'exchangeHandOff',
        input: ({ context }) => ({ hotelCode: context.hotelCode, ...context.handOff! }),
        onDone: {
          target: 'SignedIn',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            assign({ user: ({ event }) => event.output.user, handOff: null }),
          ],
        },
        onError: [
          { guard: 'isHandOffSpent', target: 'Checking', actions: assign({ handOff: null }) },
          {
            guard: 'isHandOffRejected',
            target: 'SignedOut',
            actions: ['clearToken', assign({ handOff: null, loggedOutNotice: true })],
          },
          { target: 'Checking', actions: assign({ handOff: null }) },
        ],
      },
    },
    Checking: {
      description: 'Reads the stored member token; with one, the member is loaded.',
      tags: [AuthTags.Checking],
      invoke: {
        id: 'readStoredToken',
        src: 'readStoredToken',
        onDone: [{ guard: 'hasToken', target: 'LoadingMember' }, { target: 'SignedOut' }],
        onError: { target: 'SignedOut' },
      },
    },
    LoadingMember: {
      description:
        'GET /user/me with the stored token. 401: the token is dead and forgotten; other failures keep it for the next visit.',
      tags: [AuthTags.Checking],
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        onDone: { target: 'SignedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: [{ guard: 'isUnauthorized', target: 'SignedOut', actions: 'clearToken' }, { target: 'SignedOut' }],
      },
    },
    SignedOut: {
      description: 'No member: the sign-in form can be filled in and sent.',
      on: {
        'signIn.changed': { actions: assign(({ context, event }) => editedSignInForm(context, event)) },
        'signIn.submitted': [
          { guard: 'formComplete', target: 'SigningIn', actions: assign(clearedSignInErrors) },
          { actions: assign(({ context }) => checkedSignInForm(context)) },
        ],
        'notice.dismissed': { actions: assign({ loggedOutNotice: false }) },
      },
    },
    SigningIn: {
      description:
        'Sends e-mail and password; a refusal (1000 wrong, 1301 locked, 1303 too many, 1404 unconfirmed) comes back to the form.',
      tags: [AuthTags.Busy],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => signInRequest(context),
        onDone: {
          target: 'SignedIn',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            assign({
              user: ({ event }) => event.output.user,
              form: { email: '', password: '' },
              loggedOutNotice: false,
            }),
            'leaveSignInPages',
          ],
        },
        onError: { target: 'SignedOut', actions: assign(({ context, event }) => refusedSignIn(context, event.error)) },
      },
    },
    SignedIn: {
      description: 'A member is signed in; every request carries the token.',
      on: {
        'signOut.requested': { target: 'SigningOut' },
        'session.expired': {
          target: 'SignedOut',
          actions: ['clearToken', assign({ user: null, loggedOutNotice: true }), 'goAfterExpiry'],
        },
        /** The chatbot asked to refresh the login (SPEC.md section 4): the session is read again. */
        'session.reloadRequested': { target: 'ReloadingMember' },
        /**
         * Told to the booking API on the side: the member stays signed in whatever it answers (false
         * when it could not be stored: the e-mails stay in the language stored before).
         */
        'locale.chosen': {
          actions: spawnChild('rememberLocale', {
            input: ({ event }) => ({ locale: event.type === 'locale.chosen' ? event.locale : '' }),
          }),
        },
      },
    },
    ReloadingMember: {
      description:
        'Re-reads the member for the chatbot; a dead session logs out locally with the message and goes to the search page.',
      invoke: {
        id: 'reloadMember',
        src: 'fetchMe',
        onDone: { target: 'SignedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isUnauthorized',
            target: 'SignedOut',
            actions: ['clearToken', assign({ user: null, loggedOutNotice: true }), 'goAfterExpiry'],
          },
          // A network failure keeps the member as they were.
          { target: 'SignedIn' },
        ],
      },
    },
    SigningOut: {
      description: 'Calls the logout endpoint; whatever it answers, everything local is cleared.',
      tags: [AuthTags.Busy],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: { target: 'SignedOut', actions: ['clearToken', assign({ user: null }), 'resetAfterSignOut'] },
        onError: { target: 'SignedOut', actions: ['clearToken', assign({ user: null }), 'resetAfterSignOut'] },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
