import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { SignedInSession } from '../auth/context';
import type { GatewayClient } from '../transport/graphql-client';
import { createChatbotActors } from './actors';
import { chatbotMachine } from './machine';
import { registerLaterRelays } from '../app-root/later-relays';

// The app root's rules about this chart come with it (machines/app-root/later-relays.ts).
registerLaterRelays();

export const ChatbotContext = chartContext(chatbotMachine, 'chatbot');
export const useChatbotActorRef = ChatbotContext.useActorRef;
export const useChatbotSelector = ChatbotContext.useSelector;

export interface ChatbotActions {
  signedIn: (session: SignedInSession) => void;
  replyUserId: (origin: string, userId: number | null) => void;
  openSignIn: () => void;
  closeSignIn: () => void;
  refreshLogin: () => void;
}

export interface ChatbotProviderProps extends ChartProviderProps<typeof chatbotMachine> {
  client: GatewayClient;
  hotelCode: string;
  actions: ChatbotActions;
}

export const ChatbotProvider = chartProvider(
  ChatbotContext,
  ({ client, actions }: ChatbotProviderProps) =>
    chatbotMachine.provide({
      actors: createChatbotActors(client),
      actions: {
        signedIn: (_, params) => actions.signedIn(params.session),
        replyUserId: (_, params) => actions.replyUserId(params.origin, params.userId),
        openSignIn: () => actions.openSignIn(),
        closeSignIn: () => actions.closeSignIn(),
        refreshLogin: () => actions.refreshLogin(),
      },
    }),
  ({ hotelCode }) => ({ hotelCode }),
);
