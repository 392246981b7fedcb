import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { unsubscribeMachine } from './machine';
import { createUnsubscribeActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const UnsubscribeContext = chartContext(unsubscribeMachine, 'unsubscribe');
export const useUnsubscribeSelector = UnsubscribeContext.useSelector;
export const useUnsubscribeActorRef = UnsubscribeContext.useActorRef;

export function UnsubscribeProvider(props: {
  client: GatewayClient;
  token: string | null;
  onDone: () => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client, token, onDone, inspect, children } = props;
  const logic = useMemo(
    () =>
      unsubscribeMachine.provide({ actors: createUnsubscribeActors(client), actions: { showSuccess: () => onDone() } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return (
    <UnsubscribeContext.Provider logic={logic} options={{ input: { token }, ...(inspect ? { inspect } : {}) }}>
      {children}
    </UnsubscribeContext.Provider>
  );
}
