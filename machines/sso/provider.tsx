import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import type { SignedInSession } from '../auth/context';
import { createSsoActors } from './actors';
import { ssoCallbackMachine } from './callback-machine';
import { ssoMachine } from './machine';

export const SsoContext = chartContext(ssoMachine, 'sso');
export const useSsoSelector = SsoContext.useSelector;
export const useSsoActorRef = SsoContext.useActorRef;

export const SsoCallbackContext = chartContext(ssoCallbackMachine, 'ssoCallback');
export const useSsoCallbackSelector = SsoCallbackContext.useSelector;

export interface SsoProviderProps extends ChartProviderProps<typeof ssoMachine> {
  client: GatewayClient;
  goToProvider: (url: string) => void;
}

export const SsoProvider = chartProvider(SsoContext, ({ client, goToProvider }: SsoProviderProps) =>
  ssoMachine.provide({
    actors: createSsoActors(client),
    actions: { goToProvider: (_, params) => goToProvider(params.url) },
  }),
);

export interface SsoCallbackProviderProps extends ChartProviderProps<typeof ssoCallbackMachine> {
  client: GatewayClient;
  signedIn: (session: SignedInSession) => void;
}

export const SsoCallbackProvider = chartProvider(SsoCallbackContext, ({ client, signedIn }: SsoCallbackProviderProps) =>
  ssoCallbackMachine.provide({
    actors: createSsoActors(client),
    actions: { signedIn: (_, params) => signedIn(params.session) },
  }),
);
