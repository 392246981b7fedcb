import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { savedCardsMachine } from './machine';
import { createSavedCardsActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const SavedCardsContext = chartContext(savedCardsMachine, 'savedCards');
export const useSavedCardsSelector = SavedCardsContext.useSelector;
export const useSavedCardsActorRef = SavedCardsContext.useActorRef;

export const SavedCardsProvider = chartProvider(
  SavedCardsContext,
  ({ client }: ChartProviderProps<typeof savedCardsMachine> & { client: GatewayClient; hotelCode: string }) =>
    savedCardsMachine.provide({ actors: createSavedCardsActors(client) }),
  ({ hotelCode }) => ({ hotelCode }),
);
