import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createRecommenderActors } from './actors';
import { recommenderMachine } from './machine';

export const RecommenderContext = chartContext(recommenderMachine, 'recommender');
export const useRecommenderSelector = RecommenderContext.useSelector;
export const useRecommenderActorRef = RecommenderContext.useActorRef;

export const RecommenderProvider = chartProvider(
  RecommenderContext,
  ({ client }: ChartProviderProps<typeof recommenderMachine> & { client: GatewayClient }) =>
    recommenderMachine.provide({ actors: createRecommenderActors(client) }),
);
