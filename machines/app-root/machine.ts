import {
  assign,
  enqueueActions,
  setup,
  stopChild,
  type ActorSystem,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import { decide, relayWiring, type RelayName, type Told } from './relays';

/** The charts come as logic in `chart.opened` (the root knows none of them ahead): spawned untyped. */
type SpawnAny = (
  logic: AnyActorLogic,
  options: { id: string; systemId?: string; input?: unknown; syncSnapshot?: boolean },
) => AnyActorRef;

/**
 * The app's root chart: the one actor system of the browser. Every chart's provider
 * (machines/chart-provider.tsx) asks it to spawn the chart (`chart.opened`) under the chart's
 * `systemId`, and to stop it when its page leaves (`chart.closed`). A chart reaches another with
 * `system.get(systemId)`; the rules that pass one chart's news to another are transitions of this
 * chart (./relays.ts), fed by the spawned charts' snapshots (`xstate.snapshot.<systemId>`).
 *
 * It also holds the handling every chart shares: a session the booking API no longer knows
 * (`session.expired`: clear it and initialise again) and a service that does not answer
 * (`service.unavailable`: the 503 page), implemented once by the app (src/app/services-context.tsx);
 * every chart reaches it through ./shared-handling.ts, which its provider applies.
 */
export interface OpenedChart {
  type: 'chart.opened';
  /** The provider's handle of the spawned chart, unique for this mount of the provider. */
  id: string;
  /** The name other charts find it by; left out when another instance holds it. */
  systemId: string;
  logic: AnyActorLogic;
  input?: unknown;
}

/** A spawned chart's news (its new snapshot, its end or its failure) as XState sends it to its parent. */
type ChartNews =
  | { type: `xstate.snapshot.${string}`; snapshot: unknown }
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

export type AppRootEvent =
  | ChartNews
  | OpenedChart
  | { type: 'chart.closed'; id: string }
  | { type: 'session.expired' }
  | { type: 'service.unavailable' };

export interface AppRootContext {
  /** The running charts by the handle their provider opened them with. */
  charts: Record<string, AnyActorRef>;
  /** What each relay rule last told its target. */
  told: Partial<Record<RelayName, Told>>;
}

/** One region per relay rule (./relays.ts): it reruns on each new snapshot of a chart the rule reads. */
const relayRegions = Object.fromEntries(
  (Object.keys(relayWiring) as RelayName[]).map((rule) => [
    rule,
    {
      on: Object.fromEntries(
        relayWiring[rule].reads.map((chart) => [
          `xstate.snapshot.${chart}`,
          { actions: { type: 'relay', params: { rule } } },
        ]),
      ),
    },
  ]),
) as Record<RelayName, object>;

const systemOf = (self: AnyActorRef) => self.system as ActorSystem<never>;

interface RelayArgs {
  context: AppRootContext;
  self: AnyActorRef;
  enqueue: {
    assign: (values: Partial<AppRootContext>) => void;
    sendTo: (target: AnyActorRef, event: AnyEventObject) => void;
  };
}

/** A relay rule's decision carried out: what it told remembered, and its message sent to the target. */
const relayAction = (({ context, self, enqueue }: RelayArgs, params: { rule: RelayName }) => {
  const { rule } = params;
  const decision = decide(rule, systemOf(self), context.told[rule]);
  if (!decision) return;
  enqueue.assign({ told: { ...context.told, [rule]: decision.told } });
  const target = systemOf(self).get(relayWiring[rule].tells) as AnyActorRef | undefined;
  if (decision.message && target) enqueue.sendTo(target, decision.message as AnyEventObject);
}) as never;

export const appRootMachine = setup({
  types: {
    context: {} as AppRootContext,
    events: {} as AppRootEvent,
  },
  actions: {
    /** Supplied by the app: forget the stored session and initialise again. */
    restartSession: () => {},
    /** Supplied by the app: the 503 page. */
    goToServiceUnavailable: () => {},
    /** The rule's news to its target, and what it told remembered. */
    relay: enqueueActions(relayAction),
  },
}).createMachine({
  id: 'app',
  context: { charts: {}, told: {} },
  type: 'parallel',
  states: relayRegions,
  on: {
    'chart.opened': {
      actions: assign({
        charts: ({ context, event, spawn, self }) => {
          // One chart answers to a systemId; a second instance at the same time runs unnamed.
          const named = self.system.get(event.systemId) === undefined;
          // The named one's id is its systemId, so its snapshots reach this chart as `xstate.snapshot.<systemId>`.
          const child = (spawn as unknown as SpawnAny)(event.logic, {
            id: named ? event.systemId : event.id,
            ...(named ? { systemId: event.systemId } : {}),
            input: event.input,
            syncSnapshot: named,
          });
          return { ...context.charts, [event.id]: child };
        },
      }),
    },
    'chart.closed': {
      actions: [
        stopChild(({ context, event }) => context.charts[event.id] ?? event.id),
        assign({
          charts: ({ context, event }) =>
            Object.fromEntries(Object.entries(context.charts).filter(([id]) => id !== event.id)),
        }),
      ],
    },
    'session.expired': { actions: 'restartSession' },
    'service.unavailable': { actions: 'goToServiceUnavailable' },
    // A chart that fails shows its failure through its own views; the app and the other charts run on.
    'xstate.error.actor.*': {},
    'xstate.done.actor.*': {},
  },
});

export type AppRootMachine = typeof appRootMachine;
