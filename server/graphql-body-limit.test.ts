import { beforeAll, afterAll, expect, it } from 'vitest';
import { startTestApi, DEMO_KEY, DEMO_SECRET, type TestApi } from '../booking-api/tests/support/test-api';
import { testDatabaseTargets, type TestDatabase } from '../booking-api/tests/support/test-databases';
import { createServerApp } from './app';

// /graphql reads no body larger than a document needs (an upload's as multipart), so a 200 MB JSON
// post is refused before it is read whole. Nothing here is stored: PGlite only.
let handle: TestDatabase;
let api: TestApi;
beforeAll(async () => {
  handle = await testDatabaseTargets.find((target) => target.name === 'pglite')!.openSeeded();
  api = await startTestApi(handle.database);
});
afterAll(async () => handle?.dispose());

const server = () =>
  createServerApp({
    database: api.database,
    clock: api.clock,
    bookingApiUrl: 'http://127.0.0.1:9',
    clientKey: DEMO_KEY,
    clientSecret: DEMO_SECRET,
    mode: 'demo',
    publicUrl: 'http://localhost:8080',
    devOutbox: false,
  });
const post = (body: BodyInit, headers: Record<string, string>) =>
  server().request('/graphql', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

it('refuses a JSON body over 1 MB with 413 in the error shape, by its Content-Length and without one', async () => {
  const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } });
  const declared = await post(big, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(big)),
  });
  expect(declared.status).toBe(413);
  expect(await declared.json()).toMatchObject({
    errors: [{ extensions: { code: '1000', status: 413, title: 'Request too large' } }],
  });

  const chunks = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 3; i += 1) controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
      controller.close();
    },
  });
  const chunked = await post(chunks as unknown as BodyInit, { 'content-type': 'application/json' });
  expect(chunked.status).toBe(413);
});

it('still answers a document of ordinary size', async () => {
  const reply = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'application/json' });
  expect(reply.status).toBe(200);
  expect(await reply.json()).toEqual({ data: { __typename: 'Query' } });
});
