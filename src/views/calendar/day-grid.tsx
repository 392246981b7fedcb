import { useEffect, useRef, type ReactNode, type RefObject, type TableHTMLAttributes } from 'react';
import { formatWeekday } from '../../format/dates';
import { textDirection } from '../../i18n/locale';

/**
 * Arrow keys move a day grid's one tab stop by days: a row is a week. The grid reads in the page's
 * direction, so in a right-to-left language (Arabic) the left arrow goes to the next day.
 */
export function arrowKeyDays(key: string, locale: string): number | undefined {
  const forward = textDirection(locale) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  return { [backward]: -1, [forward]: 1, ArrowUp: -7, ArrowDown: 7 }[key];
}

/** Sunday first, in the page's language (2030-04-07 is a Sunday). */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = `2030-04-${String(7 + index).padStart(2, '0')}`;
    return { short: formatWeekday(date, locale, 'short'), long: formatWeekday(date, locale, 'long') };
  });
}

/**
 * A day grid keeps one tab stop. Once the keyboard moves it (the caller sets `keyboardInGrid`),
 * the focus follows the button of `date`, also when the grid redraws (another month).
 */
export function useDayGridFocus(date: string | null, redraw?: unknown, sharedKeyboardInGrid?: RefObject<boolean>) {
  const gridRef = useRef<HTMLTableElement>(null);
  // The caller's own flag when it needs to read it outside the grid (the date-range calendar's toggle).
  const ownKeyboardInGrid = useRef(false);
  const keyboardInGrid = sharedKeyboardInGrid ?? ownKeyboardInGrid;
  useEffect(() => {
    if (!keyboardInGrid.current || date === null) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
  }, [date, redraw, keyboardInGrid]);
  return { gridRef, keyboardInGrid };
}

type DayGridProps<Day extends { date: string }> = Omit<TableHTMLAttributes<HTMLTableElement>, 'role' | 'children'> & {
  weeks: readonly (readonly (Day | null)[])[];
  locale: string;
  gridRef: RefObject<HTMLTableElement | null>;
  isSelected: (day: Day) => boolean;
  /** The day's button, carrying `data-date` so that the focus can follow it. */
  renderDay: (day: Day) => ReactNode;
};

/** An ARIA grid of weeks (Sunday first) with weekday headings; days outside the range are hidden padding. */
export function DayGrid<Day extends { date: string }>({
  weeks,
  locale,
  gridRef,
  isSelected,
  renderDay,
  ...table
}: DayGridProps<Day>) {
  return (
    <table ref={gridRef} role="grid" {...table}>
      <thead>
        <tr>
          {weekdayNames(locale).map((name) => (
            <th key={name.long} scope="col" abbr={name.long}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, column) =>
              day ? (
                <td key={day.date} role="gridcell" aria-selected={isSelected(day)}>
                  {renderDay(day)}
                </td>
              ) : (
                <td key={`pad-${column}`} role="gridcell" aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
