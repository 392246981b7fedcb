import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { agencySessionMachine } from './machine';
import { createAgencySessionActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { ClientSessionStore } from '../transport/client-session';

export const AgencySessionContext = chartContext(agencySessionMachine, 'agencySession');

/** Reads the agency session chart through a named selector (see ./selectors.ts). */
export const useAgencySessionSelector = AgencySessionContext.useSelector;
export const useAgencySessionActorRef = AgencySessionContext.useActorRef;

export interface AgencySessionProviderProps {
  client: GatewayClient;
  sessions: ClientSessionStore;
  /** The path the page opened on. */
  path: string;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export function AgencySessionProvider({ client, sessions, path, inspect, children }: AgencySessionProviderProps) {
  const logic = useMemo(
    () => agencySessionMachine.provide(createAgencySessionActors(client, sessions)),
    // One chart per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <AgencySessionContext.Provider logic={logic} options={{ input: { path }, ...(inspect ? { inspect } : {}) }}>
      {children}
    </AgencySessionContext.Provider>
  );
}
