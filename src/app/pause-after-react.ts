import { yieldToBrowser } from './yield-to-browser';

/*
 * The first-load script (vite.config.ts: one chunk) is evaluated in order, one module after another.
 * Imported by src/main.tsx right after React: the modules after it (the charts, the views, the app)
 * are evaluated in a task after React's own set-up instead of in the same long one, on a slow phone
 * tens of milliseconds in which the page could not answer a tap. ./pause-after-charts.ts splits
 * the rest once more.
 */
await yieldToBrowser();
