import { useEffect, useMemo, useRef } from 'react';
import { useAuthActorRef, useAuthSelector } from '../../../machines/auth/provider';
import { selectIsSignedIn } from '../../../machines/auth/selectors';
import { ChatbotProvider, useChatbotActorRef, type ChatbotActions } from '../../../machines/chatbot/provider';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useAppServices } from '../../app/services-context';
import type { ParentMessages } from './chatbot-bridge';

/**
 * The chatbot chart inside the chatbot's iframe (loaded only there, ./chatbot-bridge.tsx): it receives
 * the parent's messages (it checks their origin) and its actions reach the auth chart, the router and the parent.
 */
export function EmbeddedChatbot({ parentMessages }: { parentMessages: ParentMessages }) {
  const { services, inspect } = useAppServices();
  const auth = useAuthActorRef();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const actions = useMemo<ChatbotActions>(
    () => ({
      signedIn: (session) => auth.send({ type: 'session.started', session }),
      replyUserId: (origin, userId) => window.parent.postMessage({ type: 'triplabotUserId', userId }, origin),
      openSignIn: () => services.navigate('/sign-in'),
      closeSignIn: () => services.navigate('/booking/result'),
      // SPEC.md section 4: re-read the session, or (signed out) log out locally and go to the results.
      refreshLogin: () =>
        signedInRef.current ? auth.send({ type: 'session.reloadRequested' }) : services.navigate('/booking/result'),
    }),
    [auth, services],
  );
  return (
    <ChatbotProvider client={services.client} hotelCode={hotelCode} actions={actions} inspect={inspect}>
      <ParentListener parentMessages={parentMessages} />
    </ChatbotProvider>
  );
}

/** The parent's messages to the chart: those that came while this code loaded first, in order, then each as it comes. */
function ParentListener({ parentMessages }: { parentMessages: ParentMessages }) {
  const chatbot = useChatbotActorRef();
  useEffect(() => {
    // Only the parent window speaks for the chatbot (./chatbot-bridge.tsx); the chart checks the origin.
    const receive = (event: MessageEvent) =>
      chatbot.send({ type: 'parent.message', origin: event.origin, data: event.data });
    return parentMessages.listen(receive);
  }, [chatbot, parentMessages]);
  return null;
}
