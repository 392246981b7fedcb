import fs from 'node:fs';
import type { Browser, Request } from '@playwright/test';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';

export interface Transfer {
  files: number;
  /** The scripts' bodies as Chromium received them (compressed), headers left out. */
  encoded: number;
  /** The same bodies decoded. */
  decoded: number;
  /** Content-Encoding of each script, counted. */
  encodings: Record<string, number>;
}

export interface PageJavaScript {
  /** The scripts fetched before the page showed its first room: what a guest waits for. */
  firstLoad: Transfer;
  /** Every script the page fetched until the network was idle, the first load included. */
  total: Transfer;
  /** Each script of the total by name, encoded bytes, and whether it was part of the first load. */
  scripts: { name: string; encoded: number; firstLoad: boolean }[];
}

/** What the page shows once its results are there: the first room's card. */
export const FIRST_ROOM = 'article.room-card';

const emptyTransfer = (): Transfer => ({ files: 0, encoded: 0, decoded: 0, encodings: {} });

/**
 * Loads `url` in a fresh Chromium page, asking for `acceptEncoding` (Chromium's own header when
 * undefined), and adds up the JavaScript it fetched: bytes over the wire (the encoded body) and
 * decoded, for the scripts fetched before `shown` was visible (the first load) and for all of
 * them once the network was idle. Throws when a request of the page failed.
 */
export async function javascriptTransfer(
  browser: Browser,
  url: string,
  acceptEncoding?: string,
  shown = FIRST_ROOM,
): Promise<PageJavaScript> {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  try {
    const page = await context.newPage();
    const scripts: Request[] = [];
    const failed: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(shown).first().waitFor({ state: 'visible' });
    const beforeShown = new Set(scripts);
    await page.waitForLoadState('networkidle');
    if (failed.length > 0) throw new Error(`requests failed loading ${url}:\n${failed.join('\n')}`);
    const result: PageJavaScript = { firstLoad: emptyTransfer(), total: emptyTransfer(), scripts: [] };
    for (const request of scripts) {
      const response = await request.response();
      if (!response) continue;
      const encoding = (await response.headerValue('content-encoding')) ?? 'none';
      const encoded = (await request.sizes()).responseBodySize;
      // A worker's script (src/format/warm-formats.worker.ts) is fetched for the worker, whose response
      // body the page cannot read back: its decoded size counts as its encoded one.
      const decoded = await response.body().then(
        (body) => body.length,
        () => encoded,
      );
      const firstLoad = beforeShown.has(request);
      for (const transfer of firstLoad ? [result.firstLoad, result.total] : [result.total]) {
        transfer.files += 1;
        transfer.encoded += encoded;
        transfer.decoded += decoded;
        transfer.encodings[encoding] = (transfer.encodings[encoding] ?? 0) + 1;
      }
      result.scripts.push({ name: new URL(request.url()).pathname, encoded, firstLoad });
    }
    return result;
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const encodings = (transfer: Transfer) =>
  Object.entries(transfer.encodings)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');

/**
 * The JavaScript Chromium fetches for /booking/result, over the wire with brotli, with gzip only,
 * and decoded: the first load (until the first room shows) and the total (until the network is idle).
 * With `BENCH_SCRIPTS=1` each script is listed with its gzip size.
 */
export async function reportWidgetJavaScript(baseUrl: string): Promise<void> {
  if (!fs.existsSync(chromiumPath)) {
    console.log(`JavaScript size: skipped, no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
    return;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const url = `${baseUrl}/booking/result?code=demo-kyoto`;
    const brotli = await javascriptTransfer(browser, url);
    const gzip = await javascriptTransfer(browser, url, 'gzip, deflate');
    console.log('JavaScript loaded for /booking/result, bytes over the wire as Chromium received them');
    console.log(
      '(first load: fetched before the first room shows; total: everything fetched until the network is idle):',
    );
    console.log(
      `  gzip     first load ${kib(gzip.firstLoad.encoded)} (${gzip.firstLoad.files} files)   total ${kib(gzip.total.encoded)} (${gzip.total.files} files; ${encodings(gzip.total)})`,
    );
    console.log(
      `  brotli   first load ${kib(brotli.firstLoad.encoded)}   total ${kib(brotli.total.encoded)}   (${encodings(brotli.total)})`,
    );
    console.log(`  decoded  first load ${kib(brotli.firstLoad.decoded)}   total ${kib(brotli.total.decoded)}`);
    if (process.env.BENCH_SCRIPTS) {
      for (const script of [...gzip.scripts].sort((a, b) => b.encoded - a.encoded)) {
        console.log(
          `    ${kib(script.encoded).padStart(10)}  ${script.firstLoad ? 'first load' : 'later     '}  ${script.name}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}
