import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { cancellationPolicyMachine } from './machine';
import { createCancellationPolicyActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { CancellationPolicyInput } from './context';

export const CancellationPolicyContext = chartContext(cancellationPolicyMachine, 'cancellationPolicy');

/** Reads the cancellation-policy chart through a named selector (see ./selectors.ts). */
export const useCancellationPolicySelector = CancellationPolicyContext.useSelector;
export const useCancellationPolicyActorRef = CancellationPolicyContext.useActorRef;

export interface CancellationPolicyActions {
  goToServiceUnavailable: () => void;
  /** 1009: clear the stored session and restart init. */
  restartSession: () => void;
}

export interface CancellationPolicyProviderProps {
  client: GatewayClient;
  actions: CancellationPolicyActions;
  input: CancellationPolicyInput;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart. */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export const CancellationPolicyProvider = chartProvider(
  CancellationPolicyContext,
  ({ client, actions }: CancellationPolicyProviderProps) =>
    cancellationPolicyMachine.provide({
      actors: createCancellationPolicyActors(client),
      actions: {
        goToServiceUnavailable: () => actions.goToServiceUnavailable(),
        restartSession: () => actions.restartSession(),
      },
    }),
);
