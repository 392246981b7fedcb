import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { memberAccountMachine } from './machine';
import { createMemberAccountActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const MemberAccountContext = chartContext(memberAccountMachine, 'memberAccount');
export const useMemberAccountSelector = MemberAccountContext.useSelector;
export const useMemberAccountActorRef = MemberAccountContext.useActorRef;

export interface MemberAccountProviderProps {
  client: GatewayClient;
  hotelCode: string;
  onRemoved: () => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export function MemberAccountProvider({ client, hotelCode, onRemoved, inspect, children }: MemberAccountProviderProps) {
  const logic = useMemo(
    () =>
      memberAccountMachine.provide({
        actors: createMemberAccountActors(client),
        actions: { accountRemoved: () => onRemoved() },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return (
    <MemberAccountContext.Provider logic={logic} options={{ input: { hotelCode }, ...(inspect ? { inspect } : {}) }}>
      {children}
    </MemberAccountContext.Provider>
  );
}
