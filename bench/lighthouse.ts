import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Temporal } from 'temporal-polyfill';
import { chromiumPath } from '../tests/e2e/chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Accessibility audits that failed, by id. */
  failedAccessibility: string[];
}

/**
 * Lighthouse's own failures to record the page load's trace (seen here now and then on a busy machine):
 * they say nothing of the page, so the bench runs Lighthouse again.
 */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_FCP_EVENT_FOUND', 'NO_TRACING_STARTED']);
class TraceNotRecorded extends Error {}
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Lighthouse's default (mobile) run on `url`: emulated mid-range phone, simulated slow 4G and a 4x
 * slower CPU, performance and accessibility categories only.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const message = `Lighthouse failed on ${url}: ${lhr.runtimeError.message}`;
      throw TRACE_NOT_RECORDED.has(lhr.runtimeError.code) ? new TraceNotRecorded(message) : new Error(message);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      firstContentfulPaintMs: numeric('first-contentful-paint'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      failedAccessibility,
    };
  } finally {
    chrome.kill();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The results page of a dated search as a guest opens it: demo-kyoto, check-in three weeks from today
 * (in the hotel's time zone), two nights, two adults. Without dates the page shows no rooms.
 */
export function datedResultsPath(today = Temporal.Now.plainDateISO('Asia/Tokyo')): string {
  const checkin = today.add({ weeks: 3 });
  const params = new URLSearchParams({
    code: 'demo-kyoto',
    checkin: checkin.toString(),
    checkout: checkin.add({ days: 2 }).toString(),
    adults: '2',
  });
  return `/booking/result?${params}`;
}

/** Lighthouse (mobile) on the results of a dated search, as `npm run bench` prints it. */
export async function reportLighthouse(baseUrl: string): Promise<void> {
  if (!fs.existsSync(chromiumPath)) {
    console.log(`Lighthouse: skipped, no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
    return;
  }
  const resultsPath = datedResultsPath();
  const figures = await runLighthouseAgainWhenUntraced(`${baseUrl}${resultsPath}`);
  console.log(`Lighthouse 12 (mobile: simulated slow 4G, 4x CPU) on ${resultsPath}:`);
  console.log(
    `  performance ${figures.performance}   accessibility ${figures.accessibility}` +
      (figures.failedAccessibility.length > 0 ? ` (failed: ${figures.failedAccessibility.join(', ')})` : ''),
  );
  console.log(
    `  FCP ${seconds(figures.firstContentfulPaintMs)}   LCP ${seconds(figures.largestContentfulPaintMs)}   ` +
      `TBT ${Math.round(figures.totalBlockingTimeMs)} ms   CLS ${figures.cumulativeLayoutShift.toFixed(3)}   Speed Index ${seconds(figures.speedIndexMs)}`,
  );
}

/** Lighthouse on `url`, run again (at most three runs in all) when it could not record the trace. */
async function runLighthouseAgainWhenUntraced(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (!(error instanceof TraceNotRecorded) || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.log(`Lighthouse: ${error.message}; running it again (${attempt + 1} of ${LIGHTHOUSE_ATTEMPTS})`);
    }
  }
}
