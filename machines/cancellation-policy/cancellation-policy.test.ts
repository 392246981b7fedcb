import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cancellationPolicyMachine } from './machine';
import type { CancellationPolicy, LoadCancellationPoliciesInput } from './context';
import { failure, type Failure } from '../failure';
import {
  selectCanRetryPolicies,
  selectHasNoPolicies,
  selectIsLoadingPolicies,
  selectIsShowingPolicies,
  selectPolicies,
  selectPoliciesErrorTitle,
} from './selectors';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';

const policy: CancellationPolicy = {
  id: 7,
  name: 'Standard',
  description: 'Free until 3 days before',
  noShowPercentageOfCost: 100,
  parts: [{ daysBefore: 3, hoursAfter: 0, percentageOfCost: 50 }],
};

/** The chart with a fake actor: replies are consumed in order; 'hang' never settles. */
function policies(replies: Array<CancellationPolicy[] | Failure | 'hang'>) {
  const asked: LoadCancellationPoliciesInput[] = [];
  const calls = { unavailable: 0, restart: 0 };
  const machine = cancellationPolicyMachine.provide({
    actors: {
      loadCancellationPolicies: fromPromise<CancellationPolicy[], LoadCancellationPoliciesInput>(async ({ input }) => {
        asked.push(input);
        const reply = replies.shift() ?? [policy];
        if (reply === 'hang') return new Promise<CancellationPolicy[]>(() => {});
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
    actions: {
      goToServiceUnavailable: () => void calls.unavailable++,
      restartSession: () => void calls.restart++,
    },
  });
  const actor = createActor(machine, { input: { hotelCode: 'demo-kyoto' } }).start();
  return { actor, asked, calls };
}

describe('cancellation-policy chart', () => {
  it('loads the hotel’s policies at once (tag Loading), then shows them', async () => {
    const { actor, asked } = policies([[policy]]);
    expect(actor.getSnapshot().value).toBe('Loading');
    expect(selectIsLoadingPolicies(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toEqual([{ hotelCode: 'demo-kyoto' }]);
    expect(selectIsLoadingPolicies(s)).toBe(false);
    expect(selectIsShowingPolicies(s)).toBe(true);
    expect(selectPolicies(s)).toEqual([policy]);
    expect(selectPoliciesErrorTitle(s)).toBeNull();
  });

  it('no policies -> Empty (the no-data text)', async () => {
    const { actor } = policies([[]]);
    const s = await waitFor(actor, (snap) => snap.matches('Empty'));
    expect(selectHasNoPolicies(s)).toBe(true);
    expect(selectPolicies(s)).toEqual([]);
  });

  it('a failure -> Failed with its title; retry loads again', async () => {
    const { actor, asked } = policies([failure('1001', 'Hotel not found', 404), [policy]]);
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(selectPoliciesErrorTitle(failed)).toBe('Hotel not found');
    expect(selectCanRetryPolicies(failed)).toBe(true);
    actor.send({ type: 'policies.retried' });
    expect(selectIsLoadingPolicies(actor.getSnapshot())).toBe(true);
    expect(selectPoliciesErrorTitle(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toHaveLength(2);
  });

  it('retry is possible only after a failure', async () => {
    const { actor, asked } = policies([[policy]]);
    expect(selectCanRetryPolicies(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'policies.retried' });
    expect(actor.getSnapshot().value).toBe('Showing');
    expect(asked).toHaveLength(1);
  });

  it('503 goes to the service-unavailable page; 1009 restarts the session', async () => {
    const down = policies([failure('error02', 'Service Unavailable', 503)]);
    await waitFor(down.actor, (snap) => snap.matches('Failed'));
    expect(down.calls).toEqual({ unavailable: 1, restart: 0 });
    const dead = policies([failure('1009', 'Invalid Client-Session', 401)]);
    await waitFor(dead.actor, (snap) => snap.matches('Failed'));
    expect(dead.calls).toEqual({ unavailable: 0, restart: 1 });
  });
});

describe('cancellation-policy paths generated from the chart (xstate/graph)', () => {
  const input = { hotelCode: 'demo-kyoto' };
  const paths = listModelPaths(cancellationPolicyMachine, {
    input,
    events: [
      doneEvent('loadCancellationPolicies', [policy]),
      doneEvent('loadCancellationPolicies', []),
      errorEvent('loadCancellationPolicies', failure('error02', 'Network failure')),
      { type: 'policies.retried' },
    ],
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(cancellationPolicyMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replaying each path on a real actor reaches the same state', () => {
    const machine = cancellationPolicyMachine.provide({
      actors: { loadCancellationPolicies: pendingActor<CancellationPolicy[], LoadCancellationPoliciesInput>() },
    });
    for (const path of paths) {
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
    }
  });
});
