import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { leafStateKeys, listModelPaths, replayPath, stateKey } from '../model-paths';
import { THREE_D_SECURE_LIMIT_MS, threeDSecureMachine, type ThreeDSecureInput } from './machine';

const input: ThreeDSecureInput = { challengeUrl: '/api/sandbox/3ds/sbx_auth_1', remainingMs: THREE_D_SECURE_LIMIT_MS };

describe('3-D Secure chart (15-minute limit)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (given: ThreeDSecureInput = input) => {
    const opened: string[] = [];
    const actor = createActor(
      threeDSecureMachine.provide({ actions: { openChallenge: (_, params) => void opened.push(params.url) } }),
      { input: given },
    ).start();
    return { actor, opened };
  };

  it('waits 15 minutes, not a millisecond less, then times out', async () => {
    const { actor } = start();
    const done = toPromise(actor);
    vi.advanceTimersByTime(THREE_D_SECURE_LIMIT_MS - 1);
    expect(actor.getSnapshot().value).toBe('WaitingForPassword');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('TimedOut');
    expect(await done).toEqual({ outcome: 'timed_out' });
  });

  it('counts from what the server says is left (the payment started before the page opened)', () => {
    const { actor } = start({ ...input, remainingMs: 60_000 });
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().value).toBe('WaitingForPassword');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('never waits longer than 15 minutes, and times out at once when nothing is left', () => {
    expect(start({ ...input, remainingMs: 10 * THREE_D_SECURE_LIMIT_MS }).actor.getSnapshot().value).toBe(
      'WaitingForPassword',
    );
    const late = start({ ...input, remainingMs: -5 });
    vi.advanceTimersByTime(0);
    expect(late.actor.getSnapshot().value).toBe('TimedOut');
  });

  it('opens the challenge through the injected navigation and keeps waiting', () => {
    const { actor, opened } = start();
    actor.send({ type: 'challenge.opened' });
    expect(opened).toEqual(['/api/sandbox/3ds/sbx_auth_1']);
    expect(actor.getSnapshot().value).toBe('WaitingForPassword');
  });

  it('ends abandoned when the guest gives up, and the timer no longer fires', async () => {
    const { actor } = start();
    actor.send({ type: 'challenge.abandoned' });
    expect(await toPromise(actor)).toEqual({ outcome: 'abandoned' });
    vi.advanceTimersByTime(THREE_D_SECURE_LIMIT_MS);
    expect(actor.getSnapshot().value).toBe('Abandoned');
  });
});

describe('3-D Secure paths (xstate/graph)', () => {
  const paths = listModelPaths(threeDSecureMachine, {
    input,
    events: [
      { type: 'challenge.opened' },
      { type: 'challenge.abandoned' },
      { type: 'xstate.after.challengeLimit.threeDSecure.WaitingForPassword' } as never,
    ],
  });

  it('reaches every state, and each path replays on a real actor', () => {
    expect(new Set(paths.map((p) => p.target))).toEqual(new Set(leafStateKeys(threeDSecureMachine)));
    for (const path of paths)
      expect(stateKey(replayPath(threeDSecureMachine, input, path).value), path.description).toBe(path.target);
  });
});
