import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { receiptMachine } from './machine';
import { createReceiptActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { ReceiptInput } from './context';

export const ReceiptContext = createActorContext(receiptMachine);

/** Reads the receipt chart through a named selector (see ./selectors.ts). */
export const useReceiptSelector = ReceiptContext.useSelector;
export const useReceiptActorRef = ReceiptContext.useActorRef;

export interface ReceiptActions {
  goToServiceUnavailable: () => void;
  restartSession: () => void;
}

export function ReceiptProvider({ client, actions, input, inspect, children }: {
  client: GatewayClient;
  actions: ReceiptActions;
  input: ReceiptInput;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const logic = useMemo(
    () =>
      receiptMachine.provide({
        actors: createReceiptActors(client),
        actions: { goToServiceUnavailable: () => actions.goToServiceUnavailable(), restartSession: () => actions.restartSession() },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return (
    <ReceiptContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
      {children}
    </ReceiptContext.Provider>
  );
}
