import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { reservationMachine } from './machine';
import { createReservationActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const ReservationContext = chartContext(reservationMachine, 'reservation');

/** Reads the reservation chart through a named selector (see ./selectors.ts). */
export const useReservationSelector = ReservationContext.useSelector;
export const useReservationActorRef = ReservationContext.useActorRef;

export const ReservationProvider = chartProvider(
  ReservationContext,
  ({ client }: ChartProviderProps<typeof reservationMachine> & { client: GatewayClient }) =>
    reservationMachine.provide({ actors: createReservationActors(client) }),
);
