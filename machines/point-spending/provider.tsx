import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createPointSpendingActors } from './actors';
import { pointSpendingMachine } from './machine';
import { registerLaterRelays } from '../app-root/later-relays';

// The app root's rules about this chart come with it (machines/app-root/later-relays.ts).
registerLaterRelays();

export const PointSpendingContext = chartContext(pointSpendingMachine, 'pointSpending');
export const usePointSpendingSelector = PointSpendingContext.useSelector;
export const usePointSpendingActorRef = PointSpendingContext.useActorRef;

export const PointSpendingProvider = chartProvider(
  PointSpendingContext,
  ({ client }: ChartProviderProps<typeof pointSpendingMachine> & { client: GatewayClient }) =>
    pointSpendingMachine.provide({
      actors: createPointSpendingActors(client),
      actions: { logFailure: (_, params) => console.warn('[points] spending options failed to load', params.error) },
    }),
);
