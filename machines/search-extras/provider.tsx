import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createSearchExtrasActors } from './actors';
import { searchExtrasMachine } from './machine';

export const SearchExtrasContext = chartContext(searchExtrasMachine, 'searchExtras');
export const useSearchExtrasSelector = SearchExtrasContext.useSelector;
export const useSearchExtrasActorRef = SearchExtrasContext.useActorRef;

export const SearchExtrasProvider = chartProvider(
  SearchExtrasContext,
  ({ client }: ChartProviderProps<typeof searchExtrasMachine> & { client: GatewayClient }) =>
    searchExtrasMachine.provide({ actors: createSearchExtrasActors(client) }),
);
