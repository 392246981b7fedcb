import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createPointSpendingActors } from './actors';
import { pointSpendingMachine, type PointSpendingInput } from './machine';

export const PointSpendingContext = chartContext(pointSpendingMachine, 'pointSpending');
export const usePointSpendingSelector = PointSpendingContext.useSelector;
export const usePointSpendingActorRef = PointSpendingContext.useActorRef;

export function PointSpendingProvider({
  client,
  input,
  inspect,
  children,
}: {
  client: GatewayClient;
  input: PointSpendingInput;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const logic = useMemo(
    () =>
      pointSpendingMachine.provide({
        actors: createPointSpendingActors(client),
        actions: { logFailure: (_, params) => console.warn('[points] spending options failed to load', params.error) },
      }),
    [client],
  );
  return (
    <PointSpendingContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
      {children}
    </PointSpendingContext.Provider>
  );
}
