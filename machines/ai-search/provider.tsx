import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createAiSearchActors } from './actors';
import { aiSearchMachine, type AiSearchInput } from './machine';

export const AiSearchContext = createActorContext(aiSearchMachine);
export const useAiSearchSelector = AiSearchContext.useSelector;
export const useAiSearchActorRef = AiSearchContext.useActorRef;

export function AiSearchProvider(props: {
  client: GatewayClient;
  input: AiSearchInput;
  /** Goes to the hotel search page. */
  onSearch: (path: string) => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client, input, onSearch, inspect, children } = props;
  const logic = useMemo(
    () => aiSearchMachine.provide({ actors: createAiSearchActors(client), actions: { showResults: (_, params) => onSearch(params.path) } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return (
    <AiSearchContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
      {children}
    </AiSearchContext.Provider>
  );
}
