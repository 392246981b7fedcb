import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { payByLinkMachine } from './machine';
import { createPayByLinkActors, type VisitStore } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const PayByLinkContext = chartContext(payByLinkMachine, 'payByLink');
export const usePayByLinkSelector = PayByLinkContext.useSelector;
export const usePayByLinkActorRef = PayByLinkContext.useActorRef;

export interface PayByLinkNavigation {
  /** Full-page navigation to the issuer's 3-D Secure page (location.assign). */
  openExternal: (url: string) => void;
}

export interface PayByLinkProviderProps extends ChartProviderProps<typeof payByLinkMachine> {
  client: GatewayClient;
  visits: VisitStore;
  navigation: PayByLinkNavigation;
}

export const PayByLinkProvider = chartProvider(
  PayByLinkContext,
  ({ client, visits, navigation }: PayByLinkProviderProps) =>
    payByLinkMachine.provide({
      actors: createPayByLinkActors(client, visits),
      actions: { openChallenge: (_, params) => navigation.openExternal(params.url) },
    }),
);
