import { type KeyboardEvent, type RefObject } from 'react';
import { listOf } from '../../../machines/locale/locale-traits';
import { useI18nContext } from '../../../locales/i18n-react';
import { useCalendarSelector, useOptionalCalendarActorRef } from '../../../machines/availability-calendar/provider';
import {
  selectCalendarCurrency,
  selectCalendarMcpCurrency,
  selectCalendarFailed,
  selectCalendarLoading,
  selectCalendarMonth,
  selectCalendarPhase,
  selectCalendarWeeks,
  selectCanGoToPreviousMonth,
  selectChosenCheckin,
  selectFewRoomsThreshold,
  selectFocusedDate,
  type CalendarCell,
} from '../../../machines/availability-calendar/selectors';
import { formatMoney } from '../../format/money';
import { formatMonth, formatPlainDate } from '../../format/dates';
import { arrowKeyDays, DayGrid, useDayGridFocus } from '../calendar/day-grid';

const KEY_MONTHS: Record<string, number> = { PageUp: -1, PageDown: 1 };

/**
 * The open calendar of the search bar (./date-range-calendar.tsx, which loads it when first opened):
 * the month with each day's availability and price, check-in then check-out, by mouse or keyboard.
 */
export function DateRangePanel({
  id,
  keyboardInGrid: sharedKeyboardInGrid,
  close,
}: {
  /** The toggle's id: the panel is `${id}-panel`. */
  id: string;
  /** Set while the keyboard is in the grid (the toggle returns the focus to itself on closing then). */
  keyboardInGrid: RefObject<boolean>;
  close: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const actor = useOptionalCalendarActorRef()!;
  const loading = useCalendarSelector(actor, selectCalendarLoading);
  const failed = useCalendarSelector(actor, selectCalendarFailed);
  const month = useCalendarSelector(actor, selectCalendarMonth);
  const weeks = useCalendarSelector(actor, selectCalendarWeeks);
  const focused = useCalendarSelector(actor, selectFocusedDate);
  const phase = useCalendarSelector(actor, selectCalendarPhase);
  const chosenCheckin = useCalendarSelector(actor, selectChosenCheckin);
  const currency = useCalendarSelector(actor, selectCalendarCurrency);
  // Multi-currency: the booking API prices each day in the guest's currency too; the hotel amount stays in the label.
  const mcpCurrency = useCalendarSelector(actor, selectCalendarMcpCurrency);
  const shownPrice = (cell: CalendarCell) =>
    cell.mcpLowestPrice !== null && mcpCurrency
      ? formatMoney(cell.mcpLowestPrice, mcpCurrency, locale)
      : formatMoney(cell.lowestPrice!, currency!, locale);
  const threshold = useCalendarSelector(actor, selectFewRoomsThreshold);
  const canGoBack = useCalendarSelector(actor, selectCanGoToPreviousMonth);
  // The keyboard is in the grid: the focused day button follows the chart's focused date.
  const { gridRef, keyboardInGrid } = useDayGridFocus(focused, weeks, sharedKeyboardInGrid);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    // Arrows and Page Up/Down move only within the grid of days.
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.date) return;
    keyboardInGrid.current = true;
    const days = arrowKeyDays(event.key, locale);
    if (days !== undefined) {
      event.preventDefault();
      actor.send({ type: 'focus.moved', days });
    } else if (event.key in KEY_MONTHS) {
      event.preventDefault();
      actor.send({ type: 'month.changed', months: KEY_MONTHS[event.key]! });
    }
  };

  const describe = (cell: CalendarCell) => {
    const parts = [formatPlainDate(cell.date, locale)];
    if (cell.isCheckin) parts.push(LL.dateRangeCalendar.checkinMark());
    if (cell.isCheckout) parts.push(LL.dateRangeCalendar.checkoutMark());
    if (cell.inRange) parts.push(LL.dateRangeCalendar.inStay());
    if (cell.status === 'unavailable') parts.push(LL.searchAvailability.calendar.unavailable());
    else if (cell.status === 'soldOut') parts.push(LL.searchAvailability.calendar.soldOut());
    else if (cell.lowestPrice !== null && currency) {
      parts.push(LL.searchAvailability.calendar.from({ price: shownPrice(cell) }));
      if (cell.mcpLowestPrice !== null && mcpCurrency)
        parts.push(LL.currency.hotelAmount({ amount: formatMoney(cell.lowestPrice, currency, locale) }));
      if (cell.status === 'few') parts.push(LL.searchAvailability.calendar.roomsLeft({ count: cell.roomsLeft }));
    }
    return listOf(parts, locale);
  };

  const titleId = `${id}-title`;
  const statusText =
    chosenCheckin && phase === 'checkout'
      ? LL.dateRangeCalendar.checkinChosen({ date: formatPlainDate(chosenCheckin, locale) })
      : LL.searchAvailability.calendar.selectCheckin();

  return (
    <div
      id={`${id}-panel`}
      className="date-range-panel"
      role="group"
      aria-labelledby={`${id}-heading`}
      onKeyDown={onKeyDown}
    >
      <div className="date-range-header">
        <button
          type="button"
          onClick={() => actor.send({ type: 'month.changed', months: -1 })}
          disabled={!canGoBack}
          aria-label={LL.searchAvailability.calendar.previous()}
        >
          ‹
        </button>
        <div>
          <h3 id={`${id}-heading`}>{LL.searchAvailability.calendar.heading()}</h3>
          <p id={titleId} aria-live="polite" style={{ margin: 0 }}>
            {formatMonth(month, locale)}
          </p>
        </div>
        <button
          type="button"
          onClick={() => actor.send({ type: 'month.changed', months: 1 })}
          aria-label={LL.searchAvailability.calendar.next()}
        >
          ›
        </button>
        <button type="button" className="link-button" onClick={close}>
          {LL.searchAvailability.calendar.close()}
        </button>
      </div>
      <p role="status" className="date-range-hint">
        {statusText}
      </p>
      {loading && (
        <p role="status" aria-label={LL.searchAvailability.calendar.loading()}>
          {LL.searchAvailability.calendar.loading()}
        </p>
      )}
      {failed && (
        <div role="alert">
          <p>{LL.searchAvailability.calendar.failed()}</p>
          <button type="button" onClick={() => actor.send({ type: 'availability.retried' })}>
            {LL.dateRangeCalendar.retry()}
          </button>
        </div>
      )}
      {weeks && (
        <DayGrid
          weeks={weeks}
          locale={locale}
          gridRef={gridRef}
          className="date-range-grid"
          aria-labelledby={titleId}
          isSelected={(cell) => cell.isCheckin || cell.isCheckout || cell.inRange}
          renderDay={(cell) => (
            <button
              type="button"
              data-date={cell.date}
              className={`date-range-day${cell.isCheckin || cell.isCheckout ? ' is-end' : ''}`}
              tabIndex={cell.isFocused ? 0 : -1}
              aria-label={describe(cell)}
              aria-disabled={!cell.choosable || undefined}
              aria-current={cell.isToday ? 'date' : undefined}
              onClick={() => {
                if (cell.choosable) actor.send({ type: 'date.chosen', date: cell.date });
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                keyboardInGrid.current = true;
                if (cell.choosable) actor.send({ type: 'date.chosen', date: cell.date });
              }}
            >
              <span aria-hidden="true">{cell.dayOfMonth}</span>
              {cell.lowestPrice !== null && currency && (
                <span className="day-price" aria-hidden="true">
                  {shownPrice(cell)}
                </span>
              )}
              {cell.status === 'few' && (
                <span className="day-few" aria-hidden="true">
                  {LL.searchAvailability.calendar.fewLeft({ count: threshold })}
                </span>
              )}
            </button>
          )}
        />
      )}
      <p className="date-range-hint">{LL.dateRangeCalendar.keyboardHint()}</p>
    </div>
  );
}
