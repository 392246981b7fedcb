/**
 * React's own useSyncExternalStore, in place of the `use-sync-external-store/shim` package that
 * @xstate/react and wouter import for React versions before 18 (vite.config.ts points them here): the
 * shim's fallback code is never run on React 19, so the first load need not carry it.
 */
export { useSyncExternalStore } from 'react';
