import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { DEMO_KEY, DEMO_SECRET, describeOnTestDatabases } from '../booking-api/tests/support/test-api';
import { createServerApp } from './app';
import { precompressFiles } from './widget-bundle-plugins';

const CHROMIUM = 'gzip, deflate, br, zstd';

// The built widget as the one-process server sends it: the build's .br or .gz by the request's
// Accept-Encoding, the same bytes once decoded, and Cache-Control by kind of file.
describeOnTestDatabases('widget files on $name', (api) => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'widget-dist-'));
  mkdirSync(path.join(staticDir, 'assets'));
  const page = `<!doctype html><html lang="en"><head><script type="module" src="/assets/index-Hx7a9.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
  const script = Array.from(
    { length: 500 },
    (_, i) => `export const plan${i} = { code: "P${i}", price: ${i * 1000}, nights: ${i % 9} };`,
  ).join('\n');
  writeFileSync(path.join(staticDir, 'index.html'), page);
  writeFileSync(path.join(staticDir, 'assets', 'index-Hx7a9.js'), script);
  writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n'.repeat(60));
  writeFileSync(
    path.join(staticDir, 'assets', 'room-Hx7a9.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  );
  const built = precompressFiles(staticDir);

  const server = () =>
    createServerApp({
      database: api.database,
      clock: api.clock,
      bookingApiUrl: 'http://127.0.0.1:9',
      clientKey: DEMO_KEY,
      clientSecret: DEMO_SECRET,
      staticDir,
      mode: 'demo',
      publicUrl: 'http://localhost:8080',
      devOutbox: false,
    });
  const get = async (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) => {
    await built;
    const response = await server().request(url, {
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };
  const decoded = (encoding: string | null, body: Buffer) =>
    encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

  it('sends brotli to Chromium, gzip to a client without brotli, the file itself otherwise: the same bytes once decoded', async () => {
    for (const [url, original] of [
      ['/assets/index-Hx7a9.js', script],
      ['/', page],
      // A hotel's page is made per request (server/served-page.test.ts); a page of none is the build's.
      ['/booking/result', page],
    ] as const) {
      for (const [acceptEncoding, encoding] of [
        [CHROMIUM, 'br'],
        ['gzip, deflate', 'gzip'],
        ['identity', null],
        [undefined, null],
      ] as const) {
        const { response, body } = await get(url, acceptEncoding);
        expect(response.status, `${url} ${acceptEncoding}`).toBe(200);
        expect(response.headers.get('content-encoding'), `${url} ${acceptEncoding}`).toBe(encoding);
        expect(response.headers.get('vary'), `${url} ${acceptEncoding}`).toMatch(/(^|, *)Accept-Encoding(,|$)/i);
        expect(Number(response.headers.get('content-length')), url).toBe(body.length);
        expect(decoded(encoding, body).toString('utf8'), `${url} ${acceptEncoding}`).toBe(original);
      }
    }
    const brotli = await get('/assets/index-Hx7a9.js', CHROMIUM);
    expect(brotli.body.equals(readFileSync(path.join(staticDir, 'assets', 'index-Hx7a9.js.br')))).toBe(true);
    expect(brotli.response.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('caches hashed files for a year, revalidates every page of the single-page app, keeps other files an hour', async () => {
    for (const encoding of [CHROMIUM, undefined]) {
      expect((await get('/assets/index-Hx7a9.js', encoding)).response.headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await get('/assets/room-Hx7a9.png', encoding)).response.headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      for (const route of [
        '/',
        '/index.html',
        '/?code=demo-kyoto',
        '/booking/result?code=demo-kyoto',
        '/booking/guest',
        '/my-account',
      ]) {
        const { response } = await get(route, encoding);
        expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control'), route).toBe('no-cache');
      }
      expect((await get('/robots.txt', encoding)).response.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  it('an image is sent as it is; a missing hashed file is a 404, never the page', async () => {
    const image = await get('/assets/room-Hx7a9.png', CHROMIUM);
    expect(image.response.headers.get('content-encoding')).toBeNull();
    expect(image.response.headers.get('content-type')).toBe('image/png');
    // Vite's list of the build's files is the server's, not the visitors'.
    mkdirSync(path.join(staticDir, '.vite'), { recursive: true });
    writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{}');
    expect((await get('/.vite/manifest.json', CHROMIUM)).response.status).toBe(404);
    const missing = await get('/assets/index-Old00.js', CHROMIUM);
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('content-type')).not.toMatch(/html/);
    expect(missing.response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await get('/booking/result', CHROMIUM);
    const lastModified = first.response.headers.get('last-modified')!;
    expect(lastModified).toBeTruthy();
    const again = await get('/booking/result', CHROMIUM, { 'if-modified-since': lastModified });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.response.headers.get('cache-control')).toBe('no-cache');
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/booking/result', CHROMIUM, { 'if-modified-since': older })).response.status).toBe(200);
  });

  it("answers the app's page on its routes with 200 and on any other path with 404, the same page either way", async () => {
    for (const [route, status] of [
      ['/', 200],
      ['/booking/result', 200],
      ['/booking/result?code=demo-kyoto', 200],
      ['/reservation/confirmation/ABC', 200],
      ['/my-account/points', 200],
      ['/payments/x', 200],
      ['/reservation-tripla/demo-kyoto/search', 200],
      ['/sign%2Din', 200],
      ['/nope', 404],
      ['/booking/nope', 404],
      ['/reservation', 404],
      ['/nope?code=demo-kyoto', 404],
      ['/reservation/confirmation/ABC/more', 404],
      ['/%E0%A4%A', 404],
      ['/sign-in%2Fx', 404],
    ] as const) {
      for (const encoding of [CHROMIUM, undefined]) {
        const { response, body } = await get(route, encoding);
        expect(response.status, route).toBe(status);
        expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control'), route).toBe('no-cache');
        expect(decoded(response.headers.get('content-encoding'), body).toString('utf8'), route).toContain(
          '<div id="root">',
        );
      }
    }
    // A HEAD is answered as its GET, without a body; a revalidation does not turn a missing page into a 304.
    for (const [route, status] of [
      ['/booking/result', 200],
      ['/nope', 404],
      ['/nope?code=demo-kyoto', 404],
    ] as const) {
      await built;
      const head = await server().request(route, { method: 'HEAD' });
      expect(head.status, route).toBe(status);
      expect(head.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect((await head.arrayBuffer()).byteLength, route).toBe(0);
    }
    const lastModified = (await get('/nope', CHROMIUM)).response.headers.get('last-modified')!;
    expect((await get('/nope', CHROMIUM, { 'if-modified-since': lastModified })).response.status).toBe(404);
    // The booking API, the gateway and the build's files keep their own answers.
    expect((await get('/robots.txt')).response.status).toBe(200);
    expect((await get('/assets/index-Old00.js')).response.status).toBe(404);
    expect((await get('/healthz')).response.status).toBe(200);
    const api = await get('/api/nope');
    expect(api.response.headers.get('content-type') ?? '').not.toMatch(/html/);
  });

  it('keeps the security headers on compressed files and pages', async () => {
    for (const url of ['/assets/index-Hx7a9.js', '/?code=demo-kyoto']) {
      const { response } = await get(url, CHROMIUM);
      expect(response.headers.get('content-encoding'), url).toBe('br');
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), url).toMatch(/frame-ancestors 'self'/);
    }
  });
});
