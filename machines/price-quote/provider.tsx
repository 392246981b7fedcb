import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createPriceQuoteActors } from './actors';
import { priceQuoteMachine } from './machine';

export const PriceQuoteContext = chartContext(priceQuoteMachine, 'priceQuote');
export const usePriceQuoteSelector = PriceQuoteContext.useSelector;
export const usePriceQuoteActorRef = PriceQuoteContext.useActorRef;

export const PriceQuoteProvider = chartProvider(
  PriceQuoteContext,
  ({ client }: ChartProviderProps<typeof priceQuoteMachine> & { client: GatewayClient }) =>
    priceQuoteMachine.provide({ actors: createPriceQuoteActors(client) }),
);
