import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { reservationMachine } from './machine';
import { createReservationActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { ReservationInput } from './context';

export const ReservationContext = chartContext(reservationMachine, 'reservation');

/** Reads the reservation chart through a named selector (see ./selectors.ts). */
export const useReservationSelector = ReservationContext.useSelector;
export const useReservationActorRef = ReservationContext.useActorRef;

export interface ReservationActions {
  goToServiceUnavailable: () => void;
  /** 1009: clear the stored session and restart init. */
  restartSession: () => void;
}

export interface ReservationProviderProps {
  client: GatewayClient;
  actions: ReservationActions;
  input: ReservationInput;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart. */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export const ReservationProvider = chartProvider(ReservationContext, ({ client, actions }: ReservationProviderProps) =>
  reservationMachine.provide({
    actors: createReservationActors(client),
    actions: {
      goToServiceUnavailable: () => actions.goToServiceUnavailable(),
      restartSession: () => actions.restartSession(),
    },
  }),
);
