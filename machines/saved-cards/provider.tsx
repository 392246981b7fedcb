import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { savedCardsMachine } from './machine';
import { createSavedCardsActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const SavedCardsContext = chartContext(savedCardsMachine, 'savedCards');
export const useSavedCardsSelector = SavedCardsContext.useSelector;
export const useSavedCardsActorRef = SavedCardsContext.useActorRef;

export function SavedCardsProvider({
  client,
  hotelCode,
  inspect,
  children,
}: {
  client: GatewayClient;
  hotelCode: string;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const logic = useMemo(() => savedCardsMachine.provide({ actors: createSavedCardsActors(client) }), [client]);
  return (
    <SavedCardsContext.Provider logic={logic} options={{ input: { hotelCode }, ...(inspect ? { inspect } : {}) }}>
      {children}
    </SavedCardsContext.Provider>
  );
}
