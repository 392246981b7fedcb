import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createRecommenderActors } from './actors';
import type { RecommenderInput } from './context';
import { recommenderMachine } from './machine';

export const RecommenderContext = chartContext(recommenderMachine, 'recommender');
export const useRecommenderSelector = RecommenderContext.useSelector;
export const useRecommenderActorRef = RecommenderContext.useActorRef;

export interface RecommenderProviderProps {
  client: GatewayClient;
  actions: { goToServiceUnavailable: () => void; restartSession: () => void };
  input: RecommenderInput;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export const RecommenderProvider = chartProvider(RecommenderContext, ({ client, actions }: RecommenderProviderProps) =>
  recommenderMachine.provide({
    actors: createRecommenderActors(client),
    actions: {
      goToServiceUnavailable: () => actions.goToServiceUnavailable(),
      restartSession: () => actions.restartSession(),
    },
  }),
);
