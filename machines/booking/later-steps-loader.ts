import type { AnyActorLogic } from 'xstate';
import type * as LaterStepsModule from './later-steps';

/** The code of the booking's steps after the room choice (./later-steps.ts). */
export type LaterSteps = typeof LaterStepsModule;

let loaded: LaterSteps | null = null;

/**
 * Fetches the code of the extras, guest and payment steps, so that the results page does not
 * download it. The booking chart starts it in the background once a room is chosen and waits for it
 * in its `LoadingSteps` state; a test of the chart awaits it before it creates the chart.
 */
export async function loadLaterSteps(): Promise<LaterSteps> {
  loaded ??= await import('./later-steps');
  return loaded;
}

/** Whether ./later-steps.ts is there (a chart created afterwards needs no `LoadingSteps`). */
export function laterStepsLoaded(): boolean {
  return loaded !== null;
}

/**
 * The later steps' code for the booking chart's guards and actions of those steps, which run only
 * once the chart has left `LoadingSteps`.
 */
export function laterSteps(): LaterSteps {
  if (!loaded) throw new Error('the later booking steps are used before loadLaterSteps() has loaded them');
  return loaded;
}

/**
 * Actor logic of ./later-steps.ts (the extras and questions child chart) that the booking chart can
 * name before it is loaded: every use goes to the logic `resolve` picks once the code is there, which
 * is before the chart enters a state that invokes it. The child stays a chart of the booking's system
 * (the inspector shows it and its transitions).
 */
export function laterStepsLogic<T extends AnyActorLogic>(resolve: (steps: LaterSteps) => T): T {
  let logic: T | null = null;
  const current = () => (logic ??= resolve(laterSteps()));
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
  });
}

/**
 * The booking chart's actors of ./later-steps.ts by name (the requests of the steps past the room
 * choice, ./actors.ts), for the provider to give the chart before their code is there: `resolve`
 * builds them once, on the first use of any, which is after `LoadingSteps`. `names` lists every one
 * (the compiler checks it), so none is left to the chart's stub.
 */
export function laterStepsActors<T extends Record<string, AnyActorLogic>>(
  resolve: (steps: LaterSteps) => T,
  names: Record<keyof NoInfer<T>, true>,
): T {
  let actors: T | null = null;
  const current = () => (actors ??= resolve(laterSteps()));
  return Object.fromEntries(
    Object.keys(names).map((name) => [name, laterStepsLogic(() => current()[name]!)]),
  ) as unknown as T;
}
