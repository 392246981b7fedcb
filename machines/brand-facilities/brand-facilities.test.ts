import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
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
import type { BrandFacilitiesInput, BrandFacility } from './context';
import { brandFacilitiesMachine } from './machine';
import {
  selectBrandFacilities,
  selectCanRetryFacilities,
  selectFacilitiesFailure,
  selectFacilitiesLoading,
  selectNoFacilities,
} from './selectors';

const kyoto: BrandFacility = {
  code: 'demo-kyoto',
  name: 'Demo Kyoto',
  currency: 'JPY',
  latitude: 35,
  longitude: 135.7,
};
const bali: BrandFacility = { code: 'demo-bali', name: 'Demo Bali', currency: 'IDR', latitude: null, longitude: null };
const input = { brandCode: 'demo' };

function start(replies: (BrandFacility[] | ReturnType<typeof failure>)[]) {
  const asked: BrandFacilitiesInput[] = [];
  const calls = { unavailable: 0, restart: 0 };
  const machine = brandFacilitiesMachine.provide({
    actors: {
      loadBrandFacilities: fromPromise<BrandFacility[], BrandFacilitiesInput>(async ({ input: given }) => {
        asked.push(given);
        const reply = replies.shift() ?? [kyoto];
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
    actions: { goToServiceUnavailable: () => void calls.unavailable++, restartSession: () => void calls.restart++ },
  });
  return { actor: createActor(machine, { input }).start(), asked, calls };
}

describe('brand facilities chart', () => {
  it("loads the brand's facilities and lists them", async () => {
    const { actor, asked } = start([[kyoto, bali]]);
    expect(selectFacilitiesLoading(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Listing'));
    expect(asked).toEqual([input]);
    expect(selectFacilitiesLoading(s)).toBe(false);
    expect(selectBrandFacilities(s).map((f) => f.code)).toEqual(['demo-kyoto', 'demo-bali']);
  });

  it('a brand without facilities is the empty state', async () => {
    const { actor } = start([[]]);
    const s = await waitFor(actor, (snap) => snap.matches('Empty'));
    expect(selectNoFacilities(s)).toBe(true);
    expect(selectBrandFacilities(s)).toEqual([]);
  });

  it('keeps the failure code, retries, and hands 503 and an expired session to the app', async () => {
    const { actor } = start([failure(ErrorCode.hotelNotFound, 'Unknown hotel'), [kyoto]]);
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(selectFacilitiesFailure(failed)?.code).toBe(ErrorCode.hotelNotFound);
    expect(selectCanRetryFacilities(failed)).toBe(true);
    actor.send({ type: 'facilities.retried' });
    const listed = await waitFor(actor, (snap) => snap.matches('Listing'));
    expect(selectFacilitiesFailure(listed)).toBeNull();

    const down = start([failure('error02', 'Service unavailable', 503)]);
    await waitFor(down.actor, (snap) => snap.matches('Failed'));
    expect(down.calls).toEqual({ unavailable: 1, restart: 0 });

    const expired = start([failure(ErrorCode.invalidClientSession, 'Invalid Client-Session')]);
    await waitFor(expired.actor, (snap) => snap.matches('Failed'));
    expect(expired.calls).toEqual({ unavailable: 0, restart: 1 });
  });
});

describe('brand facilities paths generated from the chart (xstate/graph)', () => {
  const paths = listModelPaths(brandFacilitiesMachine, {
    input,
    events: [
      doneEvent('loadBrandFacilities', [kyoto]),
      doneEvent('loadBrandFacilities', []),
      errorEvent('loadBrandFacilities', failure('error02', 'Network failure')),
      { type: 'facilities.retried' },
    ],
  });
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(brandFacilitiesMachine).filter((key) => !reached.has(key))).toEqual([]);
  });
  it('replaying each path on a real actor reaches the same state', () => {
    const machine = brandFacilitiesMachine.provide({
      actors: { loadBrandFacilities: pendingActor<BrandFacility[], BrandFacilitiesInput>() },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
