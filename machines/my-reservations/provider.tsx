import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { myReservationsMachine, type MyReservationsTab } from './machine';
import { createMyReservationsActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const MyReservationsContext = chartContext(myReservationsMachine, 'myReservations');
export const useMyReservationsSelector = MyReservationsContext.useSelector;
export const useMyReservationsActorRef = MyReservationsContext.useActorRef;

export interface MyReservationsProviderProps extends ChartProviderProps<typeof myReservationsMachine> {
  client: GatewayClient;
  initialTab?: MyReservationsTab;
}

export const MyReservationsProvider = chartProvider(
  MyReservationsContext,
  ({ client }: MyReservationsProviderProps) =>
    myReservationsMachine.provide({ actors: createMyReservationsActors(client) }),
  ({ initialTab }) => (initialTab ? { tab: initialTab } : {}),
);
