import { fromPromise } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import type { ClientSessionStore } from '../transport/client-session';
import { StartAgencyClientSessionDocument } from '../init/agency-client-session';
import type { AgencyClientSession } from './machine';

/** The real actors and actions of the agency session chart: the browser's session store and the gateway. */
export function createAgencySessionActors(client: GatewayClient, sessions: ClientSessionStore) {
  return {
    actors: {
      readStoredClientSession: fromPromise<string | null, void>(async () => sessions.read()),
      startAgencyClientSession: fromPromise<AgencyClientSession, void>(async () => {
        const result = await client.request(StartAgencyClientSessionDocument, {});
        return result.startClientSession;
      }),
    },
    actions: {
      storeClientSession: (_: unknown, params: AgencyClientSession) => sessions.write(params.token, params.expiresAt),
      clearClientSession: () => sessions.clear(),
    },
  };
}
