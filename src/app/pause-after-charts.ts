import { yieldToBrowser } from './yield-to-browser';

/*
 * Imported by src/app.tsx after the init chart and before the pages: the modules before it (the
 * chart library, the app root and its rules, the charts they read) and those after it (the booking
 * flow's charts and views, the shell) are evaluated in two tasks instead of one
 * (./pause-after-react.ts).
 */
await yieldToBrowser();
