import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { MemberVoucher } from './machine';

export const MemberVouchersDocument = graphql(/* GraphQL */ `
  query MemberVouchers($code: String!) {
    memberVouchers(code: $code) {
      number
      name
      amount
      uiStatus
      targetStayPeriod {
        from
        to
      }
      salesPeriod {
        from
        to
      }
      excludedPeriod {
        from
        to
      }
      validThrough
      consumedAt
      reservationNumber
    }
  }
`);

export function createVouchersActors(client: GatewayClient) {
  return {
    fetchVouchers: fromPromise<MemberVoucher[], { hotelCode: string }>(
      async ({ input }) => (await client.request(MemberVouchersDocument, { code: input.hotelCode })).memberVouchers,
    ),
  };
}
