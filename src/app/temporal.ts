import type { Temporal as TemporalApi } from 'temporal-polyfill';

/**
 * What `temporal-polyfill` gives in the widget build (server/widget-bundle-plugins.ts): the
 * browser's own Temporal when it has one, as the package itself would choose; otherwise the
 * package, fetched as its own chunk before any module using Temporal runs (top-level await).
 */
export const Temporal: typeof TemporalApi =
  (globalThis as { Temporal?: typeof TemporalApi }).Temporal ?? (await import('temporal-polyfill')).Temporal;
