import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { loadRestOfDictionaries } from '../../../locales/dictionary-rest';
import { useCalendarSelector, useOptionalCalendarActorRef } from '../../../machines/availability-calendar/provider';
import { selectCalendarOpen } from '../../../machines/availability-calendar/selectors';
import { useCurrencyQuote } from '../currency/currency-scope';
import './date-range-calendar.css';

/**
 * The month of availability, loaded (with the words of pages beyond the first,
 * locales/dictionary-rest.ts) when the guest first opens the calendar: the results page does not
 * carry it (src/app/first-load.test.ts).
 */
const DateRangePanel = lazy(async () => {
  const [panel] = await Promise.all([import('./date-range-panel'), loadRestOfDictionaries()]);
  return { default: panel.DateRangePanel };
});

/**
 * The search bar's date-range calendar: a month of availability and prices, check-in then
 * check-out, by mouse or keyboard. Absent where no calendar chart was provided; the typed date
 * inputs of the search bar always remain.
 */
export function DateRangeCalendar(props: { checkin: string; checkout: string; adults: number; children: number }) {
  const actor = useOptionalCalendarActorRef();
  if (!actor) return null;
  return <CalendarToggle {...props} />;
}

function CalendarToggle({
  checkin,
  checkout,
  adults,
  children,
}: {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}) {
  const { LL } = useI18nContext();
  const actor = useOptionalCalendarActorRef()!;
  const open = useCalendarSelector(actor, selectCalendarOpen);
  // Multi-currency: the booking API prices each day in the guest's currency too.
  const quote = useCurrencyQuote();
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Set while the keyboard is in the grid of days (./date-range-panel.tsx).
  const keyboardInGrid = useRef(false);

  const close = () => {
    actor.send({ type: 'calendar.closed' });
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
        onClick={() =>
          open
            ? close()
            : actor.send({
                type: 'calendar.opened',
                checkin,
                checkout,
                adults,
                children,
                mcpCurrency: quote?.code ?? null,
              })
        }
      >
        {LL.searchAvailability.calendar.open()}
      </button>
      {open && (
        <Suspense
          fallback={
            <p role="status" className="date-range-panel">
              {LL.searchAvailability.calendar.loading()}
            </p>
          }
        >
          <DateRangePanel id={id} keyboardInGrid={keyboardInGrid} close={close} />
        </Suspense>
      )}
    </div>
  );
}
