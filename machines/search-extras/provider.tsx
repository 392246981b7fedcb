import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createSearchExtrasActors } from './actors';
import type { SearchExtrasInput } from './context';
import { searchExtrasMachine } from './machine';

export const SearchExtrasContext = chartContext(searchExtrasMachine, 'searchExtras');
export const useSearchExtrasSelector = SearchExtrasContext.useSelector;
export const useSearchExtrasActorRef = SearchExtrasContext.useActorRef;

export interface SearchExtrasProviderProps {
  client: GatewayClient;
  actions: { goToServiceUnavailable: () => void; restartSession: () => void };
  input: SearchExtrasInput;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export const SearchExtrasProvider = chartProvider(
  SearchExtrasContext,
  ({ client, actions }: SearchExtrasProviderProps) =>
    searchExtrasMachine.provide({
      actors: createSearchExtrasActors(client),
      actions: {
        goToServiceUnavailable: () => actions.goToServiceUnavailable(),
        restartSession: () => actions.restartSession(),
      },
    }),
);
