import type { CancellationPoliciesQuery } from '../graphql/graphql';
import type { Failure } from '../failure';

export type CancellationPolicy = CancellationPoliciesQuery['cancellationPolicies'][number];

export interface CancellationPolicyInput {
  hotelCode: string;
}

/** What the loadCancellationPolicies actor receives. */
export interface LoadCancellationPoliciesInput {
  hotelCode: string;
}

export interface CancellationPolicyContext {
  hotelCode: string;
  policies: CancellationPolicy[];
  failure: Failure | null;
}

export function initialCancellationPolicyContext(input: CancellationPolicyInput): CancellationPolicyContext {
  return { hotelCode: input.hotelCode, policies: [], failure: null };
}
