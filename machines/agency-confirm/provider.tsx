import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { ProviderFetch } from '../payment/card-tokenizers';
import type { GatewayClient } from '../transport/graphql-client';
import { createAgencyConfirmActors } from './actors';
import { agencyConfirmMachine } from './machine';

export const AgencyConfirmContext = chartContext(agencyConfirmMachine, 'agencyConfirm');
export const useAgencyConfirmSelector = AgencyConfirmContext.useSelector;
export const useAgencyConfirmActorRef = AgencyConfirmContext.useActorRef;

export interface AgencyConfirmProviderProps extends ChartProviderProps<typeof agencyConfirmMachine> {
  client: GatewayClient;
  providerFetch: ProviderFetch;
  goToConfirmation: (params: {
    hotelCode: string;
    confirmationNumber: string;
    bypassToken: string;
    email: string;
  }) => void;
  goToThreeDSecure: (params: { hotelCode: string; transactionId: string }) => void;
}

export const AgencyConfirmProvider = chartProvider(
  AgencyConfirmContext,
  ({ client, providerFetch, goToConfirmation, goToThreeDSecure }: AgencyConfirmProviderProps) =>
    agencyConfirmMachine.provide({
      actors: createAgencyConfirmActors(client, providerFetch),
      actions: {
        goToConfirmation: (_, params) => goToConfirmation(params),
        goToThreeDSecure: (_, params) => goToThreeDSecure(params),
      },
    }),
);
