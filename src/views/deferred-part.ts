import { useEffect, useSyncExternalStore } from 'react';
import { loadRestOfDictionaries } from '../../locales/dictionary-rest';

/**
 * A part of a page the first screen does not draw (a popover's contents, a section under the
 * results), in a chunk of its own: fetched once, when first asked (`load`), and from then on at hand
 * without a wait (`loaded`), so a part fetched ahead of time opens with no fallback at all, unlike
 * React's `lazy`, which suspends once even for a module already fetched.
 */
export interface DeferredPart<T> {
  /** Fetches the part (its words too) once; a failed fetch is fetched again on the next call. */
  load: () => Promise<T>;
  /** The part, once fetched. */
  loaded: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A part fetched by `importer` with the words of the pages beyond the first (locales/dictionary-rest.ts):
 * the build gives the first load only the texts its own modules show (server/dictionary-split.ts).
 */
export function deferredPart<T>(importer: () => Promise<T>): DeferredPart<T> {
  let part: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= Promise.all([importer(), loadRestOfDictionaries()]).then(
      ([module]) => {
        part = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    loaded: () => part,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Starts fetching a part without waiting for it (an early fetch that fails is fetched again when needed). */
export function fetchAhead(part: DeferredPart<unknown>): void {
  part.load().catch(() => {});
}

/**
 * The part once fetched, else undefined; while `wanted`, fetches it (the component renders again when
 * it arrives).
 */
export function useDeferredPart<T>(part: DeferredPart<T>, wanted: boolean): T | undefined {
  const module = useSyncExternalStore(part.subscribe, part.loaded, part.loaded);
  useEffect(() => {
    if (wanted && !module) fetchAhead(part);
  }, [part, wanted, module]);
  return module;
}

/**
 * After `delay` ms, once the browser is idle (at the latest `timeout` ms later; at once without
 * requestIdleCallback). The delay leaves the first screen's own fetches (the rooms' photos) ahead.
 */
export function whenIdle(work: () => void, { delay = 1000, timeout = 2000 } = {}): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
    else work();
  }, delay);
}
