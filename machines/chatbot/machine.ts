import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SignedInSession } from '../auth/context';
import type { ChatbotEvent } from './events';
import { parseParentMessage, type ParentMessage } from './parent-messages';
import { notImplemented } from '../not-implemented';

/** SPEC.md section 9: the chatbot session is polled every 200 ms for up to 2 s. */
export const CHATBOT_POLL_MS = 200;
export const CHATBOT_POLL_LIMIT_MS = 2000;
const MAX_POLLS = CHATBOT_POLL_LIMIT_MS / CHATBOT_POLL_MS;
/** Messages kept while the allowed origin is not known yet. */
const INBOX_LIMIT = 10;

export interface ChatbotInput {
  hotelCode: string;
}

export interface ChatbotContext extends ChatbotInput {
  /** The brand's allowed parent origin (`*` = any); null until loaded. */
  parentOrigin: string | null;
  /** Raw messages that came before the allowed origin was known. */
  inbox: { origin: string; data: unknown }[];
  /** A chatbot session (one-time access token) waiting to be traded. */
  pendingToken: string | null;
  /** The origin that sent it: replies go there only. */
  replyOrigin: string | null;
  polls: number;
  userId: number | null;
}

const accepted = (context: ChatbotContext, origin: string, data: unknown): ParentMessage | null =>
  parseParentMessage(context.parentOrigin, origin, data);

/**
 * The widget inside the chatbot (SPEC.md sections 4 and 7): reads the brand's allowed parent
 * origin, then waits up to 2 s (polling every 200 ms) for the chatbot's session and trades it for
 * a member session; afterwards it answers the parent's messages (login, close, user id request,
 * refresh-login) from the allowed origin only.
 */
export const chatbotMachine = setup({
  types: {
    context: {} as ChatbotContext,
    events: {} as ChatbotEvent,
    input: {} as ChatbotInput,
  },
  actors: {
    loadParentOrigin: fromPromise<string, { hotelCode: string }>(notImplemented),
    exchangeSession: fromPromise<SignedInSession, { hotelCode: string; token: string }>(notImplemented),
  },
  actions: {
    /** Hands the session to the auth chart (`session.started`). */
    signedIn: (_, _params: { session: SignedInSession }) => {},
    /** Posts `{ type: 'triplabotUserId', userId }` to the parent, at the given origin only. */
    replyUserId: (_, _params: { origin: string; userId: number | null }) => {},
    openSignIn: () => {},
    closeSignIn: () => {},
    /** The auth chart reads the session again (`session.reloadRequested`). */
    refreshLogin: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.pendingToken !== null,
    pollsLeft: ({ context }) => context.polls < MAX_POLLS - 1,
  },
}).createMachine({
  id: 'chatbot',
  description: 'The embedded widget and its parent window (the chatbot).',
  context: ({ input }) => ({
    ...input,
    parentOrigin: null,
    inbox: [],
    pendingToken: null,
    replyOrigin: null,
    polls: 0,
    userId: null,
  }),
  initial: 'LoadingParentOrigin',
  on: {
    'member.changed': { actions: assign({ userId: ({ event }) => event.userId }) },
    'parent.message': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.parentOrigin === null) {
          if (context.inbox.length < INBOX_LIMIT)
            enqueue.assign({ inbox: [...context.inbox, { origin: event.origin, data: event.data }] });
          return;
        }
        const message = accepted(context, event.origin, event.data);
        if (!message) return;
        switch (message.kind) {
          case 'receiveTriplabotSession':
            enqueue.assign({ pendingToken: message.token, replyOrigin: event.origin });
            return;
          case 'getTriplabotUserId':
            enqueue({ type: 'replyUserId', params: { origin: event.origin, userId: context.userId } });
            return;
          case 'login':
            enqueue('openSignIn');
            return;
          case 'close':
            enqueue('closeSignIn');
            return;
          case 'refresh-login':
            enqueue('refreshLogin');
            return;
        }
      }),
    },
  },
  states: {
    LoadingParentOrigin: {
      description: "Reads the brand's allowed parent origin; messages wait in the inbox meanwhile.",
      invoke: {
        id: 'loadParentOrigin',
        src: 'loadParentOrigin',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: {
          target: 'AwaitingSession',
          actions: assign(({ context, event }) => {
            const withOrigin = { ...context, parentOrigin: event.output };
            // Only a session hand-off is worth keeping from before; requests are asked again by the parent.
            const early = context.inbox.find(
              (m) => accepted(withOrigin, m.origin, m.data)?.kind === 'receiveTriplabotSession',
            );
            const message = early ? accepted(withOrigin, early.origin, early.data) : null;
            return {
              parentOrigin: event.output,
              inbox: [],
              pendingToken: message?.kind === 'receiveTriplabotSession' ? message.token : null,
              replyOrigin: early?.origin ?? null,
            };
          }),
        },
        // Unknown origin: nothing from the parent is trusted.
        onError: { target: 'Idle', actions: assign({ inbox: [] }) },
      },
    },
    AwaitingSession: {
      description: 'Polls for the chatbot session every 200 ms; gives up after 2 s.',
      after: {
        [CHATBOT_POLL_MS]: [
          { guard: 'hasToken', target: 'ExchangingSession' },
          {
            guard: 'pollsLeft',
            target: 'AwaitingSession',
            reenter: true,
            actions: assign({ polls: ({ context }) => context.polls + 1 }),
          },
          { target: 'Idle' },
        ],
      },
    },
    ExchangingSession: {
      description: 'Trades the chatbot session (a one-time access token) for a member session.',
      invoke: {
        id: 'exchangeSession',
        src: 'exchangeSession',
        input: ({ context }) => ({ hotelCode: context.hotelCode, token: context.pendingToken! }),
        onDone: {
          target: 'Idle',
          actions: [
            { type: 'signedIn', params: ({ event }) => ({ session: event.output }) },
            assign({ pendingToken: null }),
          ],
        },
        onError: { target: 'Idle', actions: assign({ pendingToken: null }) },
      },
    },
    Idle: {
      description: 'Answers the parent; a later session hand-off is traded at once.',
      always: { guard: 'hasToken', target: 'ExchangingSession' },
    },
  },
});

export type ChatbotMachine = typeof chatbotMachine;
