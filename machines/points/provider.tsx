import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createPointsActors } from './actors';
import { pointsMachine } from './machine';

export const PointsContext = chartContext(pointsMachine, 'points');
export const usePointsSelector = PointsContext.useSelector;
export const usePointsActorRef = PointsContext.useActorRef;

export function PointsProvider({
  client,
  hotelCode,
  inspect,
  children,
}: {
  client: GatewayClient;
  hotelCode: string;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const logic = useMemo(() => pointsMachine.provide({ actors: createPointsActors(client) }), [client]);
  return (
    <PointsContext.Provider logic={logic} options={{ input: { hotelCode }, ...(inspect ? { inspect } : {}) }}>
      {children}
    </PointsContext.Provider>
  );
}
