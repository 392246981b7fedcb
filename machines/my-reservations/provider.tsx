import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { myReservationsMachine } from './machine';
import { createMyReservationsActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const MyReservationsContext = createActorContext(myReservationsMachine);
export const useMyReservationsSelector = MyReservationsContext.useSelector;
export const useMyReservationsActorRef = MyReservationsContext.useActorRef;

export function MyReservationsProvider({ client, inspect, children }: { client: GatewayClient; inspect?: (event: InspectionEvent) => void; children: ReactNode }) {
  const logic = useMemo(() => myReservationsMachine.provide({ actors: createMyReservationsActors(client) }), [client]);
  return (
    <MyReservationsContext.Provider logic={logic} options={inspect ? { inspect } : {}}>
      {children}
    </MyReservationsContext.Provider>
  );
}
