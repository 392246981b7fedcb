import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
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
import type { OpenPageRequest, PayByLinkInput, PayByLinkView, PayRequest } from './context';
import { PAY_BY_LINK_LIMIT_MS, payByLinkMachine } from './machine';
import { selectFailureCode, selectResult } from './selectors';

const input: PayByLinkInput = { paymentNumber: 'demo-kyoto-link', mode: 'pay', today: '2026-03-02' };

const view = (patch: Partial<PayByLinkView> = {}): PayByLinkView => ({
  paymentNumber: 'demo-kyoto-link',
  hotelCode: 'demo-kyoto',
  cardPaymentProvider: 'sandbox',
  hotelName: 'Demo Kyoto',
  subject: 'Dinner',
  amount: 8800,
  currency: 'JPY',
  status: 'awaiting_payment',
  amountVersion: 1,
  paidAt: null,
  refundedAt: null,
  visit: {
    visitId: 'plv_visit_one',
    openedAt: '2026-03-02T03:00:00Z',
    expiresAt: '2026-03-02T04:00:00Z',
    expiresInSeconds: 3600,
  },
  result: null,
  attempt: null,
  ...patch,
});
const attempt = (status: 'pre_3d_secure' | 'failed' | 'captured', failureCode: string | null = null) => ({
  attemptId: 'plp_1',
  status,
  amount: 8800,
  currency: 'JPY',
  card: { brand: 'visa', last4: '1111' },
  challengeUrl: status === 'pre_3d_secure' ? '/api/sandbox/3ds/sbx_auth_1' : null,
  failureCode,
});
const challenged = view({ attempt: attempt('pre_3d_secure') });
const paid = view({ status: 'paid', result: 'paid', paidAt: '2026-03-02T03:10:00Z', attempt: attempt('captured') });
const declined = view({ result: 'failed', attempt: attempt('failed', '3204') });
const validCard = [
  { field: 'number', value: '4111 1111 1111 1111' },
  { field: 'brand', value: 'visa' },
  { field: 'holderName', value: 'HANAKO YAMADA' },
  { field: 'expiryMonth', value: '12' },
  { field: 'expiryYear', value: '2030' },
  { field: 'securityCode', value: '123' },
] as const;

describe('pay-by-link chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (
    actors: { open?: PayByLinkView[]; pay?: (req: PayRequest) => Promise<PayByLinkView>; refresh?: PayByLinkView } = {},
    given = input,
  ) => {
    const opened: string[] = [];
    const openQueue = [...(actors.open ?? [view()])];
    const opens: boolean[] = [];
    const actor = createActor(
      payByLinkMachine.provide({
        actors: {
          openPage: fromPromise(async ({ input: req }) => (opens.push(req.fresh), openQueue.shift() ?? view())),
          payLink: fromPromise(async ({ input: req }) => (actors.pay ?? (async () => paid))(req)),
          refreshView: fromPromise(async () => actors.refresh ?? view()),
          abortPayment: fromPromise(async () => declined),
        },
        actions: { openChallenge: (_, params) => void opened.push(params.url) },
      }),
      { input: given },
    ).start();
    return { actor, opened, opens };
  };
  const fillCard = (actor: ReturnType<typeof start>['actor']) => {
    for (const change of validCard) actor.send({ type: 'card.changed', ...change });
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('pays with a valid card and ends on the paid result', async () => {
    const requests: PayRequest[] = [];
    const { actor } = start({ pay: async (req) => (requests.push(req), paid) });
    await settle();
    expect(stateKey(actor.getSnapshot().value)).toBe('Visit.EnteringCard');
    actor.send({ type: 'card.submitted' });
    expect(actor.getSnapshot().context.cardErrors.number).toBe('required');
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await settle();
    expect(requests).toEqual([expect.objectContaining({ visitId: 'plv_visit_one', amountVersion: 1 })]);
    expect(selectResult(actor.getSnapshot())).toBe('paid');
  });

  it('shows already paid, refunded, cancelled and completed records as results without a form', async () => {
    for (const result of ['already_paid', 'refunded', 'cancelled', 'completed'] as const) {
      const { actor } = start({ open: [view({ result, status: result === 'already_paid' ? 'paid' : result })] });
      await settle();
      expect(selectResult(actor.getSnapshot())).toBe(result);
    }
  });

  it('ends the visit after the hour by the server clock, not a millisecond before; reload opens a new hour', async () => {
    const { actor, opens } = start({ open: [view({ visit: { ...view().visit, expiresInSeconds: 1800 } }), view()] });
    await settle();
    vi.advanceTimersByTime(1800 * 1000 - 1);
    expect(stateKey(actor.getSnapshot().value)).toBe('Visit.EnteringCard');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('OutOfTime');
    actor.send({ type: 'page.reloaded' });
    await settle();
    expect(opens).toEqual([false, true]);
    expect(stateKey(actor.getSnapshot().value)).toBe('Visit.EnteringCard');
    vi.advanceTimersByTime(PAY_BY_LINK_LIMIT_MS);
    expect(actor.getSnapshot().value).toBe('OutOfTime');
  });

  it('offers Update when the amount changed, then pays the new amount version', async () => {
    let calls = 0;
    const { actor } = start({
      pay: async (req) => {
        calls += 1;
        if (req.amountVersion === 1) throw failure('pay_by_link_amount_changed', 'Amount changed', 409);
        return paid;
      },
      refresh: view({ amount: 9900, amountVersion: 2 }),
    });
    await settle();
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await settle();
    expect(stateKey(actor.getSnapshot().value)).toBe('Visit.AmountChanged');
    actor.send({ type: 'amount.updated' });
    await settle();
    expect(actor.getSnapshot().context.view?.amount).toBe(9900);
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await settle();
    expect(calls).toBe(2);
    expect(selectResult(actor.getSnapshot())).toBe('paid');
  });

  it('waits for 3-D Secure on the issuer page; a declined card shows its code and may try again', async () => {
    const { actor, opened } = start({ pay: async () => challenged });
    await settle();
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await settle();
    expect(stateKey(actor.getSnapshot().value)).toBe('Visit.AwaitingChallenge');
    actor.send({ type: 'challenge.opened' });
    expect(opened).toEqual(['/api/sandbox/3ds/sbx_auth_1']);
    actor.send({ type: 'challenge.abandoned' });
    await settle();
    expect(stateKey(actor.getSnapshot().value)).toBe('Visit.EnteringCard');
    expect(selectFailureCode(actor.getSnapshot())).toBe('3204');
  });

  it('answers an expired visit refusal with the out-of-time page, and an unknown number with not found', async () => {
    const { actor } = start({
      pay: async () => {
        throw failure('pay_by_link_expired', 'Payment time over', 422);
      },
    });
    await settle();
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await settle();
    expect(actor.getSnapshot().value).toBe('OutOfTime');
    const missing = createActor(
      payByLinkMachine.provide({
        actors: {
          openPage: fromPromise<PayByLinkView, OpenPageRequest>(async () => {
            throw failure('pay_by_link_not_found', 'Not found', 404);
          }),
        },
      }),
      { input },
    ).start();
    await settle();
    expect(missing.getSnapshot().value).toBe('NotFound');
  });
});

describe('pay-by-link paths (xstate/graph)', () => {
  const stubbed = payByLinkMachine.provide({
    actors: {
      openPage: pendingActor(),
      payLink: pendingActor(),
      refreshView: pendingActor(),
      abortPayment: pendingActor(),
    },
  });
  const displayInput: PayByLinkInput = { ...input, mode: 'display' };
  const events = (snapshot: { value: unknown; context: { card: Record<string, string> } }): EventObject[] => {
    const next = validCard.find((change) => snapshot.context.card[change.field] !== change.value);
    const key = stateKey(snapshot.value as never);
    const list: EventObject[] = [
      doneEvent('openPage', view()),
      doneEvent('openPage', challenged),
      doneEvent('openPage', paid),
      doneEvent('openPage', view({ visit: { ...view().visit, expiresInSeconds: 0 } })),
      errorEvent('openPage', failure('pay_by_link_not_found', 'Not found', 404)),
      errorEvent('openPage', failure('error02', 'Network failure')),
      doneEvent('payLink', paid),
      doneEvent('payLink', challenged),
      errorEvent('payLink', failure('pay_by_link_amount_changed', 'Amount changed', 409)),
      errorEvent('payLink', failure('pay_by_link_expired', 'Expired', 422)),
      doneEvent('refreshView', view({ amountVersion: 2 })),
      doneEvent('abortPayment', declined),
      doneEvent('reopenPage', view()),
      { type: 'card.submitted' },
      { type: 'amount.updated' },
      { type: 'challenge.opened' },
      { type: 'challenge.abandoned' },
      { type: 'page.reloaded' },
      { type: 'xstate.after.visitLimit.payByLink.Visit' },
    ];
    return key === 'Visit.EnteringCard' && next ? [...list, { type: 'card.changed', ...next }] : list;
  };
  const serializeState = (snapshot: { value: unknown; context: { card: unknown; view: PayByLinkView | null } }) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.card,
      snapshot.context.view?.result ?? null,
      snapshot.context.view?.amountVersion ?? null,
    ]);

  it('reaches every state of the payment page, and each path replays on a real actor', () => {
    const paths = listModelPaths(stubbed, { input, events: events as never, serializeState: serializeState as never });
    const displayPaths = listModelPaths(stubbed, {
      input: displayInput,
      events: events as never,
      serializeState: serializeState as never,
    });
    const reached = new Set([...paths, ...displayPaths].map((p) => p.target));
    expect(reached).toEqual(new Set(leafStateKeys(payByLinkMachine)));
    for (const path of paths)
      expect(stateKey(replayPath(stubbed, input, path).value), path.description).toBe(path.target);
    for (const path of displayPaths)
      expect(stateKey(replayPath(stubbed, displayInput, path).value), path.description).toBe(path.target);
  });
});
