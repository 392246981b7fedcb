// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Photo } from '../machines/photos/photo-fields';
import { HOTEL_BANNER_SIZES } from '../src/views/booking/photo-sizes';
import { ResponsivePhoto } from '../src/views/booking/responsive-photo';
import { brandTokens } from '../contract/brand-colours';
import { brandColoursCss } from './first-screen';
import { servedPage, type GraphqlFetch } from './served-page';

/** The built page as the build writes it: the spinner in the root element, painted before any script. */
const BUILT = `<!doctype html>
<html lang="en">
  <head><title>Hotel booking</title></head>
  <body>
    <div id="root">
      <div class="app-loading" aria-hidden="true"><svg class="boot-spinner"></svg></div>
    </div>
    <noscript>This booking page needs JavaScript.</noscript>
  </body>
</html>`;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), BUILT);

const variant = (format: string, width: number) => ({
  format,
  width,
  height: width / 2,
  url: `/api/photos/front-${width}.${format}`,
});
const FRONT: Photo = {
  id: 'p1',
  alt: '',
  width: 1600,
  height: 800,
  variants: [
    variant('avif', 480),
    variant('avif', 960),
    variant('webp', 960),
    variant('jpeg', 480),
    variant('jpeg', 960),
  ],
};

interface Hotel {
  name?: string;
  bookLanguages?: string[];
  photos?: Photo[];
  headerColour?: string | null;
  buttonColour?: string | null;
}

function gateway({
  name = 'Demo Hotel Kyoto',
  bookLanguages = ['ja', 'en'],
  photos = [FRONT],
  headerColour = '#4a1630',
  buttonColour = '#c21e58',
}: Hotel = {}) {
  const graphql: GraphqlFetch = async (request) => {
    const body = (await request.json()) as { variables: { code: unknown } };
    if (body.variables.code !== 'demo-kyoto')
      return Response.json({ data: null, errors: [{ message: 'Hotel not found' }] });
    return Response.json({
      data: {
        hotel: { code: 'demo-kyoto', name, bookLanguages, photos },
        bookingWidgetSettings: { hotelName: name, bookLanguages, headerColour, buttonColour },
      },
    });
  };
  return graphql;
}

async function page(graphql: GraphqlFetch, url: string, acceptLanguage = 'en-US,en;q=0.9', settingsWaitMs?: number) {
  const app = new Hono();
  app.get(
    '*',
    servedPage({
      staticDir,
      graphql,
      builtPage: async (c) => c.html(BUILT),
      missingPage: async (c) => c.html(BUILT, 404),
      ...(settingsWaitMs ? { settingsWaitMs } : {}),
    }),
  );
  const response = await app.request(url, {
    headers: { 'accept-language': acceptLanguage, 'accept-encoding': 'identity' },
  });
  const html = await response.text();
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const painted = (doc: Document) => doc.querySelector<HTMLElement>('#root > [data-first-screen]');

describe("the results page's painted first screen", () => {
  it("draws the hotel's header, its photo as the banner does and panels, in the root element, under its colours", async () => {
    const { doc } = await page(gateway(), '/booking/result?code=demo-kyoto&checkin=2030-02-01');
    const screen = painted(doc);
    expect(screen).not.toBeNull();
    // The only child of the root: the app's first render takes it whole.
    expect(doc.getElementById('root')?.children).toHaveLength(1);
    expect(screen?.className).toBe('app-root');
    expect(screen?.querySelector('.app-header-home')?.textContent).toBe('Demo Hotel Kyoto');
    // The same picture as the banner's ResponsivePhoto: the browser fetches it once and keeps its box.
    const { container } = render(
      <ResponsivePhoto photo={FRONT} alt="" sizes={HOTEL_BANNER_SIZES} eager highPriority />,
    );
    const attributes = (element: Element | null | undefined) =>
      Object.fromEntries(
        [...(element?.attributes ?? [])].map((attribute) => [attribute.name.toLowerCase(), attribute.value]),
      );
    const bannerImage = screen?.querySelector('.hotel-banner img');
    expect(attributes(bannerImage)).toEqual({ ...attributes(container.querySelector('img')), alt: 'Demo Hotel Kyoto' });
    expect(bannerImage?.getAttribute('width')).toBe('1600');
    expect(bannerImage?.getAttribute('height')).toBe('800');
    const sources = [...(screen?.querySelectorAll('.hotel-banner source') ?? [])].map(attributes);
    expect(sources).toEqual([...container.querySelectorAll('source')].map(attributes));
    expect(screen?.querySelector('.first-screen-search')).not.toBeNull();
    expect(screen?.querySelectorAll('.room-card-skeleton')).toHaveLength(2);
    // The colours by a stylesheet of the page's own origin (the CSP allows no inline style), before the root.
    const link = doc.querySelector('body > link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe('/brand-colours.css?header=4a1630&button=c21e58');
    expect(link?.nextElementSibling?.id).toBe('root');
    expect(doc.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(doc.querySelectorAll('script:not([type="application/json"])')).toHaveLength(0);
  });

  it('is one status line to assistive technology, with nothing to focus', async () => {
    const { doc } = await page(gateway(), '/booking/result?code=demo-kyoto');
    const screen = painted(doc)!;
    expect(screen.querySelector('header')?.getAttribute('aria-hidden')).toBe('true');
    const visible = [...screen.querySelectorAll('main > *')].filter(
      (child) => child.getAttribute('aria-hidden') !== 'true',
    );
    expect(visible.map((child) => child.getAttribute('role'))).toEqual(['status']);
    expect(visible[0]?.textContent).toBe('Loading the booking page…');
    expect(screen.querySelectorAll('a, button, input, [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(screen.querySelector('select')?.hasAttribute('disabled')).toBe(true);
  });

  it('speaks the language the widget will show, and reads right to left in Arabic', async () => {
    // The hotel books no English: the widget shows Japanese, and so does the painted header.
    const japanese = painted(
      (await page(gateway({ bookLanguages: ['ja', 'ko'] }), '/booking/result?code=demo-kyoto')).doc,
    );
    expect(japanese?.getAttribute('lang')).toBe('ja');
    expect(japanese?.getAttribute('dir')).toBe('ltr');
    expect(japanese?.querySelector('.language-selector label')?.firstChild?.textContent).toBe('言語');
    expect(japanese?.querySelector('select option[selected]')?.textContent).toBe('日本語');
    expect(japanese?.querySelector('[role="status"]')?.textContent).toBe('予約ページを読み込んでいます…');

    const arabic = painted(
      (await page(gateway({ bookLanguages: ['ar', 'en'] }), '/booking/result?code=demo-kyoto', 'ar,en;q=0.5')).doc,
    );
    expect(arabic?.getAttribute('lang')).toBe('ar');
    expect(arabic?.getAttribute('dir')).toBe('rtl');
    expect(arabic?.querySelector('.language-selector label')?.firstChild?.textContent).toBe('اللغة');

    // One book language: no selector, as the header shows none.
    const single = painted((await page(gateway({ bookLanguages: ['en'] }), '/booking/result?code=demo-kyoto')).doc);
    expect(single?.querySelector('.language-selector')).toBeNull();
  });

  it("keeps a hotel's name and photo text that look like markup as text", async () => {
    const name = 'Kyoto <img src=x onerror=alert(1)> "quoted" & </div></main><script>alert(2)</script>';
    const photo = { ...FRONT, alt: '"><script>alert(3)</script>' };
    const { doc, html } = await page(gateway({ name, photos: [photo] }), '/booking/result?code=demo-kyoto');
    const screen = painted(doc)!;
    expect(screen.querySelector('.app-header-home')?.textContent).toBe(name);
    expect(screen.querySelector('.hotel-banner img')?.getAttribute('alt')).toBe(photo.alt);
    expect(screen.querySelectorAll('img')).toHaveLength(1);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
  });

  it('has no banner for a hotel without a photo, only the stylesheet of the colours it sets, none without colours', async () => {
    const { doc } = await page(gateway({ photos: [], headerColour: null }), '/booking/result?code=demo-kyoto');
    expect(painted(doc)?.querySelector('.hotel-banner')).toBeNull();
    expect(painted(doc)?.querySelector('.first-screen-search')).not.toBeNull();
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/brand-colours.css?button=c21e58');
    // Neither colour (or none the widget reads): no stylesheet at all, the defaults apply.
    const plain = await page(gateway({ headerColour: null, buttonColour: 'red' }), '/booking/result?code=demo-kyoto');
    expect(painted(plain.doc)).not.toBeNull();
    expect(plain.doc.querySelector('link[href^="/brand-colours.css"]')).toBeNull();
    // A short colour is passed on in its six digits.
    const short = await page(gateway({ headerColour: '#ABC' }), '/booking/result?code=demo-kyoto');
    expect(short.doc.querySelector('link[href^="/brand-colours.css"]')?.getAttribute('href')).toBe(
      '/brand-colours.css?header=aabbcc&button=c21e58',
    );
  });

  it('is not painted without the settings (unknown hotel, too late) nor on other pages: the built spinner is', async () => {
    for (const { doc } of [
      await page(gateway(), '/booking/result?code=no-such-hotel'),
      await page(async () => new Promise<Response>(() => {}), '/booking/result?code=demo-kyoto', 'en', 20),
      await page(gateway(), '/reservation/guest-detail?code=demo-kyoto'),
    ]) {
      expect(painted(doc)).toBeNull();
      expect(doc.querySelector('#root > .app-loading')).not.toBeNull();
      expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    }
  });
});

describe('the stylesheet of the brand colours', () => {
  it('sets the tokens the app sets for the same colours, and nothing for anything else', () => {
    const css = brandColoursCss(new URLSearchParams({ header: '4a1630', button: 'c21e58' }));
    const tokens = brandTokens({ headerColour: '#4a1630', buttonColour: '#c21e58' });
    expect(css).toBe(
      `.app-root{${Object.entries(tokens)
        .map(([name, value]) => `${name}:${value}`)
        .join(';')}}\n`,
    );
    expect(brandColoursCss(new URLSearchParams({ header: '000;}body{display:none' }))).toBe('');
    expect(brandColoursCss(new URLSearchParams({ button: 'red' }))).toBe('');
    expect(brandColoursCss(new URLSearchParams())).toBe('');
  });
});
