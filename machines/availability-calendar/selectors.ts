import type { SnapshotFrom } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import { availabilityCalendarMachine, CalendarTags } from './machine';
import { addMonths, compareDates, monthOf, type CalendarContext } from './context';
import { canChoose } from './rules';

type CalendarSnapshot = SnapshotFrom<typeof availabilityCalendarMachine>;

export type DayStatus = 'available' | 'few' | 'soldOut' | 'unavailable' | 'unknown';

export interface CalendarCell {
  date: string;
  dayOfMonth: number;
  status: DayStatus;
  lowestPrice: number | null;
  /** lowestPrice in the guest's currency (selectCalendarMcpCurrency), converted by the booking API; null without one. */
  mcpLowestPrice: number | null;
  roomsLeft: number;
  /** Choosing it now does something (check-in, or a check-out with a room every night). */
  choosable: boolean;
  isCheckin: boolean;
  isCheckout: boolean;
  /** A night strictly between check-in and check-out. */
  inRange: boolean;
  isFocused: boolean;
  isToday: boolean;
}

/** Weeks of the month on screen, Sunday first; null pads the days of other months. */
export type CalendarWeek = (CalendarCell | null)[];

export function dayStatus(context: Pick<CalendarContext, 'days' | 'fewRoomsThreshold'>, date: string): DayStatus {
  const day = context.days[date];
  if (!day) return 'unknown';
  if (!day.bookable) return 'unavailable';
  if (day.roomsLeft <= 0 || day.lowestPrice === null) return 'soldOut';
  return day.roomsLeft < context.fewRoomsThreshold ? 'few' : 'available';
}

export function monthWeeks(context: CalendarContext): CalendarWeek[] {
  const first = Temporal.PlainYearMonth.from(context.month).toPlainDate({ day: 1 });
  const cells: (CalendarCell | null)[] = Array.from({ length: first.dayOfWeek % 7 }, () => null);
  for (let day = 1; day <= first.daysInMonth; day += 1) {
    const date = first.with({ day }).toString();
    const known = context.days[date];
    cells.push({
      date,
      dayOfMonth: day,
      status: dayStatus(context, date),
      lowestPrice: known?.lowestPrice ?? null,
      mcpLowestPrice: known?.mcpLowestPrice ?? null,
      roomsLeft: known?.roomsLeft ?? 0,
      choosable: canChoose(context, date),
      isCheckin: context.checkin === date,
      isCheckout: context.checkout === date,
      inRange:
        !!context.checkin &&
        !!context.checkout &&
        compareDates(date, context.checkin) > 0 &&
        compareDates(date, context.checkout) < 0,
      isFocused: context.focused === date,
      isToday: context.today === date,
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

export const selectCalendarOpen = (s: CalendarSnapshot) => s.matches('Open');
export const selectCalendarLoading = (s: CalendarSnapshot) => s.hasTag(CalendarTags.Loading);
export const selectCalendarFailed = (s: CalendarSnapshot) => s.matches({ Open: 'Failed' });
export const selectCalendarFailure = (s: CalendarSnapshot) => s.context.failure;
export const selectCalendarMonth = (s: CalendarSnapshot) => s.context.month;
export const selectCalendarPhase = (s: CalendarSnapshot) => s.context.phase;
export const selectCalendarCurrency = (s: CalendarSnapshot) => s.context.currency;
export const selectCalendarMcpCurrency = (s: CalendarSnapshot) => s.context.mcpCurrency;
export const selectFewRoomsThreshold = (s: CalendarSnapshot) => s.context.fewRoomsThreshold;
export const selectFocusedDate = (s: CalendarSnapshot) => s.context.focused;
export const selectChosenCheckin = (s: CalendarSnapshot) => s.context.checkin;
export const selectCanGoToPreviousMonth = (s: CalendarSnapshot) =>
  s.matches('Open') && addMonths(s.context.month, -1) >= monthOf(s.context.today);
/** The grid is built only once the month is loaded; null while loading or failed. */
export const selectCalendarWeeks = (s: CalendarSnapshot) =>
  s.matches({ Open: 'Ready' }) ? monthWeeks(s.context) : null;
