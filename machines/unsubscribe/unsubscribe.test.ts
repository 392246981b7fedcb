import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure } from '../failure';
import { unsubscribeMachine } from './machine';

function start(token: string | null, subscribed: boolean | 'invalid') {
  const calls: string[] = [];
  const shown: string[] = [];
  const actor = createActor(
    unsubscribeMachine.provide({
      actors: {
        checkLink: fromPromise(async ({ input }) => {
          calls.push(`check:${input.token}`);
          if (subscribed === 'invalid') throw failure('1000', 'Invalid link', 422);
          return { email: 'promo@example.com', subscribed };
        }),
        unsubscribe: fromPromise(async ({ input }) => {
          calls.push(`unsubscribe:${input.token}`);
          return { email: 'promo@example.com', subscribed: false };
        }),
      },
      actions: { showSuccess: () => shown.push('success') },
    }),
    { input: { token } },
  ).start();
  return { actor, calls, shown };
}

describe('unsubscribe chart', () => {
  it('asks, unsubscribes once and shows the success page', async () => {
    const { actor, calls, shown } = start('tok', true);
    await waitFor(actor, (s) => s.matches('Asking'));
    actor.send({ type: 'unsubscribe.confirmed' });
    actor.send({ type: 'unsubscribe.confirmed' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(calls).toEqual(['check:tok', 'unsubscribe:tok']);
    expect(shown).toEqual(['success']);
  });

  it('says so when the address is already off, and refuses a missing or bad token', async () => {
    expect((await waitFor(start('tok', false).actor, (s) => s.matches('AlreadyOff'))).context.subscription?.email).toBe(
      'promo@example.com',
    );
    const missing = start(null, true);
    expect(missing.actor.getSnapshot().matches('Invalid')).toBe(true);
    expect(missing.calls).toEqual([]);
    expect((await waitFor(start('bad', 'invalid').actor, (s) => s.matches('Invalid'))).context.failure?.code).toBe(
      '1000',
    );
  });
});
