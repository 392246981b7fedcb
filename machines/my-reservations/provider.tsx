import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { myReservationsMachine, type MyReservationsTab } from './machine';
import { createMyReservationsActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const MyReservationsContext = chartContext(myReservationsMachine, 'myReservations');
export const useMyReservationsSelector = MyReservationsContext.useSelector;
export const useMyReservationsActorRef = MyReservationsContext.useActorRef;

export function MyReservationsProvider({
  client,
  inspect,
  children,
  initialTab,
}: {
  client: GatewayClient;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
  initialTab?: MyReservationsTab;
}) {
  const logic = useMemo(() => myReservationsMachine.provide({ actors: createMyReservationsActors(client) }), [client]);
  return (
    <MyReservationsContext.Provider
      logic={logic}
      options={{ input: initialTab ? { tab: initialTab } : {}, ...(inspect ? { inspect } : {}) }}
    >
      {children}
    </MyReservationsContext.Provider>
  );
}
