import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createPointsActors } from './actors';
import { pointsMachine } from './machine';

export const PointsContext = chartContext(pointsMachine, 'points');
export const usePointsSelector = PointsContext.useSelector;
export const usePointsActorRef = PointsContext.useActorRef;

export const PointsProvider = chartProvider(
  PointsContext,
  ({ client }: ChartProviderProps<typeof pointsMachine> & { client: GatewayClient; hotelCode: string }) =>
    pointsMachine.provide({ actors: createPointsActors(client) }),
  ({ hotelCode }) => ({ hotelCode }),
);
