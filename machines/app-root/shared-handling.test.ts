import { createActor, setup, type AnyActorRef } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { appRootMachine } from './machine';
import { APP_ROOT_ID, withSharedHandling } from './shared-handling';

const chart = setup({
  actions: { goToServiceUnavailable: () => {}, restartSession: () => {}, other: () => {} },
}).createMachine({
  on: {
    'gateway.down': { actions: 'goToServiceUnavailable' },
    'session.lost': { actions: 'restartSession' },
  },
});

function rootWith(handling: { goToServiceUnavailable: () => void; restartSession: () => void }) {
  return createActor(appRootMachine.provide({ actions: handling }), { systemId: APP_ROOT_ID }).start();
}

describe('the handling every chart shares', () => {
  it("a chart's 503 and lost session reach the app root's one handling", () => {
    const handling = { goToServiceUnavailable: vi.fn(), restartSession: vi.fn() };
    const root = rootWith(handling);
    root.send({ type: 'chart.opened', id: 'receipt#1', systemId: 'receipt', logic: withSharedHandling(chart) });
    const receipt = root.system.get('receipt') as AnyActorRef;
    receipt.send({ type: 'gateway.down' });
    expect(handling.goToServiceUnavailable).toHaveBeenCalledTimes(1);
    expect(handling.restartSession).not.toHaveBeenCalled();
    receipt.send({ type: 'session.lost' });
    expect(handling.restartSession).toHaveBeenCalledTimes(1);
  });

  it('overrides what a provider gave those actions, and leaves a chart without them as it is', () => {
    const own = vi.fn();
    const handling = { goToServiceUnavailable: vi.fn(), restartSession: vi.fn() };
    const root = rootWith(handling);
    const provided = chart.provide({ actions: { goToServiceUnavailable: own } });
    root.send({ type: 'chart.opened', id: 'search#1', systemId: 'search', logic: withSharedHandling(provided) });
    (root.system.get('search') as AnyActorRef).send({ type: 'gateway.down' });
    expect(own).not.toHaveBeenCalled();
    expect(handling.goToServiceUnavailable).toHaveBeenCalledTimes(1);
    const plain = setup({}).createMachine({});
    expect(withSharedHandling(plain)).toBe(plain);
  });

  it("gives a provider's own chart the handling without building it again, and leaves the chart it came from as it was", () => {
    const before = { ...chart.implementations.actions };
    const own = vi.fn();
    const handling = { goToServiceUnavailable: vi.fn(), restartSession: vi.fn() };
    const root = rootWith(handling);
    const provided = chart.provide({ actions: { goToServiceUnavailable: own } });
    const logic = withSharedHandling(provided, { own: true });
    expect(logic).toBe(provided);
    root.send({ type: 'chart.opened', id: 'search#1', systemId: 'search', logic });
    const search = root.system.get('search') as AnyActorRef;
    search.send({ type: 'gateway.down' });
    search.send({ type: 'session.lost' });
    expect(own).not.toHaveBeenCalled();
    expect(handling.goToServiceUnavailable).toHaveBeenCalledTimes(1);
    expect(handling.restartSession).toHaveBeenCalledTimes(1);
    // The chart it was provided from keeps its own actions.
    expect(chart.implementations.actions).toEqual(before);
  });
});
