import type { ActorRefFrom } from 'xstate';
import type { CalendarEvent } from '../../../machines/availability-calendar/events';
import type { availabilityCalendarMachine } from '../../../machines/availability-calendar/machine';
import type { GatewayClient } from '../../../machines/transport/graphql-client';
import type { InspectFn } from '../../inspect';

/**
 * What passes between the search bar's calendar toggle (./date-range-calendar.tsx, drawn with the
 * results) and the calendar chart with its open month (./date-range-chart.tsx, a chunk of its own).
 */

/** What the calendar chart is started with, given by the booking flow. */
export interface CalendarSetup {
  client: GatewayClient;
  hotelCode: string;
  today: string;
  inspect?: InspectFn | undefined;
  /** A whole stay was chosen on the calendar: write it into the search bar. */
  onRangeChosen: (checkin: string, checkout: string) => void;
}

/** Opens the month on the search bar's dates and guests. */
export type OpenedEvent = Extract<CalendarEvent, { type: 'calendar.opened' }>;

export type CalendarActor = ActorRefFrom<typeof availabilityCalendarMachine>;

/** What the toggle reads of the chart: the actor to send to, and whether the month is open. */
export interface CalendarState {
  actor: CalendarActor;
  open: boolean;
}
