import { writeFirstFormats, type FirstFormats } from './first-formats';

type Schedule = (work: () => void) => void;

/** When the page has nothing else to do (the browser's idle time; a moment later where it has none). */
const whenIdle: Schedule = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else window.setTimeout(work, 0);
};

/**
 * Writes the first formats in a worker (./warm-formats.worker.ts) and settles once it has, or at
 * once where the browser has no module workers or the worker fails.
 */
export type FormatsWorker = (formats: FirstFormats) => Promise<void>;

const formatsWorker: FormatsWorker = (formats) =>
  new Promise((settle) => {
    if (typeof Worker !== 'function') return settle();
    let worker: Worker;
    try {
      worker = new Worker(new URL('./warm-formats.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return settle();
    }
    const done = () => {
      worker.terminate();
      settle();
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(formats);
  });

/**
 * The first date and the first number a page formats cost tens of milliseconds on a phone, most of it
 * the browser loading its calendar, number and time-zone data, a single step no page can break up.
 * That data is the browser's, shared by every thread of the page: a worker writing the same formats
 * first loads it off the page's own thread. Then, when the page is idle, the formatters the search
 * summary and the plans use are made here too (contract/intl-formats.ts keeps them): a few
 * milliseconds now, and the render that shows the page pays for neither.
 */
export function warmFormats(formats: FirstFormats, schedule: Schedule = whenIdle, inWorker = formatsWorker): void {
  void inWorker(formats).then(() => schedule(() => writeFirstFormats(formats)));
}
