// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readServedHotelSettings, SERVED_SETTINGS_ELEMENT_ID } from '../src/app/served-hotel-settings';
import { HOTEL_BANNER_SIZES } from '../src/views/booking/photo-sizes';
import { jsonForHtml, servedPage, type GraphqlFetch } from './served-page';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-page-'));
const BUILT = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(staticDir, 'index.html'), BUILT);
fs.mkdirSync(path.join(staticDir, '.vite'));
fs.writeFileSync(
  path.join(staticDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'locales/en/index.ts': { file: 'assets/en-Ab12.js' },
    'locales/ja/index.ts': { file: 'assets/ja-Cd34.js' },
    'locales/ko/index.ts': { file: 'assets/ko-Ef56.js' },
    'src/main.tsx': { file: 'assets/first-load-Gh78.js' },
  }),
);

const photo = (format: string, width: number) => ({
  format,
  width,
  height: width / 2,
  url: `/api/photos/front-${width}.${format}`,
});
function kyoto(name = 'Demo Hotel Kyoto', { bookLanguages = ['ja', 'ko'], withPhoto = true } = {}) {
  return {
    hotel: {
      code: 'demo-kyoto',
      name,
      bookLanguages,
      photos: !withPhoto
        ? []
        : [
            {
              id: 'p1',
              alt: 'Front',
              width: 1600,
              height: 800,
              variants: [photo('avif', 480), photo('avif', 960), photo('jpeg', 960)],
            },
          ],
    },
    bookingWidgetSettings: {
      hotelName: name,
      today: '2030-01-10',
      bookLanguages,
      headerColour: '#4a1630',
      buttonColour: '#c21e58',
    },
  };
}

interface Asked {
  code: unknown;
  headers: Headers;
}

/** A gateway that answers the settings of demo-kyoto and refuses any other hotel, noting what it was asked. */
function fakeGateway(
  hotelName?: string,
  delayMs = 0,
  hotel: Parameters<typeof kyoto>[1] = {},
): { graphql: GraphqlFetch; asked: Asked[] } {
  const asked: Asked[] = [];
  const graphql: GraphqlFetch = async (request) => {
    const body = (await request.json()) as { variables: { code: unknown }; operationName: string };
    asked.push({ code: body.variables.code, headers: request.headers });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (body.variables.code !== 'demo-kyoto')
      return Response.json({ data: null, errors: [{ message: 'Hotel not found', extensions: { code: '1101' } }] });
    return Response.json({ data: kyoto(hotelName, hotel) });
  };
  return { graphql, asked };
}

function server(graphql: GraphqlFetch, settingsWaitMs?: number) {
  const app = new Hono();
  app.get(
    '*',
    servedPage({
      staticDir,
      graphql,
      builtPage: async (c) => c.html(BUILT, 200, { 'X-Built-Page': 'yes' }),
      missingPage: async (c) => c.html(BUILT, 404, { 'X-Built-Page': 'yes' }),
      ...(settingsWaitMs === undefined ? {} : { settingsWaitMs }),
    }),
  );
  return app;
}

async function page(app: Hono, url: string, headers: Record<string, string> = {}) {
  const response = await app.request(url, { headers: { 'accept-language': 'en-US,en;q=0.9', ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const html = (
    encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes
  ).toString('utf8');
  return { response, html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const hrefs = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

describe("a hotel's page", () => {
  it("carries the hotel's settings, read as the widget's first request would be, for the widget to take", async () => {
    const { graphql, asked } = fakeGateway();
    const { response, doc } = await page(server(graphql), '/booking/result?code=demo-kyoto&checkin=2030-02-01', {
      cookie: 'client_session=a-guest-session',
      authorization: 'Bearer a-member',
      'client-session': 'a-guest-session',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(readServedHotelSettings(doc, 'demo-kyoto', 'en-US')).toEqual({
      hotel: kyoto().hotel,
      settings: kyoto().bookingWidgetSettings,
    });
    // Read in the browser's first language, with nothing of the visitor's: no session, member or cookie.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.code).toBe('demo-kyoto');
    expect(asked[0]?.headers.get('x-locale')).toBe('en-US');
    for (const name of ['client-session', 'authorization', 'cookie']) expect(asked[0]?.headers.get(name)).toBeNull();
    // Another language is another page: the URL's `locale` is what the widget sends first.
    const inJapanese = await page(server(graphql), '/booking/result?code=demo-kyoto&locale=ja');
    expect(readServedHotelSettings(inJapanese.doc, 'demo-kyoto', 'ja')).toBeDefined();
    expect(readServedHotelSettings(inJapanese.doc, 'demo-kyoto', 'en-US')).toBeUndefined();
  });

  it('names the language files shown first and, on the results, the header photo as the banner shows it', async () => {
    const { graphql } = fakeGateway();
    const { doc } = await page(server(graphql), '/booking/result?code=demo-kyoto');
    // The browser's English before the first render, then Japanese: the hotel books no English.
    expect(hrefs(doc, 'link[rel="modulepreload"]')).toEqual(['/assets/en-Ab12.js', '/assets/ja-Cd34.js']);
    const image = doc.querySelector('link[rel="preload"][as="image"]');
    expect(image?.getAttribute('imagesrcset')).toBe('/api/photos/front-480.avif 480w, /api/photos/front-960.avif 960w');
    expect(image?.getAttribute('imagesizes')).toBe(HOTEL_BANNER_SIZES);
    expect(image?.getAttribute('type')).toBe('image/avif');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    // Another page of the hotel shows no banner.
    const guest = await page(server(graphql), '/reservation/guest-detail?code=demo-kyoto', { 'accept-language': 'ko' });
    expect(guest.doc.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    expect(hrefs(guest.doc, 'link[rel="modulepreload"]')).toEqual(['/assets/ko-Ef56.js']);
  });

  it('keeps text that looks like markup inside the settings, as data', async () => {
    const name = 'Kyoto </script><script>alert(1)</script> & <!-- \u2028';
    const { graphql } = fakeGateway(name);
    const { doc, html } = await page(server(graphql), '/booking/result?code=demo-kyoto');
    expect(html).not.toContain('</script><script>');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById(SERVED_SETTINGS_ELEMENT_ID)?.getAttribute('type')).toBe('application/json');
    expect(readServedHotelSettings(doc, 'demo-kyoto', 'en-US')?.hotel.name).toBe(name);
    expect(JSON.parse(jsonForHtml({ name }))).toEqual({ name });
  });

  it('goes out without settings for an unknown hotel or settings that come too late; a page of no hotel is the built one', async () => {
    const { graphql, asked } = fakeGateway();
    const unknown = await page(server(graphql), '/booking/result?code=no-such-hotel');
    expect(unknown.response.status).toBe(200);
    expect(unknown.doc.getElementById(SERVED_SETTINGS_ELEMENT_ID)).toBeNull();
    expect(unknown.doc.querySelector('link[rel="preload"]')).toBeNull();
    expect(hrefs(unknown.doc, 'link[rel="modulepreload"]')).toEqual(['/assets/en-Ab12.js']);

    const slow = await page(server(fakeGateway(undefined, 200).graphql, 20), '/booking/result?code=demo-kyoto');
    expect(slow.doc.getElementById(SERVED_SETTINGS_ELEMENT_ID)).toBeNull();

    const before = asked.length;
    const noHotel = await page(server(graphql), '/booking/result');
    expect(noHotel.response.headers.get('x-built-page')).toBe('yes');
    expect(asked).toHaveLength(before);
  });

  it("is a 404 on a path that is no page of the app, the hotel's settings still in it; a page's path keeps its 200", async () => {
    const { graphql } = fakeGateway();
    const missing = await page(server(graphql), '/nope?code=demo-kyoto');
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('cache-control')).toBe('no-cache');
    expect(readServedHotelSettings(missing.doc, 'demo-kyoto', 'en-US')).toBeDefined();
    const results = await page(server(graphql), '/booking/result?code=demo-kyoto');
    expect(results.response.status).toBe(200);
    expect(readServedHotelSettings(results.doc, 'demo-kyoto', 'en-US')).toBeDefined();
    expect((await page(server(graphql), '/reservation-tripla/demo-kyoto/search')).response.status).toBe(200);
    const noHotel = await page(server(graphql), '/booking/nope');
    expect(noHotel.response.status).toBe(404);
    expect(noHotel.response.headers.get('x-built-page')).toBe('yes');
  });

  it('goes out up to its body at once: the browser fetches the first load while the settings are read', async () => {
    let answer: (response: Response) => void = () => {};
    const held: GraphqlFetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const response = await server(held).request('/booking/result?code=demo-kyoto', {
      headers: { 'accept-language': 'en-US', 'accept-encoding': 'identity' },
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<link rel="modulepreload" crossorigin href="/assets/en-Ab12.js">');
    // The results page's root element comes with the settings: it holds the first screen painted from them.
    expect(first).toMatch(/<body>$/);
    expect(first).not.toContain(SERVED_SETTINGS_ELEMENT_ID);
    answer(Response.json({ data: kyoto() }));
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    const doc = new DOMParser().parseFromString(first + rest, 'text/html');
    expect(readServedHotelSettings(doc, 'demo-kyoto', 'en-US')?.hotel.name).toBe('Demo Hotel Kyoto');
    expect(rest.endsWith('</html>')).toBe(true);
  });

  it('is compressed as the request accepts', async () => {
    const { graphql } = fakeGateway();
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const { response, doc } = await page(server(graphql), '/booking/result?code=demo-kyoto', {
        'accept-encoding': acceptEncoding,
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(readServedHotelSettings(doc, 'demo-kyoto', 'en-US')).toBeDefined();
    }
  });
});
