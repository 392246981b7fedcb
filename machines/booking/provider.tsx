import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { CallbackActorLogic, InspectionEvent } from 'xstate';
import { bookingMachine } from './machine';
import { laterStepsActors, laterStepsLogic } from './later-steps-loader';
import { confirmationPath, failPath, threeDSecurePendingPath } from './booking-routes';
import type { GatewayClient } from '../transport/graphql-client';
import type { BookingInput } from './context';
import type { BookingDraftFields } from './booking-draft';
import type { HistoryStep } from './booking-setup';

export const BookingContext = chartContext(bookingMachine, 'booking');

/** Reads the booking chart through a named selector (see ./selectors.ts). */
export const useBookingSelector = BookingContext.useSelector;
export const useBookingActorRef = BookingContext.useActorRef;

export interface BookingNavigation {
  /** The router's navigate (wouter's `navigate(path)`). */
  navigate: (path: string) => void;
  /** The results page with the current search query. */
  goToSearch: () => void;
  /** Saves the booking in progress (sessionStorage, ./booking-draft.ts); null: nothing new to save. */
  keepDraft?: (fields: BookingDraftFields | null) => void;
  /** Booked: forgets the saved booking. */
  forgetDraft?: () => void;
  /** A step is shown: its own browser history entry, so Back returns to the step before. */
  showStep?: (step: HistoryStep) => void;
}

/** What reaches the chart from outside as events: the signed-in member, the browser's Back and Forward. */
export interface BookingWatchers {
  /** Sends member.changed with the signed-in member at once and on every change. */
  member?: CallbackActorLogic<{ type: 'never' }>;
  /** Sends step.shown when the browser's history returns to a step's entry. */
  history?: CallbackActorLogic<{ type: 'never' }>;
}

export interface BookingProviderProps {
  client: GatewayClient;
  navigation: BookingNavigation;
  input: BookingInput;
  /** The idempotency-key generator; crypto.randomUUID by default. */
  newId?: () => string;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart. */
  inspect?: (event: InspectionEvent) => void;
  watchers?: BookingWatchers;
  children: ReactNode;
}

export const BookingProvider = chartProvider(
  BookingContext,
  ({ client, navigation, input, newId, watchers }: BookingProviderProps) =>
    bookingMachine.provide({
      actors: {
        // The requests of the steps past the room choice and the extras chart come with those steps'
        // code (./later-steps.ts), loaded before the chart invokes any of them.
        ...laterStepsActors((steps) => steps.createBookingActors(client, newId), {
          createReservation: true,
          generateIdempotencyKey: true,
          loadMemberContact: true,
          loadSavedCards: true,
          tokenizeCard: true,
        }),
        extrasQuestions: laterStepsLogic((steps) =>
          steps.extrasQuestionsMachine.provide({ actors: steps.createExtrasQuestionsActors(client) }),
        ),
        ...(watchers?.member ? { watchMember: watchers.member } : {}),
        ...(watchers?.history ? { watchHistory: watchers.history } : {}),
      },
      actions: {
        goToConfirmation: (_, params) =>
          navigation.navigate(confirmationPath(params.confirmationNumber, params.bypassToken)),
        goToFailurePage: (_, params) => navigation.navigate(failPath(params)),
        goToThreeDSecure: (_, params) =>
          navigation.navigate(threeDSecurePendingPath(input.hotelCode, params.transactionId)),
        goToSearch: () => navigation.goToSearch(),
        keepDraft: (_, fields) => navigation.keepDraft?.(fields),
        forgetDraft: () => navigation.forgetDraft?.(),
        showStep: (_, params) => navigation.showStep?.(params.step),
      },
    }),
);
