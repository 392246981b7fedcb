import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { bookingMachine } from './machine';
import { createBookingActors } from './actors';
import { extrasQuestionsMachine } from './extras-questions/machine';
import { createExtrasQuestionsActors } from './extras-questions/actors';
import { confirmationPath, failPath, threeDSecurePendingPath } from './booking-routes';
import type { GatewayClient } from '../transport/graphql-client';
import type { BookingInput } from './context';

export const BookingContext = createActorContext(bookingMachine);

/** Reads the booking chart through a named selector (see ./selectors.ts). */
export const useBookingSelector = BookingContext.useSelector;
export const useBookingActorRef = BookingContext.useActorRef;

export interface BookingNavigation {
  /** The router's navigate (wouter's `navigate(path)`). */
  navigate: (path: string) => void;
  /** The results page with the current search query. */
  goToSearch: () => void;
  goToServiceUnavailable: () => void;
  /** 1009: clear the stored session and restart init. */
  restartSession: () => void;
}

export interface BookingProviderProps {
  client: GatewayClient;
  navigation: BookingNavigation;
  input: BookingInput;
  /** The idempotency-key generator; crypto.randomUUID by default. */
  newId?: () => string;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart. */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export function BookingProvider({ client, navigation, input, newId, inspect, children }: BookingProviderProps) {
  const logic = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          ...createBookingActors(client, newId),
          extrasQuestions: extrasQuestionsMachine.provide({ actors: createExtrasQuestionsActors(client) }),
        },
        actions: {
          goToConfirmation: (_, params) => navigation.navigate(confirmationPath(params.confirmationNumber, params.bypassToken)),
          goToFailurePage: (_, params) => navigation.navigate(failPath(params)),
          goToThreeDSecure: (_, params) => navigation.navigate(threeDSecurePendingPath(input.hotelCode, params.transactionId)),
          goToSearch: () => navigation.goToSearch(),
          goToServiceUnavailable: () => navigation.goToServiceUnavailable(),
          restartSession: () => navigation.restartSession(),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return (
    <BookingContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
      {children}
    </BookingContext.Provider>
  );
}
