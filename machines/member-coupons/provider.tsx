import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createMemberCouponsActors } from './actors';
import { memberCouponsMachine } from './machine';

export const MemberCouponsContext = chartContext(memberCouponsMachine, 'memberCoupons');
export const useMemberCouponsSelector = MemberCouponsContext.useSelector;
export const useMemberCouponsActorRef = MemberCouponsContext.useActorRef;

export const MemberCouponsProvider = chartProvider(
  MemberCouponsContext,
  ({ client }: ChartProviderProps<typeof memberCouponsMachine> & { client: GatewayClient; hotelCode: string }) =>
    memberCouponsMachine.provide({ actors: createMemberCouponsActors(client) }),
  ({ hotelCode }) => ({ hotelCode }),
);
