import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { initMachine } from './machine';
import { createInitActions, createInitActors, type InitActorDependencies } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { InitInput } from './context';
import { locales } from '../../locales/i18n-util';
import { loadTranslations } from './translations';

export const InitContext = chartContext(initMachine, 'init');

/** Reads the init chart through a named selector (see ./selectors.ts). */
export const useInitSelector = InitContext.useSelector;
export const useInitActorRef = InitContext.useActorRef;

export interface InitProviderProps extends Omit<ChartProviderProps<typeof initMachine>, 'input'> {
  client: GatewayClient;
  dependencies: InitActorDependencies;
  /** The app's locales are added here, from `locales/`. */
  input: Omit<InitInput, 'appLocales'>;
}

export const InitProvider = chartProvider(
  InitContext,
  ({ client, dependencies }: InitProviderProps) =>
    initMachine.provide({
      actors: { ...createInitActors(client, dependencies), loadTranslations },
      actions: createInitActions(dependencies),
    }),
  ({ input }) => ({ ...input, appLocales: locales }),
);
