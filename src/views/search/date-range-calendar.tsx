import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrencyQuote } from '../currency/currency-scope';
import { PopoverPlaceholder } from '../booking/popover-placeholder';
import { calendarPart } from '../booking/search-popovers';
import { fetchAhead, useDeferredPart } from '../deferred-part';
import type { CalendarSetup, CalendarState, OpenedEvent } from './calendar-setup';
import './date-range-calendar.css';

const SetupContext = createContext<CalendarSetup | null>(null);

/** Offers the search bar's date-range calendar to the views below (the booking flow's search page). */
export function CalendarScope({ setup, children }: { setup: CalendarSetup; children: ReactNode }) {
  return <SetupContext.Provider value={setup}>{children}</SetupContext.Provider>;
}

/**
 * The search bar's date-range calendar: a month of availability and prices, check-in then
 * check-out, by mouse or keyboard. Absent outside a CalendarScope; the typed date inputs of the
 * search bar always remain. The toggle is drawn with the search bar; the chart and the open month
 * are a chunk of their own (./date-range-chart.tsx, src/app/first-load.test.ts), fetched once the
 * results are drawn or when the pointer or the focus reaches the toggle.
 */
export function DateRangeCalendar(props: { checkin: string; checkout: string; adults: number; children: number }) {
  const setup = useContext(SetupContext);
  if (!setup) return null;
  return <CalendarToggle setup={setup} {...props} />;
}

function CalendarToggle({
  setup,
  checkin,
  checkout,
  adults,
  children,
}: {
  setup: CalendarSetup;
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}) {
  const { LL } = useI18nContext();
  // The chart's actor and whether it is open, once its chunk is here (./date-range-chart.tsx).
  const [chart, setChart] = useState<CalendarState | null>(null);
  // The guest opened the calendar before its chunk arrived: it opens with this when it does.
  const [pendingOpen, setPendingOpen] = useState<OpenedEvent | null>(null);
  const Chart = useDeferredPart(calendarPart, pendingOpen !== null)?.DateRangeChart;
  const open = chart ? chart.open : pendingOpen !== null;
  // Multi-currency: the booking API prices each day in the guest's currency too.
  const quote = useCurrencyQuote();
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Set while the keyboard is in the grid of days (./date-range-panel.tsx).
  const keyboardInGrid = useRef(false);

  const opened = (): OpenedEvent => ({
    type: 'calendar.opened',
    checkin,
    checkout,
    adults,
    children,
    mcpCurrency: quote?.code ?? null,
  });
  const close = () => {
    chart?.actor.send({ type: 'calendar.closed' });
    setPendingOpen(null);
    keyboardInGrid.current = false;
    toggleRef.current?.focus();
  };

  // Closing after a stay was chosen returns the focus to the button that opened the calendar.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && keyboardInGrid.current) {
      keyboardInGrid.current = false;
      toggleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="date-range">
      <button
        ref={toggleRef}
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onPointerEnter={() => fetchAhead(calendarPart)}
        onFocus={() => fetchAhead(calendarPart)}
        onClick={() => (open ? close() : chart ? chart.actor.send(opened()) : setPendingOpen(opened()))}
      >
        {LL.searchAvailability.calendar.open()}
      </button>
      {Chart && (
        <Chart
          setup={setup}
          id={id}
          keyboardInGrid={keyboardInGrid}
          close={close}
          openAtStart={pendingOpen}
          onState={setChart}
        />
      )}
      {!chart && pendingOpen && (
        <div id={`${id}-panel`} className="date-range-panel">
          <PopoverPlaceholder className="date-range-placeholder" />
        </div>
      )}
    </div>
  );
}
