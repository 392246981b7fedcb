import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { availabilityCalendarMachine } from './machine';
import { createCalendarActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';

type CalendarActor = ActorRefFrom<typeof availabilityCalendarMachine>;

export const CalendarContext = chartContext(availabilityCalendarMachine, 'availabilityCalendar');

/**
 * The calendar chart's actor, or null where no calendar was provided (the search bar then offers
 * only the typed date inputs).
 */
export const useOptionalCalendarActorRef = CalendarContext.useOptionalActorRef;

/** Reads the calendar chart through a named selector (see ./selectors.ts). */
export function useCalendarSelector<T>(
  actor: CalendarActor,
  selector: (snapshot: SnapshotFrom<typeof availabilityCalendarMachine>) => T,
): T {
  return useSelector(actor, selector);
}

export interface CalendarProviderProps extends ChartProviderProps<typeof availabilityCalendarMachine> {
  client: GatewayClient;
  /** A whole stay was chosen on the calendar: write it into the search bar. */
  onRangeChosen: (checkin: string, checkout: string) => void;
}

export const CalendarProvider = chartProvider(CalendarContext, ({ client, onRangeChosen }: CalendarProviderProps) =>
  availabilityCalendarMachine.provide({
    actors: createCalendarActors(client),
    actions: { rangeChosen: (_, params) => onRangeChosen(params.checkin, params.checkout) },
  }),
);
