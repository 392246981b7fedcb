import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { MemberCoupon } from './machine';

export const MemberCouponsDocument = graphql(/* GraphQL */ `
  query MemberCoupons($code: String!) {
    memberCoupons(code: $code) {
      code
      name
      discountType
      discountValue
      targetHotelPlanCodes
      validUntil
      maxDiscountedNights
      uiStatus
      reservationNumber
    }
  }
`);

export function createMemberCouponsActors(client: GatewayClient) {
  return {
    loadCoupons: fromPromise<MemberCoupon[], { hotelCode: string }>(async ({ input }) => {
      const result = await client.request(MemberCouponsDocument, { code: input.hotelCode });
      return result.memberCoupons;
    }),
  };
}
