import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER } from '../../contract';
import type { Database } from '../db/database';
import { testDatabaseTargets } from './support/test-databases';
import { DEMO_KEY, DEMO_SECRET, firstCode, reservationRequest, startTestApi, type TestApi } from './support/test-api';

/** A JSON body of about `size` bytes: a real request padded with a long field. */
const jsonOf = (size: number, request: object) => JSON.stringify({ ...request, padding: 'x'.repeat(size) });

/** A body that sends `first` and then never ends: a server that waits for the rest never answers. */
function neverEnding(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(first)) });
}

/** `text` sent in 64 kB pieces without Content-Length (chunked). */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });
}

describe('request bodies over 1 MB on /api and /book', () => {
  let database: Database;
  let api: TestApi;
  beforeAll(async () => {
    // A copy of the seeded test template (support/test-databases.ts) rather than migrating again.
    database = (await testDatabaseTargets[0]!.openSeeded()).database;
    api = await startTestApi(database);
  });
  afterAll(() => database.close());

  const send = async (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
    const response = await api.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_SESSION_HEADER]: api.session, ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as any };
  };
  const tooLarge = (reply: { status: number; body: any }) => {
    expect([reply.status, firstCode(reply.body)]).toEqual([413, '1000']);
    expect(reply.body.errors[0].title).toBe('Request too large');
  };

  it('answers 413 in the error shape to a 2 MB JSON body with its Content-Length', async () => {
    const session = jsonOf(2 * 1024 * 1024, { key: DEMO_KEY, secret: DEMO_SECRET });
    tooLarge(await send('/api/client_sessions', session, { 'content-length': String(Buffer.byteLength(session)) }));
    const booking = jsonOf(2 * 1024 * 1024, reservationRequest());
    tooLarge(
      await send('/book/hotels/demo-kyoto/reservations', booking, {
        'content-length': String(Buffer.byteLength(booking)),
      }),
    );
  });

  it('answers 413 as soon as the Content-Length says so, without waiting for the body', async () => {
    tooLarge(
      await send('/api/client_sessions', neverEnding('{"key":"'), { 'content-length': String(2 * 1024 * 1024) }),
    );
  });

  it('answers 413 to a 2 MB JSON body sent without Content-Length', async () => {
    tooLarge(
      await send('/api/client_sessions', chunked(jsonOf(2 * 1024 * 1024, { key: DEMO_KEY, secret: DEMO_SECRET }))),
    );
    tooLarge(
      await send('/book/hotels/demo-kyoto/reservations', chunked(jsonOf(2 * 1024 * 1024, reservationRequest()))),
    );
  });

  it('still takes a body under the limit, with or without Content-Length', async () => {
    const session = JSON.stringify({ key: DEMO_KEY, secret: DEMO_SECRET });
    expect((await send('/api/client_sessions', session)).status).toBe(201);
    expect((await send('/api/client_sessions', chunked(session))).status).toBe(201);
  });
});
