import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../failure';
import type { SsoContext, SsoInput, SsoProviderOption } from './context';
import type { SsoEvent } from './events';
import { notImplemented } from '../not-implemented';

export const SsoTags = { Busy: 'Busy' } as const;

/**
 * The provider buttons of the sign-in page (SPEC.md section 1: facebook, line, brand login,
 * open-id): the brand's providers are loaded; a press asks the API for the provider's login URL
 * (state, nonce and PKCE are made and kept server side) and the browser goes there.
 */
export const ssoMachine = setup({
  types: {
    context: {} as SsoContext,
    events: {} as SsoEvent,
    input: {} as SsoInput,
    tags: {} as (typeof SsoTags)[keyof typeof SsoTags],
  },
  actors: {
    loadProviders: fromPromise<SsoProviderOption[], { hotelCode: string }>(notImplemented),
    startSignIn: fromPromise<string, { hotelCode: string; provider: string; redirectUri: string }>(notImplemented),
  },
  actions: {
    /** Leaves the app for the provider's login page (location.assign in the browser). */
    goToProvider: (_, _params: { url: string }) => {},
  },
  guards: {
    isOffered: ({ context, event }) => context.providers.some((p) => p.slug === event.slug),
  },
}).createMachine({
  id: 'sso',
  description: "The brand's sign-in providers and the way to one of them.",
  context: ({ input }) => ({ ...input, providers: [], chosen: null, failure: null }),
  initial: 'LoadingProviders',
  states: {
    LoadingProviders: {
      description: 'Reads the providers configured for the brand.',
      invoke: {
        id: 'loadProviders',
        src: 'loadProviders',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: { target: 'ChoosingProvider', actions: assign({ providers: ({ event }) => event.output }) },
        // Without the list the page still offers e-mail sign-in; no buttons are shown.
        onError: { target: 'ChoosingProvider', actions: assign({ providers: [] }) },
      },
    },
    ChoosingProvider: {
      description: 'The buttons are shown; one press starts a sign-in.',
      on: {
        'provider.chosen': {
          guard: 'isOffered',
          target: 'StartingSignIn',
          actions: assign({ chosen: ({ event }) => event.slug, failure: null }),
        },
      },
    },
    StartingSignIn: {
      description: 'Asks for the provider login URL; further presses are ignored (double clicks).',
      tags: [SsoTags.Busy],
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          provider: context.chosen!,
          redirectUri: context.redirectUri,
        }),
        onDone: {
          target: 'LeavingForProvider',
          actions: { type: 'goToProvider', params: ({ event }) => ({ url: event.output }) },
        },
        onError: {
          target: 'ChoosingProvider',
          actions: assign({ failure: ({ event }) => toFailure(event.error), chosen: null }),
        },
      },
    },
    LeavingForProvider: {
      description: "The browser is on its way to the provider's login page.",
      tags: [SsoTags.Busy],
      on: {
        // Back from the provider through the browser's history: a new press starts again.
        'provider.chosen': {
          guard: 'isOffered',
          target: 'StartingSignIn',
          actions: assign({ chosen: ({ event }) => event.slug }),
        },
      },
    },
  },
});

export type SsoMachine = typeof ssoMachine;
