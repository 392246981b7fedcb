import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createHandOverActors } from './actors';
import { handOverMachine } from './machine';

export const HandOverContext = chartContext(handOverMachine, 'handOver');
export const useHandOverSelector = HandOverContext.useSelector;
export const useHandOverActorRef = HandOverContext.useActorRef;

export interface HandOverProviderProps extends ChartProviderProps<typeof handOverMachine> {
  client: GatewayClient;
  /** Leaves for the agency site. */
  goToAgency: (url: string) => void;
}

export const HandOverProvider = chartProvider(HandOverContext, ({ client, goToAgency }: HandOverProviderProps) =>
  handOverMachine.provide({
    actors: createHandOverActors(client),
    actions: { goToAgency: (_, params) => goToAgency(params.url) },
  }),
);
