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

/**
 * Loads `path` in a fresh Chromium page, asking for `acceptEncoding` (Chromium's own header when
 * undefined), and adds up the JavaScript it fetched: bytes over the wire (the encoded body) and
 * decoded. Throws when a request of the page failed.
 */
export async function javascriptTransfer(browser: Browser, url: string, acceptEncoding?: string): Promise<Transfer> {
  const context = await browser.newContext(acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {});
  try {
    const page = await context.newPage();
    const scripts: Request[] = [];
    const failed: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(url, { waitUntil: 'networkidle' });
    if (failed.length > 0) throw new Error(`requests failed loading ${url}:\n${failed.join('\n')}`);
    const transfer: Transfer = { files: 0, encoded: 0, decoded: 0, encodings: {} };
    for (const request of scripts) {
      const response = await request.response();
      if (!response) continue;
      const encoding = (await response.headerValue('content-encoding')) ?? 'none';
      transfer.files += 1;
      transfer.encoded += (await request.sizes()).responseBodySize;
      transfer.decoded += (await response.body()).length;
      transfer.encodings[encoding] = (transfer.encodings[encoding] ?? 0) + 1;
    }
    return transfer;
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const encodings = (transfer: Transfer) => Object.entries(transfer.encodings).map(([name, count]) => `${count} ${name}`).join(', ');

/** The JavaScript Chromium fetches for /booking/result, over the wire with brotli, with gzip only, and decoded. */
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
    console.log(`JavaScript loaded for /booking/result (${brotli.files} files), bytes over the wire as Chromium received them:`);
    console.log(`  brotli   ${kib(brotli.encoded)}   (${encodings(brotli)})`);
    console.log(`  gzip     ${kib(gzip.encoded)}   (${encodings(gzip)})`);
    console.log(`  decoded  ${kib(brotli.decoded)}`);
  } finally {
    await browser.close();
  }
}
