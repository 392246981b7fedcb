import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { payByLinkMachine } from './machine';
import { createPayByLinkActors, type VisitStore } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { PayByLinkInput } from './context';

export const PayByLinkContext = chartContext(payByLinkMachine, 'payByLink');
export const usePayByLinkSelector = PayByLinkContext.useSelector;
export const usePayByLinkActorRef = PayByLinkContext.useActorRef;

export interface PayByLinkNavigation {
  /** Full-page navigation to the issuer's 3-D Secure page (location.assign). */
  openExternal: (url: string) => void;
  goToServiceUnavailable: () => void;
  restartSession: () => void;
}

export function PayByLinkProvider(props: {
  client: GatewayClient;
  visits: VisitStore;
  navigation: PayByLinkNavigation;
  input: PayByLinkInput;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  children: ReactNode;
}) {
  const { client, visits, navigation, input, inspect, children } = props;
  const logic = useMemo(
    () =>
      payByLinkMachine.provide({
        actors: createPayByLinkActors(client, visits),
        actions: {
          openChallenge: (_, params) => navigation.openExternal(params.url),
          goToServiceUnavailable: () => navigation.goToServiceUnavailable(),
          restartSession: () => navigation.restartSession(),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, input.paymentNumber, input.mode],
  );
  return (
    <PayByLinkContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
      {children}
    </PayByLinkContext.Provider>
  );
}
