import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';

/**
 * Paths through a chart, generated with xstate/graph, for unit tests here and for the QA
 * Playwright suite (one browser test per path, each event mapped to a user action).
 *
 * Invoked actors are traversed by listing their completion events: `doneEvent('createReservation',
 * output)` and `errorEvent('createReservation', failure)` (VERSIONS.md). Traversal is pure: no
 * actor runs, no action executes.
 */

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;
type Event<M extends AnyStateMachine> = EventFromLogic<M>;

export interface ModelPathOptions<M extends AnyStateMachine> {
  input: InputFrom<M>;
  /** The events to try in every state (a list, or a function of the snapshot). */
  events: readonly EventObject[] | ((snapshot: Snapshot<M>) => readonly EventObject[]);
  /** shortest (default): one path per distinct state; simple: every path without a repeated state. */
  strategy?: 'shortest' | 'simple';
  /**
   * What makes two snapshots the same state for the traversal; defaults to the state value plus
   * the whole context. Pass a smaller digest to keep the graph small.
   */
  serializeState?: (snapshot: Snapshot<M>) => string;
}

export interface ModelPath<M extends AnyStateMachine> {
  /** `"xstate.init" -> room.incremented -> ... => EnteringGuestDetails` */
  description: string;
  /** The dotted state value the path ends in, e.g. `Submitting.SendingReservation`. */
  target: string;
  /** The events to send after start, in order (without xstate.init). */
  events: Event<M>[];
  /** The snapshot the traversal reached. */
  snapshot: Snapshot<M>;
}

/** An actor that never settles: the replayed path's own done/error events move the chart on. */
export function pendingActor<TOutput, TInput>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

export function doneEvent(actorId: string, output: unknown): EventObject {
  return { type: `xstate.done.actor.${actorId}`, output } as EventObject;
}

export function errorEvent(actorId: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${actorId}`, error } as EventObject;
}

/** A state value as dotted leaf paths: `{ Submitting: 'SendingReservation' }` -> `Submitting.SendingReservation`. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child && (typeof child === 'string' || Object.keys(child).length > 0)
        ? `${key}.${stateKey(child as StateValue)}`
        : key,
    )
    .join(',');
}

/** A state left at once by an unguarded eventless (`always`) transition: no path can end there. */
function isTransient(node: AnyStateMachine['root']): boolean {
  return (node.always ?? []).some((transition) => !transition.guard);
}

/**
 * Every atomic (leaf) state a path can end in, as a dotted key, e.g.
 * `ObtainingClientSession.StartingClientSession`. Transient states are left out.
 */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateMachine['root'], path: string[]) => {
    const children = Object.values(node.states) as AnyStateMachine['root'][];
    if (children.length === 0) {
      if (!isTransient(node)) keys.push(path.join('.'));
      return;
    }
    for (const child of children) visit(child, [...path, child.key]);
  };
  visit(machine.root, []);
  return keys;
}

export function listModelPaths<M extends AnyStateMachine>(machine: M, options: ModelPathOptions<M>): ModelPath<M>[] {
  const generate = options.strategy === 'simple' ? getSimplePaths : getShortestPaths;
  const traversal = {
    input: options.input,
    events: options.events as never,
    ...(options.serializeState ? { serializeState: options.serializeState as never } : {}),
  };
  const paths = generate(machine, traversal) as StatePath<Snapshot<M>, Event<M>>[];
  return paths.map((path) => {
    const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
    const target = stateKey((path.state as { value: StateValue }).value);
    return {
      description: [...events.map((event) => event.type), `=> ${target}`].join(' -> '),
      target,
      events,
      snapshot: path.state,
    };
  });
}

/**
 * Replays a path on a real actor of `machine` (provide it with actors that never settle, so only
 * the path's own done/error events move it on) and returns the snapshot it ends in.
 */
export function replayPath<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  path: Pick<ModelPath<M>, 'events'>,
): Snapshot<M> {
  const actor = createActor(machine, { input } as never);
  actor.start();
  for (const event of path.events) actor.send(event as never);
  const snapshot = actor.getSnapshot() as Snapshot<M>;
  actor.stop();
  return snapshot;
}
