import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { agencySessionMachine } from './machine';
import { createAgencySessionActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { ClientSessionStore } from '../transport/client-session';

export const AgencySessionContext = chartContext(agencySessionMachine, 'agencySession');

/** Reads the agency session chart through a named selector (see ./selectors.ts). */
export const useAgencySessionSelector = AgencySessionContext.useSelector;
export const useAgencySessionActorRef = AgencySessionContext.useActorRef;

export interface AgencySessionProviderProps extends ChartProviderProps<typeof agencySessionMachine> {
  client: GatewayClient;
  sessions: ClientSessionStore;
  /** The path the page opened on. */
  path: string;
}

export const AgencySessionProvider = chartProvider(
  AgencySessionContext,
  ({ client, sessions }: AgencySessionProviderProps) =>
    agencySessionMachine.provide(createAgencySessionActors(client, sessions)),
  ({ path }) => ({ path }),
);
