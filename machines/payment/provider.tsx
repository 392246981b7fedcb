import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { paymentMachine } from './machine';
import { createPaymentActors } from './actors';
import { threeDSecureMachine } from '../three-d-secure/machine';
import { confirmationPath } from '../booking/booking-routes';
import type { GatewayClient } from '../transport/graphql-client';
import type { PaymentInput } from './context';

export const PaymentContext = chartContext(paymentMachine, 'payment');
export const usePaymentSelector = PaymentContext.useSelector;
export const usePaymentActorRef = PaymentContext.useActorRef;

export interface PaymentNavigation {
  navigate: (path: string) => void;
  /** Full-page navigation to the issuer's 3-D Secure page (location.assign). */
  openExternal: (url: string) => void;
  goToServiceUnavailable: () => void;
  restartSession: () => void;
  /** Back to the saved booking's card form with the reason (machines/booking/booking-draft.ts); the failure page without it. */
  returnToCardForm?: (errorCode: string) => void;
  /** Paid: the saved booking is done with. */
  forgetBooking?: () => void;
}

/** `/reservation/fail` for a payment that ended without money (SPEC.md section 2 query). */
export function paymentFailPath(hotelCode: string, errorCode: string): string {
  return `/reservation/fail?${new URLSearchParams({ code: hotelCode, error_code: errorCode }).toString()}`;
}

export function PaymentProvider(props: {
  client: GatewayClient;
  navigation: PaymentNavigation;
  input: PaymentInput;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const { client, navigation, input, inspect, children } = props;
  const logic = useMemo(
    () =>
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
          goToServiceUnavailable: () => navigation.goToServiceUnavailable(),
          restartSession: () => navigation.restartSession(),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, input.hotelCode],
  );
  return (
    <PaymentContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
      {children}
    </PaymentContext.Provider>
  );
}
