import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
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

export interface InitProviderProps {
  client: GatewayClient;
  dependencies: InitActorDependencies;
  /** Navigation to `/503?code=...` (SPEC.md section 4 transport). */
  goToServiceUnavailable: () => void;
  /** The app's locales are added here, from `locales/`. */
  input: Omit<InitInput, 'appLocales'>;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart. */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export function InitProvider({
  client,
  dependencies,
  goToServiceUnavailable,
  input,
  inspect,
  children,
}: InitProviderProps) {
  const logic = useMemo(
    () =>
      initMachine.provide({
        actors: { ...createInitActors(client, dependencies), loadTranslations },
        actions: { ...createInitActions(dependencies), goToServiceUnavailable: () => goToServiceUnavailable() },
      }),
    // The chart is created once per mount; later prop changes do not restart init.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <InitContext.Provider
      logic={logic}
      options={{ input: { ...input, appLocales: locales }, ...(inspect ? { inspect } : {}) }}
    >
      {children}
    </InitContext.Provider>
  );
}
