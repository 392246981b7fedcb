import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createMemberCouponsActors } from './actors';
import { memberCouponsMachine } from './machine';

export const MemberCouponsContext = chartContext(memberCouponsMachine, 'memberCoupons');
export const useMemberCouponsSelector = MemberCouponsContext.useSelector;
export const useMemberCouponsActorRef = MemberCouponsContext.useActorRef;

export function MemberCouponsProvider(props: {
  client: GatewayClient;
  hotelCode: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  children: ReactNode;
}) {
  const logic = useMemo(
    () => memberCouponsMachine.provide({ actors: createMemberCouponsActors(props.client) }),
    [props.client],
  );
  return (
    <MemberCouponsContext.Provider
      logic={logic}
      options={{ input: { hotelCode: props.hotelCode }, ...(props.inspect ? { inspect: props.inspect } : {}) }}
    >
      {props.children}
    </MemberCouponsContext.Provider>
  );
}
