import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { failure, type Failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import { THREE_D_SECURE_LIMIT_MS, threeDSecureMachine } from '../three-d-secure/machine';
import type { PaymentInput, PaymentRequest, PaymentView } from './context';
import { paymentMachine } from './machine';
import { selectChallengeUrl, selectIsAwaitingChallenge, selectIsPaymentBusy, selectSecondsLeft } from './selectors';

const input: PaymentInput = { hotelCode: 'demo-kyoto', transactionId: 'pay_abc' };
const view = (status: PaymentView['status'], extra: Partial<PaymentView> = {}): PaymentView => ({
  transactionId: 'pay_abc',
  status,
  amount: 24000,
  currency: 'JPY',
  challengeUrl: status === 'pre_3d_secure' ? '/api/sandbox/3ds/sbx_auth_1' : null,
  expiresInSeconds: status === 'pre_3d_secure' ? 900 : 0,
  failureCode: null,
  card: { brand: 'visa', last4: '3089' },
  reservation: {
    confirmationNumber: 'R123',
    status: status === 'captured' ? 'done' : 'payment_pending',
    bypassToken: 'tok',
  },
  ...extra,
});

/** A payment chart whose booking API answers from the lists, in order. */
function payment(
  completes: Array<PaymentView | Failure>,
  aborts: Array<PaymentView | Failure> = [],
  paymentInput: PaymentInput = input,
) {
  const calls = {
    complete: 0,
    abort: 0,
    confirmation: [] as string[],
    fail: [] as string[],
    opened: [] as string[],
    cardForm: [] as string[],
  };
  const answer = async (list: Array<PaymentView | Failure>) => {
    const next = list.shift();
    if (!next) return new Promise<PaymentView>(() => {});
    if ('code' in next) throw next;
    return next;
  };
  const machine = paymentMachine.provide({
    actors: {
      completeThreeDSecure: fromPromise<PaymentView, PaymentRequest>(async () => (calls.complete++, answer(completes))),
      abortThreeDSecure: fromPromise<PaymentView, PaymentRequest>(async () => (calls.abort++, answer(aborts))),
      threeDSecure: threeDSecureMachine.provide({
        actions: { openChallenge: (_, params) => void calls.opened.push(params.url) },
      }),
    },
    actions: {
      goToConfirmation: (_, params) => void calls.confirmation.push(params.confirmationNumber),
      goToFailurePage: (_, params) => void calls.fail.push(params.errorCode),
      returnToCardForm: (_, params) => void calls.cardForm.push(params.errorCode),
    },
  });
  return { actor: createActor(machine, { input: paymentInput }).start(), calls };
}

describe('payment chart (3-D Secure pending page)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const flush = () => vi.advanceTimersByTimeAsync(0);

  it('captured on return from the challenge: on to the confirmation', async () => {
    const { actor, calls } = payment([view('captured')]);
    expect(selectIsPaymentBusy(actor.getSnapshot())).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('Captured');
    expect(calls.confirmation).toEqual(['R123']);
  });

  it('still waiting for the password: shows the challenge link and time left; opening it navigates', async () => {
    const { actor, calls } = payment([view('pre_3d_secure', { expiresInSeconds: 840 })]);
    await flush();
    expect(selectIsAwaitingChallenge(actor.getSnapshot())).toBe(true);
    expect(selectChallengeUrl(actor.getSnapshot())).toBe('/api/sandbox/3ds/sbx_auth_1');
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(840);
    actor.send({ type: 'challenge.opened' });
    expect(calls.opened).toEqual(['/api/sandbox/3ds/sbx_auth_1']);
  });

  it('aborts when the 15-minute timer fires (what the server says is left), and shows the timeout code', async () => {
    const { actor, calls } = payment(
      [view('pre_3d_secure', { expiresInSeconds: 600 })],
      [view('cancelled', { failureCode: 'three_d_secure_timeout' })],
    );
    await flush();
    await vi.advanceTimersByTimeAsync(600_000 - 1);
    expect(actor.getSnapshot().value).toBe('AwaitingChallenge');
    expect(calls.abort).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.abort).toBe(1);
    expect(actor.getSnapshot().value).toBe('Cancelled');
    expect(calls.fail).toEqual(['three_d_secure_timeout']);
  });

  it('a full 15 minutes is the longest wait', async () => {
    const { actor, calls } = payment(
      [view('pre_3d_secure', { expiresInSeconds: 900 })],
      [view('cancelled', { failureCode: 'three_d_secure_timeout' })],
    );
    await flush();
    await vi.advanceTimersByTimeAsync(THREE_D_SECURE_LIMIT_MS);
    expect(calls.abort).toBe(1);
    expect(actor.getSnapshot().value).toBe('Cancelled');
  });

  it('abandoning aborts at once; if the answer had already come, what the server settled wins', async () => {
    const { actor, calls } = payment([view('pre_3d_secure')], [view('captured')]);
    await flush();
    actor.send({ type: 'challenge.abandoned' });
    await flush();
    expect(actor.getSnapshot().value).toBe('Captured');
    expect(calls.confirmation).toEqual(['R123']);
  });

  it.each([
    [view('failed', { failureCode: '3006' }), 'Failed', '3006'],
    [view('failed', { failureCode: '3002' }), 'Failed', '3002'],
    [view('cancelled', { failureCode: '3008' }), 'Cancelled', '3008'],
    [failure('1013', 'Payment not found', 404), 'Failed', '1013'],
  ])('%o ends in %s with the failure page for %s', async (reply, state, code) => {
    const { actor, calls } = payment([reply]);
    await flush();
    expect(actor.getSnapshot().value).toBe(state);
    expect(calls.fail).toEqual([code]);
  });

  it.each([
    [view('failed', { failureCode: '3006' }), '3006'],
    [view('cancelled', { failureCode: '3008' }), '3008'],
    [view('cancelled', { failureCode: null }), '3008'],
    [failure('3002', 'Payment failed', 402), '3002'],
  ])(
    'with the booking saved in this tab, %o goes back to its card form with %s (never the failure page)',
    async (reply, code) => {
      const { actor, calls } = payment([reply], [], { ...input, bookingResumable: true });
      await flush();
      expect(actor.getSnapshot().value).toBe('BackToCardForm');
      expect(calls.cardForm).toEqual([code]);
      expect(calls.fail).toEqual([]);
    },
  );

  it('with the booking saved, a refusal that is not a card decline still ends on the failure page', async () => {
    const { actor, calls } = payment([failure('1013', 'Payment not found', 404)], [], {
      ...input,
      bookingResumable: true,
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('Failed');
    expect(calls.cardForm).toEqual([]);
  });

  it('polls while the capture is in progress elsewhere', async () => {
    const { actor, calls } = payment([view('capturing'), view('captured')]);
    await flush();
    expect(actor.getSnapshot().value).toBe('Capturing');
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('Captured');
    expect(calls.complete).toBe(2);
  });

  it('a network failure waits for the guest to retry', async () => {
    const { actor } = payment([failure('error02', 'Network failure'), view('captured')]);
    await flush();
    expect(actor.getSnapshot().value).toBe('Unavailable');
    actor.send({ type: 'payment.retried' });
    await flush();
    expect(actor.getSnapshot().value).toBe('Captured');
  });
});

describe('payment paths (xstate/graph)', () => {
  const events = [
    doneEvent('completeThreeDSecure', view('pre_3d_secure')),
    doneEvent('completeThreeDSecure', view('captured')),
    doneEvent('completeThreeDSecure', view('capturing')),
    doneEvent('completeThreeDSecure', view('failed', { failureCode: '3006' })),
    errorEvent('completeThreeDSecure', failure('error02', 'Network failure')),
    errorEvent('completeThreeDSecure', failure('1013', 'Not found', 404)),
    doneEvent('threeDSecure', { outcome: 'timed_out' }),
    doneEvent('abortThreeDSecure', view('cancelled', { failureCode: 'three_d_secure_timeout' })),
    { type: 'payment.refreshed' },
    { type: 'payment.retried' },
    { type: 'xstate.after.capturePoll.payment.Capturing' },
  ] as never;
  const resumable: PaymentInput = { ...input, bookingResumable: true };
  const paths = [input, resumable].flatMap((start) =>
    listModelPaths(paymentMachine, {
      input: start,
      events,
      serializeState: (s) => JSON.stringify([s.value, s.context.payment?.status ?? null]),
    }).map((path) => ({ ...path, start })),
  );

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((p) => p.target));
    expect(leafStateKeys(paymentMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('only confirms a captured payment and only fails with a code; replays on a real actor', () => {
    const machine = paymentMachine.provide({
      actors: {
        completeThreeDSecure: pendingActor<PaymentView, PaymentRequest>(),
        abortThreeDSecure: pendingActor<PaymentView, PaymentRequest>(),
      },
    });
    for (const path of paths) {
      if (path.target === 'Captured')
        expect(['captured', 'persisted']).toContain(path.snapshot.context.payment?.status);
      if (path.target === 'BackToCardForm') expect(path.start.bookingResumable, path.description).toBe(true);
      if (path.target === 'Failed' || path.target === 'Cancelled' || path.target === 'BackToCardForm') {
        expect(
          path.snapshot.context.payment?.failureCode ?? path.snapshot.context.failure?.code,
          path.description,
        ).toBeTruthy();
      }
      expect(stateKey(replayPath(machine, path.start, path).value), path.description).toBe(path.target);
    }
  });
});
