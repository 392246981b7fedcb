/**
 * The body of a chart's typed actor stub: `fromPromise<Out, In>(notImplemented)` in `setup()`.
 * A chart does no I/O itself; its provider (see machines/chart-provider.tsx) supplies the real actors
 * with `machine.provide()`, and a test supplies fakes. Reaching this means an actor was not provided.
 */
export function notImplemented(): never {
  throw new Error('Not implemented: provide it with machine.provide()');
}
