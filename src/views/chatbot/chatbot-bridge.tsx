import { lazy, Suspense, useEffect, useState } from 'react';

/** Pages that must not talk to the parent window (SPEC.md section 2: the recommender widget). */
const SILENT_PATHS = ['/recommender-widget'];

/** The chatbot chart and its views: fetched only inside the chatbot's iframe. */
const EmbeddedChatbot = lazy(() => import('./embedded-chatbot').then((m) => ({ default: m.EmbeddedChatbot })));

/** The parent window's messages, kept from the first render until the chatbot chart listens. */
export interface ParentMessages {
  /** Hands the kept messages to `receive` in order, then each new one; returns the way to stop. */
  listen: (receive: (event: MessageEvent) => void) => () => void;
}

/**
 * When the widget runs inside the chatbot's iframe: the chatbot chart (./embedded-chatbot.tsx)
 * receives the parent's messages, none lost while its code loads.
 */
export function ChatbotBridge() {
  const embedded =
    typeof window !== 'undefined' && window.parent !== window && !SILENT_PATHS.includes(window.location.pathname);
  if (!embedded) return null;
  return <ChatbotWhenLoaded />;
}

function ChatbotWhenLoaded() {
  const [parentMessages] = useState(keptParentMessages);
  useEffect(() => parentMessages.start(), [parentMessages]);
  return (
    <Suspense fallback={null}>
      <EmbeddedChatbot parentMessages={parentMessages} />
    </Suspense>
  );
}

function keptParentMessages(): ParentMessages & { start: () => () => void } {
  const kept: MessageEvent[] = [];
  let receiver: ((event: MessageEvent) => void) | null = null;
  const onMessage = (event: MessageEvent) => {
    // Only the parent window speaks for the chatbot; the chart checks the origin.
    if (event.source !== window.parent) return;
    if (receiver) receiver(event);
    else kept.push(event);
  };
  return {
    start: () => {
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
    listen: (receive) => {
      for (const event of kept.splice(0)) receive(event);
      receiver = receive;
      return () => {
        if (receiver === receive) receiver = null;
      };
    },
  };
}
