import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
import {
  myReservationsMachine,
  type MyReservationsEvent,
  type MemberReservationFilters,
  type MemberReservationPage,
  type MemberReservationTab,
} from './machine';
import { selectListPage, selectReservationFilters, selectTab } from './selectors';

type FetchInput = { tab: MemberReservationTab; page: number } & MemberReservationFilters;
const page = (totalPages: number): MemberReservationPage => ({
  page: 1,
  totalPages,
  totalEntries: totalPages * 10,
  reservations: [],
});

function chart(calls: FetchInput[], reply: MemberReservationPage = page(3)) {
  const machine = myReservationsMachine.provide({
    actors: {
      fetchReservations: fromPromise<MemberReservationPage, FetchInput>(async ({ input }) => {
        calls.push(input);
        return reply;
      }),
    },
  });
  return createActor(machine, { input: {} }).start();
}

describe('my-reservations chart', () => {
  it('loads upcoming with all channels and payment types first', async () => {
    const calls: FetchInput[] = [];
    const s = await waitFor(chart(calls), (snap) => snap.matches('Showing'));
    expect(calls).toEqual([{ tab: 'upcoming', page: 1, channel: 'all', paymentType: 'all' }]);
    expect(selectReservationFilters(s)).toEqual({ channel: 'all', paymentType: 'all' });
  });

  it('a filter change reloads page 1 of the same tab with both filters', async () => {
    const calls: FetchInput[] = [];
    const actor = chart(calls);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'tab.selected', tab: 'completed' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'page.selected', page: 3 });
    await waitFor(actor, (snap) => snap.matches('Showing') && snap.context.page === 3);
    actor.send({ type: 'filters.changed', channel: 'tripla' });
    expect(actor.getSnapshot().matches('Loading')).toBe(true);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'filters.changed', paymentType: 'bank_transfer' });
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(calls.slice(-2)).toEqual([
      { tab: 'completed', page: 1, channel: 'tripla', paymentType: 'all' },
      { tab: 'completed', page: 1, channel: 'tripla', paymentType: 'bank_transfer' },
    ]);
    expect(selectListPage(s).page).toBe(1);
    // Switching tab keeps the filters.
    actor.send({ type: 'tab.selected', tab: 'cancelled' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(calls.at(-1)).toEqual({ tab: 'cancelled', page: 1, channel: 'tripla', paymentType: 'bank_transfer' });
  });

  it('on the lottery tab a filter change is kept without loading, and applies on return', async () => {
    const calls: FetchInput[] = [];
    const actor = chart(calls);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'tab.selected', tab: 'lottery' });
    actor.send({ type: 'filters.changed', channel: 'officialWebsite' });
    expect(actor.getSnapshot().matches('Lottery')).toBe(true);
    expect(selectTab(actor.getSnapshot())).toBe('lottery');
    expect(calls).toHaveLength(1);
    actor.send({ type: 'tab.selected', tab: 'upcoming' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(calls.at(-1)).toEqual({ tab: 'upcoming', page: 1, channel: 'officialWebsite', paymentType: 'all' });
  });

  it('model paths reach every state, and replay on a real actor', () => {
    const events: MyReservationsEvent[] = [
      { type: 'list.retried' },
      { type: 'tab.selected', tab: 'lottery' },
      { type: 'tab.selected', tab: 'completed' },
      { type: 'page.selected', page: 2 },
      { type: 'filters.changed', channel: 'wbf' },
      { type: 'filters.changed', paymentType: 'on_site' },
    ];
    const paths = listModelPaths(myReservationsMachine, {
      input: {},
      events: [
        doneEvent('fetchReservations', page(2)),
        errorEvent('fetchReservations', failure('error02', 'Network')),
        ...events,
      ],
      serializeState: (snap) =>
        `${stateKey(snap.value)}|${snap.context.tab}|${snap.context.page}|${snap.context.filters.channel}|${snap.context.filters.paymentType}`,
    });
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(myReservationsMachine).filter((key) => !reached.has(key))).toEqual([]);
    // Some path reloads after a filter change.
    expect(
      paths.some((path) => path.events.some((e) => e.type === 'filters.changed') && path.target === 'Showing'),
    ).toBe(true);
    const machine = myReservationsMachine.provide({
      actors: { fetchReservations: pendingActor<MemberReservationPage, FetchInput>() },
    });
    for (const path of paths) expect(stateKey(replayPath(machine, {}, path).value), path.description).toBe(path.target);
  });
});
