import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
import type {
  PointsEvent,
  ExchangeRequest,
  HistoryPage,
  PointExchangeView,
  PointInfoView,
  PointsOverview,
  PointsOverviewRequest,
} from './context';
import { pointsMachine } from './machine';
import { exchangeProblem, maximumSpend, parsePoints, pointSpendProblem } from './point-amounts';
import {
  selectCanRequestPage,
  selectExchangeFailure,
  selectExchangeProblem,
  selectHistory,
  selectIsExchanging,
  selectLastExchange,
  selectPointInfo,
  selectPointsLoadFailure,
} from './selectors';

const info: PointInfoView = {
  totalPoint: 3000,
  rankingPointsValue: 6500,
  futurePoints: 200,
  pointProgramEnabled: true,
  program: { id: 1, name: 'Demo Members', default: true },
  rank: { id: 2, name: 'Silver', rankingPointsThreshold: 5000, pointRatePercent: 2 },
  nextRank: { id: 3, name: 'Gold', rankingPointsThreshold: 20000, pointRatePercent: 3 },
  spendStep: 100,
  spendMinimum: 500,
  exchangeStep: 500,
  exchangeAvailable: true,
};
const page = (n: number, totalPages = 2): HistoryPage => ({
  entries: [
    {
      id: n,
      type: 'gained',
      amount: 100 * n,
      date: '2026-03-01T00:00:00.000Z',
      reservationNumber: null,
      exchangeCode: null,
    },
  ],
  page: n,
  totalPages,
  totalEntries: 6,
  programEnabled: true,
});
const exchange: PointExchangeView = {
  id: 9,
  amount: 1000,
  exchangeType: 'digico',
  code: 'DG-ABCDEFGHJKLM',
  validUntil: '2026-08-29T03:00:00.000Z',
  createdAt: '2026-03-02T03:00:00.000Z',
};
const input = { hotelCode: 'demo-kyoto' };

/** The chart with fake actors answering from queues; records what was sent. */
function points(
  overviews: Array<PointsOverview | Failure>,
  exchanges: Array<PointExchangeView | Failure> = [],
  pages: Array<HistoryPage | Failure> = [],
) {
  const sent: ExchangeRequest[] = [];
  let keys = 0;
  const machine = pointsMachine.provide({
    actors: {
      fetchOverview: fromPromise<PointsOverview, PointsOverviewRequest>(async () => {
        const reply = overviews.shift() ?? { info, history: page(1) };
        if ('code' in reply) throw reply;
        return reply;
      }),
      fetchHistoryPage: fromPromise<HistoryPage, PointsOverviewRequest>(async ({ input: i }) => {
        const reply = pages.shift() ?? page(i.page);
        if ('code' in reply) throw reply;
        return reply;
      }),
      generateIdempotencyKey: fromPromise<string, void>(async () => `key-${(keys += 1)}`),
      exchangePoints: fromPromise<PointExchangeView, ExchangeRequest>(async ({ input: i }) => {
        sent.push(i);
        const reply = exchanges.shift() ?? exchange;
        if ('code' in reply && !('exchangeType' in reply)) throw reply;
        return reply as PointExchangeView;
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), sent };
}

describe('point amounts', () => {
  const rules = { step: 100, minimum: 500, balance: 3000 };
  it('applies the spending rules of SPEC.md section 5 in order', () => {
    expect(parsePoints(' 1,200 ')).toBe(1200);
    expect(parsePoints('12a')).toBeNull();
    expect(pointSpendProblem(0, rules, 10000, false)).toBeNull();
    expect(pointSpendProblem(550, rules, 10000, false)).toBe('point_step_invalid');
    expect(pointSpendProblem(400, rules, 10000, false)).toBe('point_below_minimum');
    expect(pointSpendProblem(3100, rules, 10000, false)).toBe('2401');
    expect(pointSpendProblem(1000, rules, 900, false)).toBe('point_above_price');
    expect(pointSpendProblem(1000, rules, 1000, true)).toBe('zero_total_with_card');
    expect(pointSpendProblem(1000, rules, 1000, false)).toBeNull();
    expect(maximumSpend(rules, 10000, false)).toBe(3000);
    expect(maximumSpend(rules, 1250, false)).toBe(1200);
    expect(maximumSpend(rules, 1000, true)).toBe(900);
    expect(maximumSpend({ ...rules, balance: 400 }, 1000, false)).toBe(0);
    expect(exchangeProblem(600, 500, 3000)).toBe('point_exchange_invalid');
    expect(exchangeProblem(3500, 500, 3000)).toBe('2401');
    expect(exchangeProblem(1000, 500, 3000)).toBeNull();
  });
});

describe('points chart', () => {
  it('loads the overview and pages the history only to pages that exist', async () => {
    const { actor } = points([]);
    let s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(selectPointInfo(s)?.totalPoint).toBe(3000);
    expect(selectCanRequestPage(0)(s)).toBe(false);
    expect(selectCanRequestPage(3)(s)).toBe(false);
    actor.send({ type: 'history.pageRequested', page: 2 });
    s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(selectHistory(s)?.page).toBe(2);
  });

  it('exchanges only after confirmation, once for a double click, and shows the code', async () => {
    const { actor, sent } = points([]);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'exchange.started' });
    actor.send({ type: 'exchange.amountChanged', value: '600' });
    actor.send({ type: 'exchange.submitted' });
    expect(selectExchangeProblem(actor.getSnapshot())).toBe('point_exchange_invalid');
    actor.send({ type: 'exchange.amountChanged', value: '1000' });
    actor.send({ type: 'exchange.submitted' });
    expect(actor.getSnapshot().value).toBe('ConfirmingExchange');
    actor.send({ type: 'exchange.confirmed' });
    expect(selectIsExchanging(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'exchange.confirmed' });
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(sent).toEqual([{ hotelCode: 'demo-kyoto', amount: 1000, idempotencyKey: 'key-1' }]);
    expect(selectLastExchange(s)?.code).toBe('DG-ABCDEFGHJKLM');
  });

  it('retries a lost exchange with the same key, and a refused one with a new key', async () => {
    const { actor, sent } = points([], [failure('error02', 'Network failure'), exchange]);
    await waitFor(actor, (snap) => snap.matches('Showing'));
    actor.send({ type: 'exchange.started' });
    actor.send({ type: 'exchange.amountChanged', value: '1000' });
    actor.send({ type: 'exchange.submitted' });
    actor.send({ type: 'exchange.confirmed' });
    const failed = await waitFor(actor, (snap) => snap.matches('EnteringExchange') && snap.context.failure !== null);
    expect(selectExchangeFailure(failed)?.code).toBe('error02');
    actor.send({ type: 'exchange.submitted' });
    actor.send({ type: 'exchange.confirmed' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);

    const refused = points([], [failure('2401', 'Not enough points', 422), exchange]);
    await waitFor(refused.actor, (snap) => snap.matches('Showing'));
    refused.actor.send({ type: 'exchange.started' });
    refused.actor.send({ type: 'exchange.amountChanged', value: '1000' });
    refused.actor.send({ type: 'exchange.submitted' });
    refused.actor.send({ type: 'exchange.confirmed' });
    await waitFor(refused.actor, (snap) => snap.matches('EnteringExchange') && snap.context.failure !== null);
    refused.actor.send({ type: 'exchange.submitted' });
    refused.actor.send({ type: 'exchange.confirmed' });
    await waitFor(refused.actor, (snap) => snap.matches('Showing'));
    expect(refused.sent.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('shows a load failure and retries', async () => {
    const { actor } = points([failure('error02', 'Network failure')]);
    const failed = await waitFor(actor, (snap) => snap.matches('LoadFailed'));
    expect(selectPointsLoadFailure(failed)?.code).toBe('error02');
    actor.send({ type: 'load.retried' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
  });

  const userEvents: PointsEvent[] = [
    { type: 'history.pageRequested', page: 2 },
    { type: 'exchange.amountChanged', value: '1000' },
  ];
  const paths = listModelPaths(pointsMachine, {
    input,
    events: [
      doneEvent('fetchOverview', { info, history: page(1) }),
      errorEvent('fetchOverview', failure('error02', 'Network failure')),
      { type: 'load.retried' },
      ...userEvents,
      doneEvent('fetchHistoryPage', page(2)),
      errorEvent('fetchHistoryPage', failure('error02', 'Network failure')),
      { type: 'exchange.started' },
      { type: 'exchange.submitted' },
      { type: 'exchange.confirmed' },
      { type: 'exchange.cancelled' },
      doneEvent('generateIdempotencyKey', 'key-1'),
      errorEvent('generateIdempotencyKey', new Error('no crypto')),
      doneEvent('exchangePoints', exchange),
      errorEvent('exchangePoints', failure('2401', 'Not enough points', 422)),
      doneEvent('refreshOverview', { info, history: page(1) }),
      errorEvent('refreshOverview', failure('error02', 'Network failure')),
    ],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.history?.page,
        s.context.exchangeAmount,
        s.context.idempotencyKey,
        s.context.failure?.code ?? null,
        s.context.info === null,
      ]),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(pointsMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replaying each path on a real actor reaches the same state', () => {
    const machine = pointsMachine.provide({
      actors: {
        fetchOverview: pendingActor<PointsOverview, PointsOverviewRequest>(),
        fetchHistoryPage: pendingActor<HistoryPage, PointsOverviewRequest>(),
        generateIdempotencyKey: pendingActor<string, void>(),
        exchangePoints: pendingActor<PointExchangeView, ExchangeRequest>(),
      },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
