import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { reservationMachine } from './machine';
import { createReservationActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { ReservationInput } from './context';

export const ReservationContext = createActorContext(reservationMachine);

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

export function ReservationProvider({ client, actions, input, inspect, children }: ReservationProviderProps) {
  const logic = useMemo(
    () =>
      reservationMachine.provide({
        actors: createReservationActors(client),
        actions: {
          goToServiceUnavailable: () => actions.goToServiceUnavailable(),
          restartSession: () => actions.restartSession(),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return (
    <ReservationContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
      {children}
    </ReservationContext.Provider>
  );
}
