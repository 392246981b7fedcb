import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { unsubscribeMachine } from './machine';
import { createUnsubscribeActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const UnsubscribeContext = chartContext(unsubscribeMachine, 'unsubscribe');
export const useUnsubscribeSelector = UnsubscribeContext.useSelector;
export const useUnsubscribeActorRef = UnsubscribeContext.useActorRef;

export interface UnsubscribeProviderProps extends ChartProviderProps<typeof unsubscribeMachine> {
  client: GatewayClient;
  token: string | null;
  onDone: () => void;
}

export const UnsubscribeProvider = chartProvider(
  UnsubscribeContext,
  ({ client, onDone }: UnsubscribeProviderProps) =>
    unsubscribeMachine.provide({ actors: createUnsubscribeActors(client), actions: { showSuccess: () => onDone() } }),
  ({ token }) => ({ token }),
);
