import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
import { createClientSessionStore, createMemoryStorage } from '../transport/client-session';
import type { GatewayClient } from '../transport/graphql-client';
import { operationNameOf } from '../transport/graphql-client';
import { createAgencySessionActors } from './actors';
import { agencySessionMachine, type AgencyClientSession } from './machine';
import { selectRouteMayShow, selectSessionFailed, selectSessionsStarted } from './selectors';

/** A gateway that hands out numbered agency sessions, or fails while `down` is set. */
function fakeGateway() {
  const state = { started: 0, down: false, operations: [] as string[] };
  const client: GatewayClient = {
    async request(document) {
      state.operations.push(operationNameOf(document) ?? '');
      if (state.down) throw failure('error02', 'Service Unavailable', 503);
      state.started += 1;
      return { startClientSession: { token: `agency-${state.started}`, expiresAt: '2099-01-01T00:00:00Z' } } as never;
    },
  };
  return { client, state };
}

function start(path = '/') {
  const storage = createMemoryStorage();
  const sessions = createClientSessionStore(storage);
  const gateway = fakeGateway();
  const actor = createActor(agencySessionMachine.provide(createAgencySessionActors(gateway.client, sessions)), {
    input: { path },
  }).start();
  return { actor, sessions, gateway };
}

describe('agency session: before each route a client session is obtained if none is stored', () => {
  it("obtains one from the agency site's own API client when none is stored, and stores it", async () => {
    const { actor, sessions, gateway } = start('/');
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(gateway.state.operations).toEqual(['StartAgencyClientSession']);
    expect(sessions.read()).toBe('agency-1');
    expect(selectSessionsStarted(actor.getSnapshot())).toBe(1);
  });

  it('reuses the stored session on the next routes, and obtains a new one once it is gone', async () => {
    const { actor, sessions, gateway } = start('/');
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'route.entered', path: '/search-hotels' });
    // The page stays shown while the stored session is checked again.
    expect(selectRouteMayShow(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(gateway.state.started).toBe(1);
    sessions.clear();
    actor.send({ type: 'route.entered', path: '/hotels/demo-kyoto' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.clientSession === 'agency-2');
    expect(sessions.read()).toBe('agency-2');
    expect(actor.getSnapshot().context.path).toBe('/hotels/demo-kyoto');
  });

  it('shows the failure when no session can be obtained, and tries again when asked', async () => {
    const { actor, gateway } = start('/test');
    gateway.state.down = true;
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectSessionFailed(actor.getSnapshot())).toBe(true);
    expect(selectRouteMayShow(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.failure?.code).toBe('error02');
    gateway.state.down = false;
    actor.send({ type: 'session.retried' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(actor.getSnapshot().context.clientSession).toBe('agency-1');
  });

  it('drops a refused session and obtains a new one', async () => {
    const { actor, sessions } = start('/');
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'session.invalidated' });
    expect(sessions.read()).toBeNull();
    await waitFor(actor, (s) => s.matches('Ready') && s.context.clientSession === 'agency-2');
  });

  it('treats a storage that cannot be read as empty', async () => {
    const machine = agencySessionMachine.provide({
      actors: {
        readStoredClientSession: fromPromise<string | null, void>(async () => {
          throw new Error('storage blocked');
        }),
        startAgencyClientSession: fromPromise<AgencyClientSession, void>(async () => ({
          token: 'fresh',
          expiresAt: '2099-01-01T00:00:00Z',
        })),
      },
    });
    const actor = createActor(machine, { input: { path: '/' } }).start();
    expect((await waitFor(actor, (s) => s.matches('Ready'))).context.clientSession).toBe('fresh');
  });
});

describe('agency session paths generated from the chart (xstate/graph)', () => {
  type Snap = ReturnType<typeof agencySessionMachine.transition>;
  const input = { path: '/' };
  const serializeState = (s: Snap) =>
    JSON.stringify([s.value, s.context.clientSession, s.context.failure?.code ?? null, s.context.sessionsStarted > 0]);
  const events = [
    doneEvent('readStoredClientSession', 'stored-token'),
    doneEvent('readStoredClientSession', null),
    errorEvent('readStoredClientSession', new Error('storage blocked')),
    doneEvent('startAgencyClientSession', { token: 'agency-token', expiresAt: '2099-01-01T00:00:00Z' }),
    errorEvent('startAgencyClientSession', failure('error02', 'Service Unavailable', 503)),
    { type: 'route.entered', path: '/search-hotels' },
    { type: 'session.retried' },
    { type: 'session.invalidated' },
  ];
  const paths = listModelPaths(agencySessionMachine, { input, events, serializeState });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(agencySessionMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('shows a route only with a client session in hand, and a failure only without one', () => {
    for (const path of paths) {
      const { context } = path.snapshot;
      if (path.target === 'Ready') expect(context.clientSession, path.description).not.toBeNull();
      if (path.target === 'Failed') {
        expect(context.clientSession, path.description).toBeNull();
        expect(context.failure, path.description).not.toBeNull();
        expect(selectRouteMayShow(path.snapshot), path.description).toBe(false);
      }
    }
  });

  it('replaying each path on a real actor reaches the same state and context', () => {
    const machine = agencySessionMachine.provide({
      actors: {
        readStoredClientSession: pendingActor<string | null, void>(),
        startAgencyClientSession: pendingActor<AgencyClientSession, void>(),
      },
    });
    expect(paths.length).toBeGreaterThan(4);
    for (const path of paths) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      expect(serializeState(snapshot as Snap), path.description).toBe(serializeState(path.snapshot));
    }
  });
});
