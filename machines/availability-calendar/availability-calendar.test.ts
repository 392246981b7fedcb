import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { availabilityCalendarMachine } from './machine';
import { monthRange, type CalendarDay, type LoadMonthInput, type MonthAvailability } from './context';
import { canEndOn, canStartOn } from './rules';
import {
  selectCalendarFailed,
  selectCalendarLoading,
  selectCalendarWeeks,
  selectCanGoToPreviousMonth,
  selectFocusedDate,
} from './selectors';
import { failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';

const input = { hotelCode: 'demo-kyoto', today: '2030-04-10' };

/** A month where the 10th-30th are free (3 rooms on the 15th, none on the 20th) at 10,000 + day. */
function monthOf(month: string): MonthAvailability {
  const { from, to } = monthRange(month);
  const days: CalendarDay[] = [];
  for (let date = from; date < to; date = nextDay(date)) {
    const day = Number(date.slice(8, 10));
    const past = date < input.today;
    const soldOut = date.endsWith('-20');
    days.push({
      date,
      bookable: !past,
      roomsLeft: past || soldOut ? 0 : date.endsWith('-15') ? 3 : 12,
      lowestPrice: past || soldOut ? null : 10_000 + day,
    });
  }
  return { currency: 'JPY', fewRoomsThreshold: 10, days };
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function start(options: { fail?: boolean } = {}) {
  const loads: LoadMonthInput[] = [];
  const chosen: { checkin: string; checkout: string }[] = [];
  const machine = availabilityCalendarMachine.provide({
    actors: {
      loadMonth: fromPromise<MonthAvailability, LoadMonthInput>(async ({ input: load }) => {
        loads.push(load);
        if (options.fail && loads.length === 1) throw failure('error02', 'Network failure');
        return monthOf(load.month);
      }),
    },
    actions: { rangeChosen: (_, params) => chosen.push(params) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, loads, chosen };
}

const open = {
  type: 'calendar.opened',
  checkin: '2030-04-12',
  checkout: '2030-04-13',
  adults: 2,
  children: 1,
} as const;

describe('availability calendar chart', () => {
  it('loads the month of the check-in for the guests, then shows prices and few-left notes per date', async () => {
    const { actor, loads } = start();
    actor.send(open);
    expect(selectCalendarLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(loads).toEqual([{ hotelCode: 'demo-kyoto', month: '2030-04', adults: 2, children: 1, mcpCurrency: null }]);
    const weeks = selectCalendarWeeks(actor.getSnapshot())!;
    // 2030-04-01 is a Monday: one empty Sunday cell first.
    expect(weeks[0]![0]).toBeNull();
    const cells = weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(30);
    const byDate = Object.fromEntries(cells.map((cell) => [cell.date, cell]));
    expect(byDate['2030-04-09']).toMatchObject({ status: 'unavailable', choosable: false });
    expect(byDate['2030-04-12']).toMatchObject({
      status: 'available',
      lowestPrice: 10_012,
      isCheckin: true,
      isFocused: true,
    });
    expect(byDate['2030-04-15']).toMatchObject({ status: 'few', roomsLeft: 3, choosable: true });
    expect(byDate['2030-04-20']).toMatchObject({ status: 'soldOut', choosable: false });
    expect(selectCanGoToPreviousMonth(actor.getSnapshot())).toBe(false);
  });

  it('chooses check-in then check-out (Enter twice) and hands the stay over, then closes', async () => {
    const { actor, chosen } = start();
    actor.send(open);
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    actor.send({ type: 'focus.moved', days: 1 });
    expect(selectFocusedDate(actor.getSnapshot())).toBe('2030-04-13');
    actor.send({ type: 'date.chosen', date: '2030-04-13' });
    expect(actor.getSnapshot().context).toMatchObject({ checkin: '2030-04-13', checkout: null, phase: 'checkout' });
    actor.send({ type: 'focus.moved', days: 7 });
    actor.send({ type: 'date.chosen', date: '2030-04-16' });
    expect(chosen).toEqual([{ checkin: '2030-04-13', checkout: '2030-04-16' }]);
    expect(actor.getSnapshot().matches('Closed')).toBe(true);
  });

  it('refuses a check-out past a sold-out night and a day that cannot start a stay', async () => {
    const { actor, chosen } = start();
    actor.send(open);
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    actor.send({ type: 'date.chosen', date: '2030-04-09' }); // before today: nothing
    expect(actor.getSnapshot().context.phase).toBe('checkin');
    actor.send({ type: 'date.chosen', date: '2030-04-18' });
    // The 20th is sold out: leaving on the 21st would need it; leaving on the 20th is fine.
    const weeks = selectCalendarWeeks(actor.getSnapshot())!.flat();
    expect(weeks.find((c) => c?.date === '2030-04-21')?.choosable).toBe(true); // a new check-in, not a check-out
    expect(canEndOn(actor.getSnapshot().context, '2030-04-21')).toBe(false);
    expect(canEndOn(actor.getSnapshot().context, '2030-04-20')).toBe(true);
    actor.send({ type: 'date.chosen', date: '2030-04-21' });
    expect(chosen).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ checkin: '2030-04-21', phase: 'checkout' });
    // A date before check-in starts the stay again there.
    actor.send({ type: 'date.chosen', date: '2030-04-11' });
    expect(actor.getSnapshot().context).toMatchObject({ checkin: '2030-04-11', checkout: null });
    actor.send({ type: 'date.chosen', date: '2030-04-11' });
    expect(chosen).toEqual([]);
  });

  it('loads each month once, across month ends, keeping nights of earlier months for a stay over the month end', async () => {
    const { actor, loads, chosen } = start();
    actor.send({ ...open, checkin: '2030-04-29', checkout: '2030-04-30' });
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    actor.send({ type: 'date.chosen', date: '2030-04-29' });
    actor.send({ type: 'focus.moved', days: 7 }); // 2030-05-06
    expect(actor.getSnapshot().context.month).toBe('2030-05');
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    actor.send({ type: 'date.chosen', date: '2030-05-02' });
    expect(chosen).toEqual([{ checkin: '2030-04-29', checkout: '2030-05-02' }]);
    actor.send(open);
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    actor.send({ type: 'month.changed', months: 1 });
    expect(actor.getSnapshot().matches({ Open: 'Ready' })).toBe(true); // already loaded
    expect(loads.map((load) => load.month)).toEqual(['2030-04', '2030-05']);
    // Other guests: other availability, loaded again.
    actor.send({ type: 'calendar.closed' });
    actor.send({ ...open, adults: 3 });
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(loads.at(-1)).toEqual({
      hotelCode: 'demo-kyoto',
      month: '2030-04',
      adults: 3,
      children: 1,
      mcpCurrency: null,
    });
    // Another currency (multi-currency): the same month priced again in it; back to the same one, kept.
    actor.send({ type: 'calendar.closed' });
    actor.send({ ...open, adults: 3, mcpCurrency: 'USD' });
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(loads.at(-1)).toEqual({
      hotelCode: 'demo-kyoto',
      month: '2030-04',
      adults: 3,
      children: 1,
      mcpCurrency: 'USD',
    });
    const count = loads.length;
    actor.send({ type: 'calendar.closed' });
    actor.send({ ...open, adults: 3, mcpCurrency: 'USD' });
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(loads).toHaveLength(count);
  });

  it('never goes before the current month, and the focus never before today', async () => {
    const { actor } = start();
    actor.send(open);
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    actor.send({ type: 'month.changed', months: -1 });
    expect(actor.getSnapshot().context.month).toBe('2030-04');
    actor.send({ type: 'focus.moved', days: -7 });
    expect(selectFocusedDate(actor.getSnapshot())).toBe('2030-04-10');
    actor.send({ type: 'month.changed', months: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ month: '2030-05', focused: '2030-05-10' });
  });

  it('a failed load shows the failure and retries', async () => {
    const { actor, loads } = start({ fail: true });
    actor.send(open);
    await waitFor(actor, (s) => selectCalendarFailed(s));
    expect(actor.getSnapshot().context.failure?.code).toBe('error02');
    actor.send({ type: 'availability.retried' });
    await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(loads).toHaveLength(2);
    expect(canStartOn(actor.getSnapshot().context, '2030-04-12')).toBe(true);
  });

  it('ignores an invalid or past check-in from the search bar', () => {
    const { actor } = start();
    actor.send({ ...open, checkin: '2030-02-30', checkout: 'x', adults: Number.NaN });
    expect(actor.getSnapshot().context).toMatchObject({
      checkin: null,
      checkout: null,
      focused: '2030-04-10',
      adults: 1,
    });
    actor.send({ type: 'calendar.closed' });
    actor.send({ ...open, checkin: '2030-04-01' });
    expect(actor.getSnapshot().context.checkin).toBeNull();
  });
});

describe('calendar paths generated from the chart (xstate/graph)', () => {
  type Snap = ReturnType<typeof availabilityCalendarMachine.transition>;
  const serializeState = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.month,
      s.context.checkin,
      s.context.checkout,
      s.context.phase,
      s.context.loadedMonths,
      s.context.failure?.code ?? null,
    ]);
  // Months are unbounded forwards: the traversal stays within April and May.
  const events = (s: Snap) =>
    [
      open,
      { type: 'calendar.closed' },
      ...(s.context.month === '2030-04' ? [{ type: 'month.changed', months: 1 }] : []),
      { type: 'month.changed', months: -1 },
      { type: 'date.chosen', date: '2030-04-12' },
      { type: 'date.chosen', date: '2030-04-14' },
      { type: 'availability.retried' },
      doneEvent('loadMonth', monthOf('2030-04')),
      errorEvent('loadMonth', failure('error02', 'Network failure')),
    ] as const;
  const paths = listModelPaths(availabilityCalendarMachine, { input, events, serializeState });

  it('reaches every resting state, and closes with a stay only after check-in then a later check-out', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(availabilityCalendarMachine).filter((key) => !reached.has(key))).toEqual([]);
    for (const path of paths) {
      const { context } = path.snapshot;
      if (context.checkout) expect(context.checkin! < context.checkout, path.description).toBe(true);
    }
    expect(paths.some((p) => p.target === 'Closed' && p.snapshot.context.checkout === '2030-04-14')).toBe(true);
  });

  it('replaying each path on a real actor reaches the same state and context', () => {
    const machine = availabilityCalendarMachine.provide({
      actors: { loadMonth: pendingActor<MonthAvailability, LoadMonthInput>() },
    });
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      expect(serializeState(snapshot as Snap), path.description).toBe(serializeState(path.snapshot));
    }
  });
});
