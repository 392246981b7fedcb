import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { cancellationPolicyMachine } from './machine';
import { createCancellationPolicyActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const CancellationPolicyContext = chartContext(cancellationPolicyMachine, 'cancellationPolicy');

/** Reads the cancellation-policy chart through a named selector (see ./selectors.ts). */
export const useCancellationPolicySelector = CancellationPolicyContext.useSelector;
export const useCancellationPolicyActorRef = CancellationPolicyContext.useActorRef;

export const CancellationPolicyProvider = chartProvider(
  CancellationPolicyContext,
  ({ client }: ChartProviderProps<typeof cancellationPolicyMachine> & { client: GatewayClient }) =>
    cancellationPolicyMachine.provide({ actors: createCancellationPolicyActors(client) }),
);
