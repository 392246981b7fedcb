import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { CancellationPolicy, LoadCancellationPoliciesInput } from './context';

export const CancellationPoliciesDocument = graphql(/* GraphQL */ `
  query CancellationPolicies($code: String!) {
    cancellationPolicies(code: $code) {
      id
      name
      description
      noShowPercentageOfCost
      parts {
        daysBefore
        hoursAfter
        percentageOfCost
      }
    }
  }
`);

/** The real implementations of the cancellation-policy chart's actors, through the gateway. */
export function createCancellationPolicyActors(client: GatewayClient) {
  return {
    loadCancellationPolicies: fromPromise<CancellationPolicy[], LoadCancellationPoliciesInput>(async ({ input }) => {
      const result = await client.request(CancellationPoliciesDocument, { code: input.hotelCode });
      return result.cancellationPolicies;
    }),
  };
}
