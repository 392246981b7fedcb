import { Temporal } from 'temporal-polyfill';
import type { Failure } from '../failure';

/** One night of the calendar, as the gateway's roomAvailability answers it. */
export interface CalendarDay {
  date: string;
  /** Whether a stay may start this night (today or later, within the reservable window). */
  bookable: boolean;
  roomsLeft: number;
  /** Cheapest one-night price of one room for the guests, tax included, minor unit; null when nothing is free. */
  lowestPrice: number | null;
  /** Asked with a currency (multi-currency): lowestPrice converted by the booking API, minor unit of that currency. */
  mcpLowestPrice?: number | null;
}

/** What the loadMonth actor resolves to. */
export interface MonthAvailability {
  currency: string;
  fewRoomsThreshold: number;
  days: CalendarDay[];
}

export interface LoadMonthInput {
  hotelCode: string;
  /** YYYY-MM */
  month: string;
  adults: number;
  children: number;
  /** Multi-currency: also price the days in this currency (null: the hotel currency only). */
  mcpCurrency: string | null;
}

export interface CalendarInput {
  hotelCode: string;
  /** The facility's local date, YYYY-MM-DD. */
  today: string;
}

/** Which end of the stay the next chosen date sets. */
export type CalendarPhase = 'checkin' | 'checkout';

export interface CalendarContext {
  hotelCode: string;
  today: string;
  adults: number;
  children: number;
  /** The month on screen, YYYY-MM. */
  month: string;
  /** The day that has the keyboard focus (roving tab index), YYYY-MM-DD. */
  focused: string;
  checkin: string | null;
  checkout: string | null;
  phase: CalendarPhase;
  /** Every night loaded so far for these guests, by date (months stay loaded while the guests are the same). */
  days: Record<string, CalendarDay>;
  loadedMonths: string[];
  currency: string | null;
  /** The currency the guest sees prices in (multi-currency), asked with every month; null: the hotel currency. */
  mcpCurrency: string | null;
  fewRoomsThreshold: number;
  failure: Failure | null;
}

export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, months: number): string {
  return Temporal.PlainYearMonth.from(month).add({ months }).toString();
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

export const compareDates = (a: string, b: string) =>
  Temporal.PlainDate.compare(Temporal.PlainDate.from(a), Temporal.PlainDate.from(b));

/** [first day of the month, first day of the next month): the nights the month shows. */
export function monthRange(month: string): { from: string; to: string } {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  return { from: first.toString(), to: first.add({ months: 1 }).toString() };
}

/** Clamps a guest count read from the search bar (it may be NaN while being typed). */
const count = (value: number, min: number) => (Number.isFinite(value) && value >= min ? Math.trunc(value) : min);

export function initialCalendarContext(input: CalendarInput): CalendarContext {
  return {
    hotelCode: input.hotelCode,
    today: input.today,
    adults: 2,
    children: 0,
    month: monthOf(input.today),
    focused: input.today,
    checkin: null,
    checkout: null,
    phase: 'checkin',
    days: {},
    loadedMonths: [],
    currency: null,
    mcpCurrency: null,
    fewRoomsThreshold: 10,
    failure: null,
  };
}

/** What the calendar shows when it opens on the search bar's dates and guests. */
export function openedContext(
  context: CalendarContext,
  opened: { checkin: string; checkout: string; adults: number; children: number; mcpCurrency?: string | null },
): CalendarContext {
  const adults = count(opened.adults, 1);
  const children = count(opened.children, 0);
  const mcpCurrency = opened.mcpCurrency ?? null;
  // Loaded months are kept for the same guests priced in the same currency.
  const sameGuests = adults === context.adults && children === context.children && mcpCurrency === context.mcpCurrency;
  const validDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && safeDate(value);
  const checkin = validDate(opened.checkin) && compareDates(opened.checkin, context.today) >= 0 ? opened.checkin : null;
  const checkout =
    checkin && validDate(opened.checkout) && compareDates(opened.checkout, checkin) > 0 ? opened.checkout : null;
  const focused = checkin ?? context.today;
  return {
    ...context,
    adults,
    children,
    mcpCurrency,
    // Availability depends on the guests: other guests, other nights.
    days: sameGuests ? context.days : {},
    loadedMonths: sameGuests ? context.loadedMonths : [],
    checkin,
    checkout,
    phase: 'checkin',
    focused,
    month: monthOf(focused),
    failure: null,
  };
}

function safeDate(value: string): boolean {
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value;
  } catch {
    return false;
  }
}
