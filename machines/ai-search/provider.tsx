import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createAiSearchActors } from './actors';
import { aiSearchMachine } from './machine';
import { registerLaterRelays } from '../app-root/later-relays';

// The app root's rules about this chart come with it (machines/app-root/later-relays.ts).
registerLaterRelays();

export const AiSearchContext = chartContext(aiSearchMachine, 'aiSearch');
export const useAiSearchSelector = AiSearchContext.useSelector;
export const useAiSearchActorRef = AiSearchContext.useActorRef;

export const AiSearchProvider = chartProvider(
  AiSearchContext,
  (props: ChartProviderProps<typeof aiSearchMachine> & { client: GatewayClient; onSearch: (path: string) => void }) =>
    aiSearchMachine.provide({
      actors: createAiSearchActors(props.client),
      actions: { showResults: (_, params) => props.onSearch(params.path) },
    }),
);
