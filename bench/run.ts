/**
 * `npm run bench`: figures printed from one run, never asserted.
 * - room search latency through /graphql and straight through /book, and their ratio;
 * - gzipped size of the JavaScript the widget loads for /booking/result (measured in Chromium).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { Temporal } from 'temporal-polyfill';
import { chromium } from '@playwright/test';
import { startBackend } from '../server/backend';
import { buildIfNeeded } from '../server/build-if-needed';
import { readServerConfig } from '../server/config';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = 30;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function time(samples: number, run: (i: number) => Promise<void>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(i);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 50), p95: percentile(durations, 95) };
}

async function main(): Promise<void> {
  await buildIfNeeded(rootDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-bench-'));
  const config = { ...readServerConfig({}), port: 0, host: '127.0.0.1', dataDir: path.join(dataDir, 'db') };
  const server = await startBackend(config, { staticDir: path.join(rootDir, 'dist') });
  try {
    const session = (await (
      await fetch(`${server.url}/api/client_sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: config.clientKey, secret: config.clientSecret }),
      })
    ).json()) as { data: { client_session: string } };
    const settings = (await (
      await fetch(`${server.url}/book/hotels/demo-kyoto/settings/booking_widget`, {
        headers: { 'Client-Session': session.data.client_session },
      })
    ).json()) as { today: string };
    const today = Temporal.PlainDate.from(settings.today);
    // Spread the stays over a month so the figures are not those of one cached plan.
    const stay = (i: number) => {
      const checkin = today.add({ days: 7 + (i % 30) });
      return { checkin: checkin.toString(), checkout: checkin.add({ days: 2 }).toString() };
    };

    const rest = await time(SAMPLES, async (i) => {
      const { checkin, checkout } = stay(i);
      const reply = await fetch(
        `${server.url}/book/hotels/demo-kyoto/rooms?checkin=${checkin}&checkout=${checkout}&adults=2&room_count=1`,
        { headers: { 'Client-Session': session.data.client_session } },
      );
      if (!reply.ok) throw new Error(`REST search failed: ${reply.status}`);
      await reply.arrayBuffer();
    });
    const query = `query Rooms($search: RoomSearchInput!) { rooms(code: "demo-kyoto", search: $search) {
      rooms { roomTypeCode name roomCount plans { roomPlanCode name totalPrice tax currency paymentMethods } } } }`;
    const gql = await time(SAMPLES, async (i) => {
      const reply = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { search: { ...stay(i), adults: 2, roomCount: 1 } } }),
      });
      const body = (await reply.json()) as { errors?: unknown };
      if (body.errors) throw new Error(`GraphQL search failed: ${JSON.stringify(body.errors)}`);
    });

    console.log(`Room search, ${SAMPLES} samples each after ${WARMUP} warm-up requests (demo-kyoto, 2 nights, 2 adults):`);
    console.log(`  /book     median ${rest.median.toFixed(2)} ms   p95 ${rest.p95.toFixed(2)} ms`);
    console.log(`  /graphql  median ${gql.median.toFixed(2)} ms   p95 ${gql.p95.toFixed(2)} ms`);
    console.log(`  gateway overhead: median ratio ${(gql.median / rest.median).toFixed(2)}x, p95 ratio ${(gql.p95 / rest.p95).toFixed(2)}x`);

    await reportWidgetJavaScript(server.url);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Loads /booking/result in Chromium and sums the gzipped size of every JavaScript file it fetched. */
async function reportWidgetJavaScript(baseUrl: string): Promise<void> {
  if (!fs.existsSync(chromiumPath)) {
    console.log(`JavaScript size: skipped, no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
    return;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) scripts.set(response.url(), await response.body());
    });
    await page.goto(`${baseUrl}/booking/result?code=demo-kyoto`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzipped = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gzipped += zlib.gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `JavaScript loaded for /booking/result: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ` +
        `${(gzipped / 1024).toFixed(1)} KiB gzipped`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
