import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import type { ProviderFetch } from '../payment/card-tokenizers';
import { createPackageBookingActors } from './actors';
import { packageBookingMachine } from './machine';
import { registerLaterRelays } from '../app-root/later-relays';

// The app root's rules about this chart come with it (machines/app-root/later-relays.ts).
registerLaterRelays();

export const PackageBookingContext = chartContext(packageBookingMachine, 'packageBooking');
export const usePackageBookingSelector = PackageBookingContext.useSelector;
export const usePackageBookingActorRef = PackageBookingContext.useActorRef;

export const PackageBookingProvider = chartProvider(
  PackageBookingContext,
  (
    props: ChartProviderProps<typeof packageBookingMachine> & {
      client: GatewayClient;
      providerFetch: ProviderFetch;
      onConfirmed: (confirmationNumber: string, bypassToken: string) => void;
      onThreeDSecure: (hotelCode: string, transactionId: string) => void;
    },
  ) =>
    packageBookingMachine.provide({
      actors: createPackageBookingActors(props.client, props.providerFetch),
      actions: {
        goToConfirmation: (_, params) => props.onConfirmed(params.confirmationNumber, params.bypassToken),
        goToThreeDSecure: (_, params) => props.onThreeDSecure(params.hotelCode, params.transactionId),
      },
    }),
);
