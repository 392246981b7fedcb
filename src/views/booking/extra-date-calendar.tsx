import { useMemo, useState, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../locales/i18n-react';
import { addDays } from '../../../machines/availability-calendar/context';
import { extraCalendarWeeks, type ExtraDay } from '../../../machines/booking/extras-questions/extra-dates';
import type { OfferedExtra } from '../../../machines/booking/extras-questions/offer';
import { sameDates, selectCanChoose, selectPickedDates } from '../../../machines/booking/extras-questions/selectors';
import { formatPlainDate } from '../../format/dates';
import { arrowKeyDays, DayGrid, useDayGridFocus } from '../calendar/day-grid';
import { useMoneyText } from '../currency/money';
import { QuantityField, type ExtrasStepRef } from './extra-quantity-field';

/**
 * A dated extra's calendar: only days that are booking-available and priced can be
 * chosen, each shows its price; arrow keys move between days, Enter or Space picks a day or removes
 * it (the chart sets the quantity). Each picked day gets its own quantity within the limits.
 */
export function ExtraDateCalendar({
  actor,
  extra,
  currency,
}: {
  actor: ExtrasStepRef;
  extra: OfferedExtra;
  currency: string;
}) {
  const { LL, locale } = useI18nContext();
  const money = useMoneyText();
  const weeks = useMemo(() => extraCalendarWeeks(extra), [extra]);
  const days = useMemo(() => weeks.flat().filter((day): day is ExtraDay => day !== null), [weeks]);
  const picked = useSelector(actor, selectPickedDates(extra.id), sameDates);
  const canChoose = useSelector(actor, selectCanChoose);
  // Which day holds the grid's one tab stop: UI state only (the chart holds what is picked).
  const [focused, setFocused] = useState<string | null>(null);
  const current = focused ?? picked[0] ?? days.find((day) => day.price !== null)?.date ?? null;
  const { gridRef, keyboardInGrid } = useDayGridFocus(current);
  if (days.length === 0) return null;

  const headingId = `extra-${extra.id}-calendar`;
  const hintId = `${headingId}-hint`;
  // The chart decides: an orderable day not picked yet gets the extra's minimum quantity, a picked one is removed.
  const toggle = (day: ExtraDay) => actor.send({ type: 'extra.dateToggled', extraId: extra.id, date: day.date });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: ExtraDay) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(day);
      return;
    }
    const move = arrowKeyDays(event.key, locale);
    if (move === undefined) return;
    event.preventDefault();
    const target = addDays(day.date, move);
    if (!days.some((d) => d.date === target)) return;
    keyboardInGrid.current = true;
    setFocused(target);
  };
  const label = (day: ExtraDay) => {
    const date = formatPlainDate(day.date, locale);
    if (day.price === null) return LL.extras.dayUnavailable({ date });
    const price = money(day.price, currency);
    return picked.includes(day.date) ? LL.extras.dayPicked({ date, price }) : LL.extras.dayLabel({ date, price });
  };

  return (
    <div className="extra-calendar">
      <div>
        <p id={headingId} className="extra-calendar-heading">
          {LL.extras.calendarLabel({ name: extra.name })}
        </p>
        <DayGrid
          weeks={weeks}
          locale={locale}
          gridRef={gridRef}
          className="extra-calendar-grid"
          aria-labelledby={headingId}
          aria-describedby={hintId}
          isSelected={(day) => picked.includes(day.date)}
          renderDay={(day) => (
            <button
              type="button"
              data-date={day.date}
              className={`extra-calendar-day${picked.includes(day.date) ? ' is-picked' : ''}`}
              tabIndex={day.date === current ? 0 : -1}
              aria-label={label(day)}
              aria-disabled={day.price === null || !canChoose || undefined}
              onClick={() => toggle(day)}
              onKeyDown={(event) => onKeyDown(event, day)}
              onFocus={() => setFocused(day.date)}
            >
              <span aria-hidden="true">{day.dayOfMonth}</span>
              {day.price !== null && (
                <span className="day-price" aria-hidden="true">
                  {money(day.price, currency)}
                </span>
              )}
            </button>
          )}
        />
        <p id={hintId} className="field-hint">
          {LL.extras.calendarHint()}
        </p>
      </div>
      {picked.length > 0 && (
        <ul className="extra-dates">
          {picked.map((date) => (
            <li key={date}>
              <QuantityField
                actor={actor}
                extra={extra}
                date={date}
                label={LL.extras.quantityForDate({ name: extra.name, date: formatPlainDate(date, locale) })}
                priceText={LL.extras.unitPrice({
                  price: money(days.find((d) => d.date === date)?.price ?? 0, currency),
                })}
                soldOut={extra.inventory === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
