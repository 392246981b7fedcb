import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { currencyMachine, type CurrencyInput } from './machine';
import { createCurrencyActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

export const CurrencyContext = chartContext(currencyMachine, 'currency');

/** Reads the currency chart through a named selector (see ./selectors.ts). */
export const useCurrencySelector = CurrencyContext.useSelector;
export const useCurrencyActorRef = CurrencyContext.useActorRef;

export interface CurrencyProviderProps {
  client: GatewayClient;
  input: CurrencyInput;
  /** Keeps the guest's choice (the local store). */
  persistSelection: (code: string) => void;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  children: ReactNode;
}

export const CurrencyProvider = chartProvider(CurrencyContext, ({ client, persistSelection }: CurrencyProviderProps) =>
  currencyMachine.provide({
    actors: createCurrencyActors(client),
    actions: { persistSelection: (_, params) => persistSelection(params.code) },
  }),
);
