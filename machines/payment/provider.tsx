import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { paymentMachine } from './machine';
import { createPaymentActors } from './actors';
import { threeDSecureMachine } from '../three-d-secure/machine';
import { confirmationPath } from '../booking/booking-routes';
import type { GatewayClient } from '../transport/graphql-client';

export const PaymentContext = chartContext(paymentMachine, 'payment');
export const usePaymentSelector = PaymentContext.useSelector;
export const usePaymentActorRef = PaymentContext.useActorRef;

export interface PaymentNavigation {
  navigate: (path: string) => void;
  /** Full-page navigation to the issuer's 3-D Secure page (location.assign). */
  openExternal: (url: string) => void;
  /** Back to the saved booking's card form with the reason (machines/booking/booking-draft.ts); the failure page without it. */
  returnToCardForm?: (errorCode: string) => void;
  /** Paid: the saved booking is done with. */
  forgetBooking?: () => void;
}

/** `/reservation/fail` for a payment that ended without money (SPEC.md section 2 query). */
export function paymentFailPath(hotelCode: string, errorCode: string): string {
  return `/reservation/fail?${new URLSearchParams({ code: hotelCode, error_code: errorCode }).toString()}`;
}

export interface PaymentProviderProps extends ChartProviderProps<typeof paymentMachine> {
  client: GatewayClient;
  navigation: PaymentNavigation;
  input: NonNullable<ChartProviderProps<typeof paymentMachine>['input']>;
}

export const PaymentProvider = chartProvider(PaymentContext, ({ client, navigation, input }: PaymentProviderProps) =>
  paymentMachine.provide({
    actors: {
      ...createPaymentActors(client),
      threeDSecure: threeDSecureMachine.provide({
        actions: { openChallenge: (_, params) => navigation.openExternal(params.url) },
      }),
    },
    actions: {
      goToConfirmation: (_, params) => {
        navigation.forgetBooking?.();
        navigation.navigate(confirmationPath(params.confirmationNumber, params.bypassToken));
      },
      goToFailurePage: (_, params) => navigation.navigate(paymentFailPath(input.hotelCode, params.errorCode)),
      returnToCardForm: (_, params) =>
        navigation.returnToCardForm
          ? navigation.returnToCardForm(params.errorCode)
          : navigation.navigate(paymentFailPath(input.hotelCode, params.errorCode)),
    },
  }),
);
