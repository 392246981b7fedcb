import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { SignedInSession } from '../auth/context';
import type { GatewayClient } from '../transport/graphql-client';
import { createChatbotActors } from './actors';
import { chatbotMachine } from './machine';

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

export function ChatbotProvider(props: {
  client: GatewayClient;
  hotelCode: string;
  actions: ChatbotActions;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client, actions } = props;
  const logic = useMemo(
    () =>
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
    // Created once; the actions read live values through their closures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return (
    <ChatbotContext.Provider
      logic={logic}
      options={{ input: { hotelCode: props.hotelCode }, ...(props.inspect ? { inspect: props.inspect } : {}) }}
    >
      {props.children}
    </ChatbotContext.Provider>
  );
}
