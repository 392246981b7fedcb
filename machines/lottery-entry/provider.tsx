import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createLotteryActors } from './actors';
import type { LotteryEntryInput } from './context';
import { lotteryEntryDetailMachine, lotteryListMachine, type LotteryEntryDetailInput } from './detail-machine';
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

type Inspect = { inspect?: (event: InspectionEvent) => void };
const options = <T,>(input: T, inspect?: (event: InspectionEvent) => void) => ({
  input,
  ...(inspect ? { inspect } : {}),
});

export function LotteryEntryProvider(
  props: {
    client: GatewayClient;
    input: LotteryEntryInput;
    goToComplete: (entryNumber: string) => void;
    children: ReactNode;
  } & Inspect,
) {
  const { client, goToComplete } = props;
  const logic = useMemo(
    () =>
      lotteryEntryMachine.provide({
        actors: createLotteryActors(client),
        actions: { goToComplete: (_, params) => goToComplete(params.entryNumber) },
      }),
    [client, goToComplete],
  );
  return (
    <LotteryEntryContext.Provider logic={logic} options={options(props.input, props.inspect)}>
      {props.children}
    </LotteryEntryContext.Provider>
  );
}

export function LotteryDetailProvider(
  props: {
    client: GatewayClient;
    input: LotteryEntryDetailInput;
    goToReservation: (confirmationNumber: string, bypassToken: string) => void;
    children: ReactNode;
  } & Inspect,
) {
  const { client, goToReservation } = props;
  const logic = useMemo(
    () =>
      lotteryEntryDetailMachine.provide({
        actors: createLotteryActors(client),
        actions: { goToReservation: (_, params) => goToReservation(params.confirmationNumber, params.bypassToken) },
      }),
    [client, goToReservation],
  );
  return (
    <LotteryDetailContext.Provider logic={logic} options={options(props.input, props.inspect)}>
      {props.children}
    </LotteryDetailContext.Provider>
  );
}

export function LotteryListProvider(props: { client: GatewayClient; children: ReactNode } & Inspect) {
  const { client } = props;
  const logic = useMemo(() => lotteryListMachine.provide({ actors: createLotteryActors(client) }), [client]);
  return (
    <LotteryListContext.Provider logic={logic} options={props.inspect ? { inspect: props.inspect } : {}}>
      {props.children}
    </LotteryListContext.Provider>
  );
}
