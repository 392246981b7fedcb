import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { SignedInSession } from '../auth/context';
import type { GatewayClient } from '../transport/graphql-client';
import { createOrganizationActors } from './actors';
import { organizationAdminMachine, organizationSignInMachine } from './machine';

export const OrganizationSignInContext = chartContext(organizationSignInMachine, 'organizationSignIn');
export const useOrgSignInSelector = OrganizationSignInContext.useSelector;
export const useOrgSignInActorRef = OrganizationSignInContext.useActorRef;

export const OrganizationAdminContext = chartContext(organizationAdminMachine, 'organizationAdmin');
export const useOrgAdminSelector = OrganizationAdminContext.useSelector;
export const useOrgAdminActorRef = OrganizationAdminContext.useActorRef;

export interface OrganizationSignInProviderProps extends ChartProviderProps<typeof organizationSignInMachine> {
  client: GatewayClient;
  hotelCode: string;
  signedIn: (session: SignedInSession) => void;
}

export const OrganizationSignInProvider = chartProvider(
  OrganizationSignInContext,
  ({ client, signedIn }: OrganizationSignInProviderProps) =>
    organizationSignInMachine.provide({
      actors: createOrganizationActors(client),
      actions: { signedIn: (_, params) => signedIn(params.session) },
    }),
  ({ hotelCode }) => ({ hotelCode }),
);

export const OrganizationAdminProvider = chartProvider(
  OrganizationAdminContext,
  ({ client }: ChartProviderProps<typeof organizationAdminMachine> & { client: GatewayClient }) =>
    organizationAdminMachine.provide({ actors: createOrganizationActors(client) }),
);
