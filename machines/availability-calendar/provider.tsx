import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, InspectionEvent, SnapshotFrom } from 'xstate';
import { availabilityCalendarMachine } from './machine';
import { createCalendarActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { CalendarInput } from './context';

type CalendarActor = ActorRefFrom<typeof availabilityCalendarMachine>;

const CalendarActorContext = createContext<CalendarActor | null>(null);

/**
 * The calendar chart's actor, or null where no calendar was provided (the search bar then offers
 * only the typed date inputs).
 */
export const useOptionalCalendarActorRef = () => useContext(CalendarActorContext);

/** Reads the calendar chart through a named selector (see ./selectors.ts). */
export function useCalendarSelector<T>(
  actor: CalendarActor,
  selector: (snapshot: SnapshotFrom<typeof availabilityCalendarMachine>) => T,
): T {
  return useSelector(actor, selector);
}

export interface CalendarProviderProps {
  client: GatewayClient;
  input: CalendarInput;
  /** A whole stay was chosen on the calendar: write it into the search bar. */
  onRangeChosen: (checkin: string, checkout: string) => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export function CalendarProvider({ client, input, onRangeChosen, inspect, children }: CalendarProviderProps) {
  const logic = useMemo(
    () =>
      availabilityCalendarMachine.provide({
        actors: createCalendarActors(client),
        actions: { rangeChosen: (_, params) => onRangeChosen(params.checkin, params.checkout) },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) });
  return <CalendarActorContext.Provider value={actor}>{children}</CalendarActorContext.Provider>;
}
