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
import type { LoadRecommendationsInput, Recommendation } from './context';
import { recommenderMachine } from './machine';
import {
  selectCanRetryRecommendations,
  selectNothingToRecommend,
  selectRecommendations,
  selectRecommenderFailed,
  selectRecommenderFailure,
  selectRecommending,
} from './selectors';

const recommendation: Recommendation = {
  roomTypeCode: 'KY-DLX-DOUBLE',
  roomTypeName: 'Deluxe Double',
  roomPlanCode: 'KY-DLX-DOUBLE-RO',
  hotelPlanCode: 'ROOM_ONLY',
  roomPlanName: 'Room only',
  totalPrice: 38000,
  tax: 3454,
  currency: 'JPY',
  roomCount: 6,
  mealIncluded: false,
  refundable: true,
};
const input = {
  hotelCode: 'demo-kyoto',
  criteria: { checkin: '2026-03-10', checkout: '2026-03-12', adults: 2, children: 0, roomCount: 1 },
};

function start(replies: (Recommendation[] | ReturnType<typeof failure>)[]) {
  const asked: LoadRecommendationsInput[] = [];
  const calls = { unavailable: 0, restart: 0 };
  const machine = recommenderMachine.provide({
    actors: {
      loadRecommendations: fromPromise<Recommendation[], LoadRecommendationsInput>(async ({ input: given }) => {
        asked.push(given);
        const reply = replies.shift() ?? [recommendation];
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
    actions: { goToServiceUnavailable: () => void calls.unavailable++, restartSession: () => void calls.restart++ },
  });
  return { actor: createActor(machine, { input }).start(), asked, calls };
}

describe('recommender chart', () => {
  it('loads the recommendations for the criteria and shows them', async () => {
    const { actor, asked } = start([[recommendation]]);
    expect(selectRecommending(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toEqual([input]);
    expect(selectRecommendations(s)).toEqual([recommendation]);
  });

  it('nothing recommended or no rooms (1003) -> Empty', async () => {
    const empty = start([[]]);
    expect(selectNothingToRecommend(await waitFor(empty.actor, (snap) => snap.matches('Empty')))).toBe(true);
    const noRooms = start([failure(ErrorCode.noRooms, 'No rooms')]);
    await waitFor(noRooms.actor, (snap) => snap.matches('Empty'));
  });

  it('fails with the failure kept, retries, and hands 503 to the app', async () => {
    const { actor } = start([failure('error02', 'Network failure'), [recommendation]]);
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(selectRecommenderFailed(failed)).toBe(true);
    expect(selectRecommenderFailure(failed)?.code).toBe('error02');
    expect(selectCanRetryRecommendations(failed)).toBe(true);
    actor.send({ type: 'recommendations.retried' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
    const down = start([failure('error02', 'Service unavailable', 503)]);
    await waitFor(down.actor, (snap) => snap.matches('Failed'));
    expect(down.calls.unavailable).toBe(1);
  });
});

describe('recommender paths generated from the chart (xstate/graph)', () => {
  const paths = listModelPaths(recommenderMachine, {
    input,
    events: [
      doneEvent('loadRecommendations', [recommendation]),
      doneEvent('loadRecommendations', []),
      errorEvent('loadRecommendations', failure('error02', 'Network failure')),
      { type: 'recommendations.retried' },
    ],
  });
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(recommenderMachine).filter((key) => !reached.has(key))).toEqual([]);
  });
  it('replaying each path on a real actor reaches the same state', () => {
    const machine = recommenderMachine.provide({
      actors: { loadRecommendations: pendingActor<Recommendation[], LoadRecommendationsInput>() },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
