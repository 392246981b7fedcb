import type { AnyActorRef, AnyStateMachine } from 'xstate';

/** The app root's systemId (the root actor is created under it). */
export const APP_ROOT_ID = 'app';

type SharedEvent = 'session.expired' | 'service.unavailable';

/**
 * The chart with the handling every chart shares: its `restartSession` (1009, a session the booking
 * API no longer knows) and `goToServiceUnavailable` (the 503 page) send `session.expired` and
 * `service.unavailable` to the app root of its system (./machine.ts), which handles them in one place.
 * A chart that names neither is returned as it is.
 *
 * `own`: the chart was made for this one use (a provider's own `machine.provide(...)`, shared with no
 * one): the two actions join its implementations, as a running actor takes new ones, instead of the
 * whole chart being built once more by another `provide` (milliseconds on a slow phone, in the render
 * that starts the chart).
 */
export function withSharedHandling<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { own = false }: { own?: boolean } = {},
): TMachine {
  const named = machine.implementations.actions;
  const toRoot =
    (type: SharedEvent) =>
    ({ system }: { system: AnyActorRef['system'] }) =>
      (system.get(APP_ROOT_ID) as AnyActorRef | undefined)?.send({ type });
  const actions: Record<string, ReturnType<typeof toRoot>> = {};
  if ('restartSession' in named) actions.restartSession = toRoot('session.expired');
  if ('goToServiceUnavailable' in named) actions.goToServiceUnavailable = toRoot('service.unavailable');
  if (Object.keys(actions).length === 0) return machine;
  if (!own) return machine.provide({ actions }) as TMachine;
  machine.implementations.actions = { ...named, ...actions };
  return machine;
}
