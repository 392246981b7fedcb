import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { receiptMachine } from './machine';
import { createReceiptActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const ReceiptContext = chartContext(receiptMachine, 'receipt');

/** Reads the receipt chart through a named selector (see ./selectors.ts). */
export const useReceiptSelector = ReceiptContext.useSelector;
export const useReceiptActorRef = ReceiptContext.useActorRef;

export const ReceiptProvider = chartProvider(
  ReceiptContext,
  ({ client }: ChartProviderProps<typeof receiptMachine> & { client: GatewayClient }) =>
    receiptMachine.provide({ actors: createReceiptActors(client) }),
);
