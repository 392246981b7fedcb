import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';

/** A client session as the gateway hands it to the agency site. */
export interface AgencyClientSession {
  token: string;
  expiresAt: string;
}

export interface AgencySessionInput {
  /** The path the page opened on. */
  path: string;
}

export interface AgencySessionContext {
  /** The route being entered (or shown). */
  path: string;
  /** The client session the routes use; null until one is known. */
  clientSession: string | null;
  /** How many sessions this chart obtained from the gateway (the test page shows it). */
  sessionsStarted: number;
  failure: Failure | null;
}

export type AgencySessionEvent =
  /** The router entered a route (also the same one again with another query). */
  | { type: 'route.entered'; path: string }
  /** The guest asked to try again after the session could not be obtained. */
  | { type: 'session.retried' }
  /** A call was refused with 1009: the stored session is gone; obtain a new one. */
  | { type: 'session.invalidated' };

export const AgencySessionTags = { Obtaining: 'Obtaining', Failed: 'Failed' } as const;

/**
 * The agency site's client session (SPEC.md section 2, travel-agency route set): before each route
 * a client session is obtained if none is stored. The session is started with the agency site's
 * own API client (the gateway's `startClientSession(site: AGENCY)`), stored like the widget's.
 */
export const agencySessionMachine = setup({
  types: {
    context: {} as AgencySessionContext,
    events: {} as AgencySessionEvent,
    input: {} as AgencySessionInput,
    tags: {} as (typeof AgencySessionTags)[keyof typeof AgencySessionTags],
  },
  actors: {
    /** The stored session's token if present and not expired, else null. */
    readStoredClientSession: fromPromise<string | null, void>(notImplemented),
    startAgencyClientSession: fromPromise<AgencyClientSession, void>(notImplemented),
  },
  actions: {
    storeClientSession: (_, _params: AgencyClientSession) => {},
    clearClientSession: () => {},
  },
}).createMachine({
  id: 'agencySession',
  description:
    "Before each agency route: the stored client session, else a new one from the agency site's own API client.",
  context: ({ input }) => ({ path: input.path, clientSession: null, sessionsStarted: 0, failure: null }),
  initial: 'CheckingStoredSession',
  on: {
    'route.entered': {
      target: '.CheckingStoredSession',
      reenter: true,
      actions: assign({ path: ({ event }) => event.path }),
    },
    'session.invalidated': {
      target: '.StartingSession',
      reenter: true,
      actions: ['clearClientSession', assign({ clientSession: null })],
    },
  },
  states: {
    CheckingStoredSession: {
      description: 'Reads the stored client session (null when absent or expired).',
      tags: [AgencySessionTags.Obtaining],
      invoke: {
        id: 'readStoredClientSession',
        src: 'readStoredClientSession',
        onDone: [
          {
            guard: ({ event }) => typeof event.output === 'string' && event.output.length > 0,
            target: 'Ready',
            actions: assign({ clientSession: ({ event }) => event.output }),
          },
          { target: 'StartingSession' },
        ],
        // A storage that cannot be read is the same as an empty one.
        onError: { target: 'StartingSession' },
      },
    },
    StartingSession: {
      description: 'Asks the gateway for a new client session of the agency site and stores it.',
      tags: [AgencySessionTags.Obtaining],
      invoke: {
        id: 'startAgencyClientSession',
        src: 'startAgencyClientSession',
        onDone: {
          target: 'Ready',
          actions: [
            assign({
              clientSession: ({ event }) => event.output.token,
              sessionsStarted: ({ context }) => context.sessionsStarted + 1,
              failure: null,
            }),
            { type: 'storeClientSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'Failed',
          actions: assign({ clientSession: null, failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    Ready: {
      description: 'A client session is stored: the route is shown.',
    },
    Failed: {
      description: 'No session could be obtained: the route shows the failure with a retry.',
      tags: [AgencySessionTags.Failed],
      on: { 'session.retried': { target: 'StartingSession', actions: assign({ failure: null }) } },
    },
  },
});

export type AgencySessionMachine = typeof agencySessionMachine;
