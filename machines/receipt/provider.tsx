import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { receiptMachine } from './machine';
import { createReceiptActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { ReceiptInput } from './context';

export const ReceiptContext = chartContext(receiptMachine, 'receipt');

/** Reads the receipt chart through a named selector (see ./selectors.ts). */
export const useReceiptSelector = ReceiptContext.useSelector;
export const useReceiptActorRef = ReceiptContext.useActorRef;

export interface ReceiptActions {
  goToServiceUnavailable: () => void;
  restartSession: () => void;
}

export const ReceiptProvider = chartProvider(
  ReceiptContext,
  ({
    client,
    actions,
  }: {
    client: GatewayClient;
    actions: ReceiptActions;
    input: ReceiptInput;
    inspect?: (event: InspectionEvent) => void;
    children: ReactNode;
  }) =>
    receiptMachine.provide({
      actors: createReceiptActors(client),
      actions: {
        goToServiceUnavailable: () => actions.goToServiceUnavailable(),
        restartSession: () => actions.restartSession(),
      },
    }),
);
