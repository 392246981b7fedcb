import type { SnapshotFrom } from 'xstate';
import type { chatbotMachine } from './machine';

type ChatbotSnapshot = SnapshotFrom<typeof chatbotMachine>;

/** True while the widget waits for (or trades) the chatbot's session. */
export const selectAwaitingChatbotSession = (s: ChatbotSnapshot) =>
  s.matches('LoadingParentOrigin') || s.matches('AwaitingSession') || s.matches('ExchangingSession');
