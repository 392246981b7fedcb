import type { InspectionEvent } from 'xstate';

export type InspectFn = (event: InspectionEvent) => void;

/** `?inspect` (any value) in a development build asks for the Stately inspector (DESIGN.md). */
export function wantsInspector(search: string, isDev: boolean): boolean {
  return isDev && new URLSearchParams(search).has('inspect');
}

/**
 * The `inspect` callback every provider passes to its actor, or undefined. The import is dynamic
 * and behind `import.meta.env.DEV`, so a production bundle does not carry the inspector at all.
 */
export async function createInspect(search: string): Promise<InspectFn | undefined> {
  if (!import.meta.env.DEV || !wantsInspector(search, true)) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}
