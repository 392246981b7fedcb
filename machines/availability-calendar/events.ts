/** Events the date-range calendar sends to its chart. */
export type CalendarEvent =
  /** Opens on the search bar's dates and guests (the guests decide which rooms count as free). */
  | {
      type: 'calendar.opened';
      checkin: string;
      checkout: string;
      adults: number;
      children: number;
      mcpCurrency?: string | null;
    }
  /** Escape, the close button, or a click outside. */
  | { type: 'calendar.closed' }
  | { type: 'month.changed'; months: number }
  /** Arrow keys: -1/+1 a day, -7/+7 a week; the month follows the focused day. */
  | { type: 'focus.moved'; days: number }
  /** Enter or a click on a day: check-in first, then check-out. */
  | { type: 'date.chosen'; date: string }
  | { type: 'availability.retried' };
