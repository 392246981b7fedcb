import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY, DEMO_SECRET, describeOnTestDatabases } from '../booking-api/tests/support/test-api';
import { CLIENT_SESSION_HEADER } from '../contract';
import { createServerApp } from './app';
import { chooseEncoding, COMPRESS_FROM_BYTES } from './json-compression';

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

// JSON answers of the one-process server: a room search is compressed by the request's
// Accept-Encoding and decodes to the same reply; a small answer is sent as it is.
describeOnTestDatabases('JSON answers compressed on $name', (api) => {
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
  const search = '/book/hotels/demo-kyoto/rooms?checkin=2026-09-01&checkout=2026-09-03&adults=2&room_count=1';
  const get = async (url: string, acceptEncoding?: string) => {
    const response = await server().request(url, {
      headers: {
        [CLIENT_SESSION_HEADER]: api.session,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('a room search: brotli or gzip as accepted, the same JSON once decoded, Vary: Accept-Encoding', async () => {
    const plain = await get(search);
    expect(plain.response.status).toBe(200);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const rooms = JSON.parse(plain.body.toString('utf8')) as { rooms: unknown[] };
    expect(rooms.rooms.length).toBeGreaterThan(0);

    const brotli = await get(search, 'gzip, deflate, br, zstd');
    expect(brotli.response.headers.get('content-encoding')).toBe('br');
    expect(brotli.response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(Number(brotli.response.headers.get('content-length'))).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(rooms);
    // The booking API's own security headers are kept.
    expect(brotli.response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);

    const gzip = await get(search, 'gzip, deflate');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(rooms);
  });

  it('a small answer is sent as it is, whatever the request accepts', async () => {
    const small = await get('/book/hotels/demo-kyoto/settings/booking_widget', 'gzip, deflate, br, zstd');
    expect(small.response.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.response.headers.get('content-encoding')).toBeNull();
    expect(Number(small.response.headers.get('content-length'))).toBe(small.body.length);
    expect(() => JSON.parse(small.body.toString('utf8'))).not.toThrow();
  });

  it('a large GraphQL answer is compressed too', async () => {
    const response = await server().request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' },
      body: JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' }),
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')) as {
      data: { __schema: { types: unknown[] } };
    };
    expect(body.data.__schema.types.length).toBeGreaterThan(10);
  });
});
