import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { memberAccountMachine } from './machine';
import { createMemberAccountActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const MemberAccountContext = chartContext(memberAccountMachine, 'memberAccount');
export const useMemberAccountSelector = MemberAccountContext.useSelector;
export const useMemberAccountActorRef = MemberAccountContext.useActorRef;

export interface MemberAccountProviderProps extends ChartProviderProps<typeof memberAccountMachine> {
  client: GatewayClient;
  hotelCode: string;
  onRemoved: () => void;
}

export const MemberAccountProvider = chartProvider(
  MemberAccountContext,
  ({ client, onRemoved }: MemberAccountProviderProps) =>
    memberAccountMachine.provide({
      actors: createMemberAccountActors(client),
      actions: { accountRemoved: () => onRemoved() },
    }),
  ({ hotelCode }) => ({ hotelCode }),
);
