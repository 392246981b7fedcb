/**
 * `npm run bench`: figures printed from one run, never asserted.
 * - room search latency through /graphql and straight through /book, and their ratio;
 * - the answer time of a GraphQL alias bomb (1000 aliased room searches, refused before any
 *   booking API call), and a search's latency while such bombs arrive (bench/graphql-bombs.ts);
 * - a search's p95 while 80 MB uploads arrive, beside its idle p95 (bench/upload-in-flight.ts);
 * - the JavaScript the widget loads for /booking/result, as Chromium receives it: bytes over the wire
 *   with brotli and with gzip only, and decoded (bench/widget-javascript.ts), and Lighthouse's mobile
 *   figures for that page (bench/lighthouse.ts; `npm run bench:page` prints only these two);
 * - on a generated brand of 50 facilities x 20 room types x a year: search latency, the agency hotel
 *   search's latency over all 50 facilities (bench/hotel-search.ts), and reservations per second
 *   under concurrent load with the count of oversold rooms (must be 0);
 * - the agency AI search's built-in interpreter: fields read exactly on the labelled and held-out
 *   searches, and its time per search (bench/ai-search.ts);
 * - on the same brand, the search-options features (bench/new-features.ts): search with a coupon and
 *   children by tier, the price quote, and bookings racing for extras' stock and a coupon's uses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Temporal } from 'temporal-polyfill';
import { startBackend } from '../server/backend';
import { buildIfNeeded } from '../server/build-if-needed';
import { readServerConfig } from '../server/config';
import { LOAD_CLIENT, oversoldRooms, seedLoadBrand } from './load-brand';
import { reportNewFeatures } from './new-features';
import { reportGraphqlAliasBomb } from './graphql-bombs';
import { reportSearchDuringUpload } from './upload-in-flight';
import { reportWidgetJavaScript } from './widget-javascript';
import { reportLighthouse } from './lighthouse';
import { reportAiSearchAccuracy } from './ai-search';
import { reportHotelSearch } from './hotel-search';
import { bookLoadRoom, runConcurrently } from './load-bookings';
import { SAMPLES, WARMUP, clientSession, fetchRetrying, time } from './timing';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
async function main(): Promise<void> {
  await buildIfNeeded(rootDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-bench-'));
  const config = { ...readServerConfig({}), port: 0, host: '127.0.0.1', dataDir: path.join(dataDir, 'db') };
  const server = await startBackend(config, { staticDir: path.join(rootDir, 'dist') });
  try {
    const session = {
      data: { client_session: await clientSession(server.url, config.clientKey, config.clientSecret) },
    };
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

    console.log(
      `Room search, ${SAMPLES} samples each after ${WARMUP} warm-up requests (demo-kyoto, 2 nights, 2 adults):`,
    );
    console.log(`  /book     median ${rest.median.toFixed(2)} ms   p95 ${rest.p95.toFixed(2)} ms`);
    console.log(`  /graphql  median ${gql.median.toFixed(2)} ms   p95 ${gql.p95.toFixed(2)} ms`);
    console.log(
      `  gateway overhead: median ratio ${(gql.median / rest.median).toFixed(2)}x, p95 ratio ${(gql.p95 / rest.p95).toFixed(2)}x`,
    );

    await reportGraphqlAliasBomb(server.url, stay);
    await reportSearchDuringUpload(server.url, { key: config.clientKey, secret: config.clientSecret }, stay);
    await reportWidgetJavaScript(server.url);
    await reportLighthouse(server.url);
    await reportLoadBrand(server.url, server.database, settings.today);
    await reportAiSearchAccuracy();
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const LOAD_SHAPE = { facilities: 50, roomTypesPerFacility: 20, nights: 366 };
const LOAD_WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const LOAD_ATTEMPTS = Number(process.env.BENCH_BOOKINGS ?? 800);

async function reportLoadBrand(
  baseUrl: string,
  database: Parameters<typeof seedLoadBrand>[0],
  today: string,
): Promise<void> {
  const seedStarted = performance.now();
  const { hotelCodes } = await seedLoadBrand(database, { ...LOAD_SHAPE, firstNight: today });
  console.log(
    `Load brand: ${LOAD_SHAPE.facilities} facilities x ${LOAD_SHAPE.roomTypesPerFacility} room types x 3 plans, ` +
      `${LOAD_SHAPE.nights} nights, generated in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  // Generating blocked this process's event loop (PGlite runs in it) past the server's keep-alive
  // timeout; let the pooled sockets' closes be processed before reusing the connection pool.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const session = await clientSession(baseUrl, LOAD_CLIENT.key, LOAD_CLIENT.secret);
  const first = Temporal.PlainDate.from(today);
  const pick = (i: number) => {
    const checkin = first.add({ days: 1 + ((i * 37) % 300) });
    return {
      hotel: hotelCodes[(i * 7) % hotelCodes.length]!,
      checkin: checkin.toString(),
      checkout: checkin.add({ days: 2 }).toString(),
    };
  };
  const rest = await time(SAMPLES, async (i) => {
    const { hotel, checkin, checkout } = pick(i);
    const reply = await fetchRetrying(
      `${baseUrl}/book/hotels/${hotel}/rooms?checkin=${checkin}&checkout=${checkout}&adults=2`,
      {
        headers: { 'Client-Session': session },
      },
    );
    if (!reply.ok) throw new Error(`load search failed: ${reply.status} ${await reply.text()}`);
    await reply.arrayBuffer();
  });
  const query = `query Rooms($code: String!, $search: RoomSearchInput!) { rooms(code: $code, search: $search) {
    rooms { roomTypeCode roomCount plans { roomPlanCode totalPrice roomPrice } } } }`;
  const gql = await time(SAMPLES, async (i) => {
    const { hotel, checkin, checkout } = pick(i);
    const reply = await fetchRetrying(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Client-Session': session },
      body: JSON.stringify({ query, variables: { code: hotel, search: { checkin, checkout, adults: 2 } } }),
    });
    const body = (await reply.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`load GraphQL search failed: ${JSON.stringify(body.errors)}`);
  });
  console.log(`  search, 20 room types, /book     median ${rest.median.toFixed(2)} ms   p95 ${rest.p95.toFixed(2)} ms`);
  console.log(`  search, 20 room types, /graphql  median ${gql.median.toFixed(2)} ms   p95 ${gql.p95.toFixed(2)} ms`);
  await reportHotelSearch(baseUrl, database, first);

  // Bookings concentrated on 5 facilities and a 10-night window, so that guests really compete.
  let booked = 0;
  let soldOut = 0;
  const seconds = await runConcurrently(LOAD_WORKERS, LOAD_ATTEMPTS, async (i) => {
    const roomType = `RT${String(1 + ((i * 13) % 4)).padStart(2, '0')}`;
    const { status } = await bookLoadRoom(baseUrl, session, {
      hotel: hotelCodes[i % 5]!,
      checkin: first.add({ days: 30 + (i % 10) }),
      nights: 1 + (i % 3),
      roomType,
      key: `bench-${i}`,
      email: `bench${i}@example.com`,
    });
    if (status === 201) booked += 1;
    else soldOut += 1;
  });
  console.log(
    `  bookings: ${LOAD_ATTEMPTS} attempts by ${LOAD_WORKERS} concurrent clients in ${seconds.toFixed(1)} s = ` +
      `${(LOAD_ATTEMPTS / seconds).toFixed(1)} requests/s; ${booked} booked (${(booked / seconds).toFixed(1)}/s), ${soldOut} sold out`,
  );
  console.log(`  oversold rooms: ${await oversoldRooms(database)}`);
  await reportNewFeatures({ baseUrl, database, session, hotelCodes, today: first });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
