import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ErrorCode } from '../../contract/errors';
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
import type { LoadSearchExtrasInput, SearchExtras } from './context';
import { searchExtrasMachine } from './machine';
import {
  selectAsksKidsByTier,
  selectCanRetryExtras,
  selectExtrasFailed,
  selectExtrasFailure,
  selectExtrasLoading,
  selectNotifications,
  selectOtherFacilities,
} from './selectors';

const extras: SearchExtras = {
  kidsSetting: {
    kidsType: 'tiers',
    currency: 'KRW',
    tiers: [{ code: 'A', name: 'Infant', minAge: 0, maxAge: 2, nightlyPrice: 0, companion: true }],
    mealBedOptions: [],
  },
  notifications: [{ id: 1, title: 'Garden illumination', body: 'Every evening' }],
  facilities: [
    { code: 'demo-kyoto', name: 'Kyoto', currency: 'JPY', latitude: 35, longitude: 135.7 },
    { code: 'demo-seoul', name: 'Seoul', currency: 'KRW', latitude: 37.5, longitude: 126.9 },
  ],
};
const input = { hotelCode: 'demo-kyoto', brandCode: 'demo', checkin: '2026-03-10' };

function start(replies: (SearchExtras | Error | ReturnType<typeof failure>)[]) {
  const asked: LoadSearchExtrasInput[] = [];
  const calls = { unavailable: 0, restart: 0 };
  const machine = searchExtrasMachine.provide({
    actors: {
      loadSearchExtras: fromPromise<SearchExtras, LoadSearchExtrasInput>(async ({ input: given }) => {
        asked.push(given);
        const reply = replies.shift() ?? extras;
        if (!('kidsSetting' in reply)) throw reply;
        return reply;
      }),
    },
    actions: { goToServiceUnavailable: () => void calls.unavailable++, restartSession: () => void calls.restart++ },
  });
  return { actor: createActor(machine, { input }).start(), asked, calls };
}

describe('search-extras chart', () => {
  it('loads tiers, notifications for the check-in and facilities at once, then is ready', async () => {
    const { actor, asked } = start([extras]);
    expect(selectExtrasLoading(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(asked).toEqual([input]);
    expect(selectNotifications(s)).toEqual(extras.notifications);
    expect(selectAsksKidsByTier(s)).toBe(true);
    expect(selectOtherFacilities(s).map((f) => f.code)).toEqual(['demo-seoul']);
  });

  it('reloads for a new check-in only', async () => {
    const { actor, asked } = start([extras, extras]);
    await waitFor(actor, (snap) => snap.matches('Ready'));
    actor.send({ type: 'checkin.changed', checkin: '2026-03-10' });
    expect(actor.getSnapshot().value).toBe('Ready');
    actor.send({ type: 'checkin.changed', checkin: '2026-03-20' });
    await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(asked.map((a) => a.checkin)).toEqual(['2026-03-10', '2026-03-20']);
  });

  it('reads everything again in another language, the shown ones kept meanwhile', async () => {
    const inKorean: SearchExtras = { ...extras, notifications: [{ id: 1, title: '정원 조명', body: '매일 저녁' }] };
    const { actor, asked } = start([extras, inKorean]);
    await waitFor(actor, (snap) => snap.matches('Ready'));
    actor.send({ type: 'language.changed' });
    expect(selectExtrasLoading(actor.getSnapshot())).toBe(true);
    expect(selectNotifications(actor.getSnapshot())).toEqual(extras.notifications);
    const s = await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(asked).toEqual([input, input]);
    expect(selectNotifications(s)).toEqual(inKorean.notifications);
  });

  it('keeps the failure title and retries; 503 and 1009 go to the app', async () => {
    const { actor, calls } = start([failure('error02', 'Network failure'), extras]);
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(selectExtrasFailed(failed)).toBe(true);
    expect(selectExtrasFailure(failed)?.title).toBe('Network failure');
    expect(selectCanRetryExtras(failed)).toBe(true);
    actor.send({ type: 'extras.retried' });
    await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(calls).toEqual({ unavailable: 0, restart: 0 });

    const session = start([failure(ErrorCode.invalidClientSession, 'Invalid Client-Session')]);
    await waitFor(session.actor, (snap) => snap.matches('Failed'));
    expect(session.calls.restart).toBe(1);
  });
});

describe('search-extras paths generated from the chart (xstate/graph)', () => {
  const checkinChanged = { type: 'checkin.changed', checkin: '2026-03-11' };
  const paths = listModelPaths(searchExtrasMachine, {
    input,
    events: [
      doneEvent('loadSearchExtras', extras),
      errorEvent('loadSearchExtras', failure('error02', 'Network failure')),
      { type: 'extras.retried' },
      { type: 'language.changed' },
      checkinChanged,
    ],
    serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}:${snapshot.context.checkin}`,
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(searchExtrasMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replaying each path on a real actor reaches the same state', () => {
    const machine = searchExtrasMachine.provide({
      actors: { loadSearchExtras: pendingActor<SearchExtras, LoadSearchExtrasInput>() },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
