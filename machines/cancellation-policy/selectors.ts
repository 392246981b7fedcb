import type { SnapshotFrom } from 'xstate';
import { cancellationPolicyMachine, CancellationPolicyTags } from './machine';

type CancellationPolicySnapshot = SnapshotFrom<typeof cancellationPolicyMachine>;

export const selectIsLoadingPolicies = (s: CancellationPolicySnapshot) => s.hasTag(CancellationPolicyTags.Loading);
export const selectPolicies = (s: CancellationPolicySnapshot) => s.context.policies;
export const selectIsShowingPolicies = (s: CancellationPolicySnapshot) => s.matches('Showing');
export const selectHasNoPolicies = (s: CancellationPolicySnapshot) => s.matches('Empty');
export const selectPoliciesFailed = (s: CancellationPolicySnapshot) => s.matches('Failed');
/** SPEC.md section 8: a failure to load the policies shows the error's title. */
export const selectPoliciesErrorTitle = (s: CancellationPolicySnapshot) =>
  s.matches('Failed') ? (s.context.failure?.title ?? null) : null;
export const selectCanRetryPolicies = (s: CancellationPolicySnapshot) => s.can({ type: 'policies.retried' });
