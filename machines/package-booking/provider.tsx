import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createPackageBookingActors } from './actors';
import { packageBookingMachine } from './machine';

export const PackageBookingContext = chartContext(packageBookingMachine, 'packageBooking');
export const usePackageBookingSelector = PackageBookingContext.useSelector;
export const usePackageBookingActorRef = PackageBookingContext.useActorRef;

export const PackageBookingProvider = chartProvider(
  PackageBookingContext,
  (
    props: ChartProviderProps<typeof packageBookingMachine> & {
      client: GatewayClient;
      onConfirmed: (confirmationNumber: string, bypassToken: string) => void;
    },
  ) =>
    packageBookingMachine.provide({
      actors: createPackageBookingActors(props.client),
      actions: { goToConfirmation: (_, params) => props.onConfirmed(params.confirmationNumber, params.bypassToken) },
    }),
);
