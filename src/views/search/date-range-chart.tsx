import { useEffect, useMemo, useRef, type RefObject } from 'react';
import {
  CalendarProvider,
  useCalendarSelector,
  useOptionalCalendarActorRef,
} from '../../../machines/availability-calendar/provider';
import { selectCalendarOpen } from '../../../machines/availability-calendar/selectors';
import type { CalendarSetup, CalendarState, OpenedEvent } from './calendar-setup';
import { DateRangePanel } from './date-range-panel';

/**
 * The search bar's date-range calendar chart (machines/availability-calendar) and its open month,
 * a chunk of their own that the toggle (./date-range-calendar.tsx) fetches before the guest opens it:
 * the results page does not carry them (src/app/first-load.test.ts). A whole stay chosen on it
 * becomes the search bar's dates.
 */
export function DateRangeChart({
  setup,
  id,
  keyboardInGrid,
  close,
  openAtStart,
  onState,
}: {
  setup: CalendarSetup;
  /** The toggle's id: the panel is `${id}-panel`. */
  id: string;
  keyboardInGrid: RefObject<boolean>;
  close: () => void;
  /** The guest opened the calendar before this chunk arrived (read once, when it does). */
  openAtStart: OpenedEvent | null;
  onState: (state: CalendarState | null) => void;
}) {
  const input = useMemo(() => ({ hotelCode: setup.hotelCode, today: setup.today }), [setup.hotelCode, setup.today]);
  return (
    <CalendarProvider client={setup.client} input={input} inspect={setup.inspect} onRangeChosen={setup.onRangeChosen}>
      <OpenMonth id={id} keyboardInGrid={keyboardInGrid} close={close} openAtStart={openAtStart} onState={onState} />
    </CalendarProvider>
  );
}

function OpenMonth({
  id,
  keyboardInGrid,
  close,
  openAtStart,
  onState,
}: {
  id: string;
  keyboardInGrid: RefObject<boolean>;
  close: () => void;
  openAtStart: OpenedEvent | null;
  onState: (state: CalendarState | null) => void;
}) {
  const actor = useOptionalCalendarActorRef()!;
  const open = useCalendarSelector(actor, selectCalendarOpen);
  const opening = useRef(openAtStart);
  useEffect(() => {
    if (opening.current) actor.send({ ...opening.current, type: 'calendar.opened' });
    opening.current = null;
  }, [actor]);
  useEffect(() => onState({ actor, open }), [actor, open, onState]);
  useEffect(() => () => onState(null), [onState]);
  return open ? <DateRangePanel id={id} keyboardInGrid={keyboardInGrid} close={close} /> : null;
}
