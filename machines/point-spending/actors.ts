import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { SpendingOptions } from './machine';

export const SpendingOptionsDocument = graphql(/* GraphQL */ `
  query SpendingOptions($code: String!) {
    memberPoints(code: $code) {
      totalPoint
      pointProgramEnabled
      spendStep
      spendMinimum
    }
    memberVouchers(code: $code) {
      number
      name
      amount
      uiStatus
      validThrough
    }
  }
`);

/** The real implementation of the point-spending chart's actor, through the gateway. */
export function createPointSpendingActors(client: GatewayClient) {
  return {
    fetchSpendingOptions: fromPromise<SpendingOptions, { hotelCode: string }>(async ({ input }) => {
      const reply = await client.request(SpendingOptionsDocument, { code: input.hotelCode });
      return {
        balance: reply.memberPoints.totalPoint,
        programEnabled: reply.memberPoints.pointProgramEnabled,
        step: reply.memberPoints.spendStep,
        minimum: reply.memberPoints.spendMinimum,
        vouchers: reply.memberVouchers.filter((voucher) => voucher.uiStatus === 'available'),
      };
    }),
  };
}
