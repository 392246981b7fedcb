import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createPriceQuoteActors } from './actors';
import { priceQuoteMachine } from './machine';

export const PriceQuoteContext = chartContext(priceQuoteMachine, 'priceQuote');
export const usePriceQuoteSelector = PriceQuoteContext.useSelector;
export const usePriceQuoteActorRef = PriceQuoteContext.useActorRef;

export function PriceQuoteProvider({
  client,
  inspect,
  children,
}: {
  client: GatewayClient;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const logic = useMemo(() => priceQuoteMachine.provide({ actors: createPriceQuoteActors(client) }), [client]);
  return (
    <PriceQuoteContext.Provider logic={logic} options={inspect ? { inspect } : {}}>
      {children}
    </PriceQuoteContext.Provider>
  );
}
