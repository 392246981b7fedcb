import { formatStayDates } from './dates';
import { formatPercentage } from './room-card-text';

type Schedule = (work: () => void) => void;

/** When the page has nothing else to do (the browser's idle time; a moment later where it has none). */
const whenIdle: Schedule = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else window.setTimeout(work, 0);
};

/**
 * The first date and the first number a page formats cost tens of milliseconds on a phone: the browser
 * loads its calendar and number data then. Made while the page waits for the hotel's settings, the
 * formatters the search summary and the plans use are ready (contract/intl-formats.ts keeps them),
 * and the render that shows the page no longer pays for that load in the same long task.
 */
export function warmFormats(locale: string, schedule: Schedule = whenIdle): void {
  schedule(() => {
    formatStayDates({ checkin: '2026-01-01', checkout: '2026-01-02' }, locale);
    formatPercentage(0, locale);
  });
}
