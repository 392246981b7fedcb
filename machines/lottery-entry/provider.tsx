import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createLotteryActors } from './actors';
import { lotteryEntryDetailMachine, lotteryListMachine } from './detail-machine';
import { lotteryEntryMachine } from './machine';

export const LotteryEntryContext = chartContext(lotteryEntryMachine, 'lotteryEntry');
export const useLotteryEntrySelector = LotteryEntryContext.useSelector;
export const useLotteryEntryActorRef = LotteryEntryContext.useActorRef;

export const LotteryDetailContext = chartContext(lotteryEntryDetailMachine, 'lotteryDetail');
export const useLotteryDetailSelector = LotteryDetailContext.useSelector;
export const useLotteryDetailActorRef = LotteryDetailContext.useActorRef;

export const LotteryListContext = chartContext(lotteryListMachine, 'lotteryList');
export const useLotteryListSelector = LotteryListContext.useSelector;
export const useLotteryListActorRef = LotteryListContext.useActorRef;

export interface LotteryEntryProviderProps extends ChartProviderProps<typeof lotteryEntryMachine> {
  client: GatewayClient;
  goToComplete: (entryNumber: string) => void;
}

export const LotteryEntryProvider = chartProvider(
  LotteryEntryContext,
  ({ client, goToComplete }: LotteryEntryProviderProps) =>
    lotteryEntryMachine.provide({
      actors: createLotteryActors(client),
      actions: { goToComplete: (_, params) => goToComplete(params.entryNumber) },
    }),
);

export interface LotteryDetailProviderProps extends ChartProviderProps<typeof lotteryEntryDetailMachine> {
  client: GatewayClient;
  goToReservation: (confirmationNumber: string, bypassToken: string) => void;
}

export const LotteryDetailProvider = chartProvider(
  LotteryDetailContext,
  ({ client, goToReservation }: LotteryDetailProviderProps) =>
    lotteryEntryDetailMachine.provide({
      actors: createLotteryActors(client),
      actions: { goToReservation: (_, params) => goToReservation(params.confirmationNumber, params.bypassToken) },
    }),
);

export const LotteryListProvider = chartProvider(
  LotteryListContext,
  ({ client }: ChartProviderProps<typeof lotteryListMachine> & { client: GatewayClient }) =>
    lotteryListMachine.provide({ actors: createLotteryActors(client) }),
);
