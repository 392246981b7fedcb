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
import type { PriceSummary } from '../pricing/price-summary';
import { quoteRequestOf } from '../pricing/quote-request';
import type { PriceQuoteRequest, PricedSummary } from './context';
import { priceQuoteMachine } from './machine';
import { selectCanRetryPrice, selectIsPricing, selectPriceFailure, selectPriceSummary } from './selectors';

const summary = { currency: 'JPY', totalPrice: 29000, couponDiscountAmount: 4000 } as PriceSummary;
const quote: PriceQuoteRequest = {
  kind: 'quote',
  hotelCode: 'demo-kyoto',
  checkin: '2026-04-06',
  checkout: '2026-04-09',
  rooms: [{ roomPlanCode: 'P', adults: 2, children: 0 }],
  couponCode: 'WELCOME2000',
};

function chart(replies: Array<PricedSummary | Failure | 'hang'>) {
  const asked: PriceQuoteRequest[] = [];
  const machine = priceQuoteMachine.provide({
    actors: {
      loadSummary: fromPromise<PricedSummary, PriceQuoteRequest>(async ({ input }) => {
        asked.push(input);
        const reply = replies.shift() ?? { summary, discountCode: null };
        if (reply === 'hang') return new Promise<PricedSummary>(() => {});
        if ('code' in reply) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine).start(), asked };
}

describe('price-quote chart', () => {
  it('waits for a request, prices it (tag Loading) and shows the summary', async () => {
    const { actor, asked } = chart([{ summary, discountCode: null }]);
    expect(actor.getSnapshot().value).toBe('Idle');
    actor.send({ type: 'quote.requested', request: quote });
    expect(selectIsPricing(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toEqual([quote]);
    expect(selectPriceSummary(s)).toEqual(summary);
  });

  it('a refused code fails with its catalogue code; a retry prices again', async () => {
    const { actor, asked } = chart([failure('1500', 'Coupon expired'), { summary, discountCode: null }]);
    actor.send({ type: 'quote.requested', request: quote });
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(selectPriceFailure(failed)?.code).toBe('1500');
    expect(selectPriceSummary(failed)).toBeNull();
    expect(selectCanRetryPrice(failed)).toBe(true);
    actor.send({ type: 'quote.retried' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toHaveLength(2);
  });

  it('a new request while loading restarts with the latest one', async () => {
    const { actor, asked } = chart(['hang', { summary, discountCode: null }]);
    actor.send({ type: 'quote.requested', request: quote });
    const other = { ...quote, paymentType: 'credit_card' };
    actor.send({ type: 'quote.requested', request: other });
    await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toEqual([quote, other]);
  });

  it('a reservation without a stored summary shows none', async () => {
    const { actor } = chart([{ summary: null, discountCode: null }]);
    actor.send({
      type: 'quote.requested',
      request: { kind: 'reservation', hotelCode: 'demo-kyoto', confirmationNumber: 'ABC' },
    });
    const s = await waitFor(actor, (snap) => snap.matches('NoSummary'));
    expect(selectPriceSummary(s)).toBeNull();
  });

  it('model paths reach every state, and replay on a real actor', () => {
    const paths = listModelPaths(priceQuoteMachine, {
      input: undefined as never,
      events: [
        { type: 'quote.requested', request: quote } as { type: string },
        doneEvent('loadSummary', { summary, discountCode: null }),
        doneEvent('loadSummary', { summary: null, discountCode: null }),
        errorEvent('loadSummary', failure('2001', 'Promotion cannot apply to plan')),
        { type: 'quote.retried' },
      ],
    });
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(priceQuoteMachine).filter((key) => !reached.has(key))).toEqual([]);
    const machine = priceQuoteMachine.provide({
      actors: { loadSummary: pendingActor<PricedSummary, PriceQuoteRequest>() },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, undefined as never, path).value), path.description).toBe(path.target);
  });
});

describe('quote request of the booking selection', () => {
  it('lists every chosen room with its guests, the searched code and the payment method', () => {
    const stay = { checkin: '2026-04-06', checkout: '2026-04-09', adults: 2, children: 1, couponCode: 'WELCOME2000' };
    const line = { roomTypeCode: 'T', roomPlanCode: 'P', quantity: 2, roomPrice: 1, roomTax: 0, currency: 'JPY' };
    expect(quoteRequestOf('demo-kyoto', stay, [line], 'on_site')).toEqual({
      kind: 'quote',
      hotelCode: 'demo-kyoto',
      checkin: '2026-04-06',
      checkout: '2026-04-09',
      paymentType: 'on_site',
      couponCode: 'WELCOME2000',
      rooms: [
        { roomPlanCode: 'P', adults: 2, children: 1 },
        { roomPlanCode: 'P', adults: 2, children: 1 },
      ],
    });
    expect(quoteRequestOf('demo-kyoto', stay, [], 'on_site')).toBeNull();
  });

  it("carries each room's children by tier or age, as the reservation request does", () => {
    const stay = {
      checkin: '2026-04-06',
      checkout: '2026-04-09',
      adults: 2,
      children: 1,
      rooms: [
        { adults: 2, children: 2, kidsTiers: { A: 1, B: 1 } },
        { adults: 2, children: 1, kidsAges: [8] },
      ],
    };
    const line = {
      roomTypeCode: 'T',
      roomPlanCode: 'P',
      quantity: 2,
      roomPrice: 1,
      roomTax: 0,
      currency: 'KRW',
      rooms: [
        { slot: 1, adults: 2, children: 1, roomPrice: 1, roomTax: 0 },
        { slot: 0, adults: 2, children: 2, roomPrice: 1, roomTax: 0 },
      ],
    };
    expect(
      (quoteRequestOf('demo-seoul', stay, [line], null) as Extract<PriceQuoteRequest, { kind: 'quote' }>).rooms,
    ).toEqual([
      { roomPlanCode: 'P', adults: 2, children: 1, kidsAges: [8] },
      {
        roomPlanCode: 'P',
        adults: 2,
        children: 2,
        kidsTiers: [
          { code: 'A', count: 1 },
          { code: 'B', count: 1 },
        ],
      },
    ]);
  });
});
