import type { AnyActorRef, AnyStateMachine } from 'xstate';

/** The app root's systemId (the root actor is created under it). */
export const APP_ROOT_ID = 'app';

type SharedEvent = 'session.expired' | 'service.unavailable';

/**
 * The chart with the handling every chart shares: its `restartSession` (1009, a session the booking
 * API no longer knows) and `goToServiceUnavailable` (the 503 page) send `session.expired` and
 * `service.unavailable` to the app root of its system (./machine.ts), which handles them in one place.
 * A chart that names neither is returned as it is.
 */
export function withSharedHandling<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const named = machine.implementations.actions;
  const toRoot =
    (type: SharedEvent) =>
    ({ system }: { system: AnyActorRef['system'] }) =>
      (system.get(APP_ROOT_ID) as AnyActorRef | undefined)?.send({ type });
  const actions: Record<string, ReturnType<typeof toRoot>> = {};
  if ('restartSession' in named) actions.restartSession = toRoot('session.expired');
  if ('goToServiceUnavailable' in named) actions.goToServiceUnavailable = toRoot('service.unavailable');
  return Object.keys(actions).length > 0 ? (machine.provide({ actions }) as TMachine) : machine;
}
