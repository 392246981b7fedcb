import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import type { SignedInSession } from '../auth/context';
import { createSsoActors } from './actors';
import { ssoCallbackMachine } from './callback-machine';
import type { SsoCallbackInput, SsoInput } from './context';
import { ssoMachine } from './machine';

export const SsoContext = chartContext(ssoMachine, 'sso');
export const useSsoSelector = SsoContext.useSelector;
export const useSsoActorRef = SsoContext.useActorRef;

export const SsoCallbackContext = chartContext(ssoCallbackMachine, 'ssoCallback');
export const useSsoCallbackSelector = SsoCallbackContext.useSelector;

export function SsoProvider(props: {
  client: GatewayClient;
  input: SsoInput;
  goToProvider: (url: string) => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client, goToProvider } = props;
  const logic = useMemo(
    () =>
      ssoMachine.provide({
        actors: createSsoActors(client),
        actions: { goToProvider: (_, params) => goToProvider(params.url) },
      }),
    [client, goToProvider],
  );
  return (
    <SsoContext.Provider
      logic={logic}
      options={{ input: props.input, ...(props.inspect ? { inspect: props.inspect } : {}) }}
    >
      {props.children}
    </SsoContext.Provider>
  );
}

export function SsoCallbackProvider(props: {
  client: GatewayClient;
  input: SsoCallbackInput;
  signedIn: (session: SignedInSession) => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client, signedIn } = props;
  const logic = useMemo(
    () =>
      ssoCallbackMachine.provide({
        actors: createSsoActors(client),
        actions: { signedIn: (_, params) => signedIn(params.session) },
      }),
    [client, signedIn],
  );
  return (
    <SsoCallbackContext.Provider
      logic={logic}
      options={{ input: props.input, ...(props.inspect ? { inspect: props.inspect } : {}) }}
    >
      {props.children}
    </SsoCallbackContext.Provider>
  );
}
