import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { SignedInSession } from '../auth/context';
import type { GatewayClient } from '../transport/graphql-client';
import { createOrganizationActors } from './actors';
import type { OrganizationAdminInput } from './context';
import { organizationAdminMachine, organizationSignInMachine } from './machine';

export const OrganizationSignInContext = chartContext(organizationSignInMachine, 'organizationSignIn');
export const useOrgSignInSelector = OrganizationSignInContext.useSelector;
export const useOrgSignInActorRef = OrganizationSignInContext.useActorRef;

export const OrganizationAdminContext = chartContext(organizationAdminMachine, 'organizationAdmin');
export const useOrgAdminSelector = OrganizationAdminContext.useSelector;
export const useOrgAdminActorRef = OrganizationAdminContext.useActorRef;

export function OrganizationSignInProvider(props: {
  client: GatewayClient;
  hotelCode: string;
  signedIn: (session: SignedInSession) => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client, signedIn } = props;
  const logic = useMemo(
    () =>
      organizationSignInMachine.provide({
        actors: createOrganizationActors(client),
        actions: { signedIn: (_, params) => signedIn(params.session) },
      }),
    [client, signedIn],
  );
  return (
    <OrganizationSignInContext.Provider
      logic={logic}
      options={{ input: { hotelCode: props.hotelCode }, ...(props.inspect ? { inspect: props.inspect } : {}) }}
    >
      {props.children}
    </OrganizationSignInContext.Provider>
  );
}

export function OrganizationAdminProvider(props: {
  client: GatewayClient;
  input: OrganizationAdminInput;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client } = props;
  const logic = useMemo(() => organizationAdminMachine.provide({ actors: createOrganizationActors(client) }), [client]);
  return (
    <OrganizationAdminContext.Provider
      logic={logic}
      options={{ input: props.input, ...(props.inspect ? { inspect: props.inspect } : {}) }}
    >
      {props.children}
    </OrganizationAdminContext.Provider>
  );
}
