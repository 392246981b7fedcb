import { useEffect, useMemo, useRef } from 'react';
import { useAuthActorRef, useAuthSelector } from '../../../machines/auth/provider';
import { selectIsSignedIn } from '../../../machines/auth/selectors';
import { ChatbotProvider, useChatbotActorRef, type ChatbotActions } from '../../../machines/chatbot/provider';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useAppServices } from '../../app/services-context';

/** Pages that must not talk to the parent window (SPEC.md section 2: the recommender widget). */
const SILENT_PATHS = ['/recommender-widget'];

/**
 * When the widget runs inside the chatbot's iframe: the chatbot chart receives the parent's
 * messages (it checks their origin) and its actions reach the auth chart, the router and the parent.
 */
export function ChatbotBridge() {
  const embedded =
    typeof window !== 'undefined' && window.parent !== window && !SILENT_PATHS.includes(window.location.pathname);
  if (!embedded) return null;
  return <EmbeddedChatbot />;
}

function EmbeddedChatbot() {
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
      <ParentListener />
    </ChatbotProvider>
  );
}

function ParentListener() {
  const chatbot = useChatbotActorRef();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the parent window speaks for the chatbot; the chart checks the origin.
      if (event.source !== window.parent) return;
      chatbot.send({ type: 'parent.message', origin: event.origin, data: event.data });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [chatbot]);
  return null;
}
