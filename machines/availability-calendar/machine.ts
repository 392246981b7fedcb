import { Temporal } from 'temporal-polyfill';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../failure';
import {
  addDays,
  addMonths,
  compareDates,
  initialCalendarContext,
  monthOf,
  openedContext,
  type CalendarContext,
  type CalendarInput,
  type LoadMonthInput,
  type MonthAvailability,
} from './context';
import type { CalendarEvent } from './events';
import { canEndOn, canStartOn } from './rules';
import { notImplemented } from '../not-implemented';

export const CalendarTags = { Loading: 'Loading' } as const;

type Chosen = { date: string };
const chosenDate = (event: CalendarEvent) => (event as Chosen).date;

/** The month of a focused day, never before the facility's current month. */
function focusOn(context: CalendarContext, date: string): Pick<CalendarContext, 'focused' | 'month'> {
  const focused = compareDates(date, context.today) < 0 ? context.today : date;
  return { focused, month: monthOf(focused) };
}

export const availabilityCalendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as CalendarInput,
    tags: {} as (typeof CalendarTags)[keyof typeof CalendarTags],
  },
  actors: {
    loadMonth: fromPromise<MonthAvailability, LoadMonthInput>(notImplemented),
  },
  actions: {
    /** The guest chose a whole stay: the app writes it into the search bar's criteria. */
    rangeChosen: (_, _params: { checkin: string; checkout: string }) => {},
  },
  guards: {
    monthLoaded: ({ context }) => context.loadedMonths.includes(context.month),
    /** Never before the facility's current month. */
    canChangeMonth: ({ context, event }) => {
      const months = (event as { months?: number }).months ?? 0;
      return months > 0 || (months < 0 && addMonths(context.month, months) >= monthOf(context.today));
    },
    endsStay: ({ context, event }) => context.phase === 'checkout' && canEndOn(context, chosenDate(event)),
    startsStay: ({ context, event }) => canStartOn(context, chosenDate(event)),
  },
}).createMachine({
  id: 'availabilityCalendar',
  description:
    'Date-range calendar of the search bar (SPEC.md section 2): a month of availability and prices at a time; check-in, then check-out.',
  context: ({ input }) => initialCalendarContext(input),
  initial: 'Closed',
  states: {
    Closed: {
      on: {
        'calendar.opened': {
          target: 'Open',
          actions: assign(({ context, event }) => openedContext(context, event)),
        },
      },
    },
    Open: {
      description: 'The grid is on screen; the month on screen is loaded once and kept while the guests stay the same.',
      initial: 'Checking',
      on: {
        'calendar.closed': { target: 'Closed' },
        'month.changed': [
          {
            guard: 'canChangeMonth',
            target: '.Checking',
            actions: assign(({ context, event }) => {
              const month = addMonths(context.month, event.months);
              // The focus keeps its day of the month where the new month has it.
              const day = Math.min(Number(context.focused.slice(8, 10)), daysInMonth(month));
              return focusOn(context, `${month}-${String(day).padStart(2, '0')}`);
            }),
          },
        ],
        'focus.moved': {
          target: '.Checking',
          actions: assign(({ context, event }) => focusOn(context, addDays(context.focused, event.days))),
        },
      },
      states: {
        Checking: {
          always: [{ guard: 'monthLoaded', target: 'Ready' }, { target: 'Loading' }],
        },
        Loading: {
          tags: [CalendarTags.Loading],
          invoke: {
            id: 'loadMonth',
            src: 'loadMonth',
            input: ({ context }) => ({
              hotelCode: context.hotelCode,
              month: context.month,
              adults: context.adults,
              children: context.children,
              mcpCurrency: context.mcpCurrency,
            }),
            onDone: {
              target: 'Ready',
              actions: assign(({ context, event }) => {
                const days = { ...context.days };
                for (const day of event.output.days) days[day.date] = day;
                return {
                  days,
                  loadedMonths: [...context.loadedMonths, context.month],
                  currency: event.output.currency,
                  fewRoomsThreshold: event.output.fewRoomsThreshold,
                  failure: null,
                };
              }),
            },
            onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        Ready: {
          on: {
            'date.chosen': [
              {
                guard: 'endsStay',
                target: '#availabilityCalendar.Closed',
                actions: [
                  assign({ checkout: ({ event }) => event.date, phase: 'checkin' as const }),
                  {
                    type: 'rangeChosen',
                    params: ({ context, event }) => ({ checkin: context.checkin!, checkout: event.date }),
                  },
                ],
              },
              {
                // Check-in first; a date that cannot end the stay starts a new one.
                guard: 'startsStay',
                actions: assign({
                  checkin: ({ event }) => event.date,
                  checkout: null,
                  phase: 'checkout' as const,
                  focused: ({ event }) => event.date,
                }),
              },
            ],
          },
        },
        Failed: {
          on: { 'availability.retried': { target: 'Loading' } },
        },
      },
    },
  },
});

const daysInMonth = (month: string) => Temporal.PlainYearMonth.from(month).daysInMonth;

export type AvailabilityCalendarMachine = typeof availabilityCalendarMachine;
