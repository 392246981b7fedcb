import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { HotelSettingsDocument } from '../machines/graphql/graphql';
import type { HotelSettings } from '../machines/init/context';
import { hotelCodeFromQuery } from '../machines/init/context';
import { chooseLocale, localeFromBrowserLanguage } from '../machines/locale/choose-locale';
import { locales } from '../locales/i18n-util';
import { widgetHotelCodeOf } from '../src/agency/agency-paths';
import { isPagePath } from '../src/routing/page-paths';
import { SERVED_SETTINGS_ELEMENT_ID, type ServedHotelSettings } from '../src/app/served-hotel-settings';
import { uiLocale } from '../src/i18n/locale';
import { HOTEL_BANNER_SIZES } from '../src/views/booking/photo-sizes';
import { firstScreenPage } from './first-screen';
import { chooseEncoding } from './json-compression';
import { REVALIDATE } from './widget-files';

/**
 * A hotel's page waits no longer than this for its settings; past it the page goes out without them
 * and the widget asks for them itself, as it always could.
 */
export const SERVED_SETTINGS_WAIT_MS = 1500;

/** Answers one GraphQL request as /graphql does (the gateway), with the page request's environment. */
export type GraphqlFetch = (request: Request, env: unknown) => Response | Promise<Response>;

export interface ServedPageOptions {
  /** The built widget (its index.html and .vite/manifest.json). */
  staticDir: string;
  graphql: GraphqlFetch;
  /** The page as it is built, for every URL that names no hotel. */
  builtPage: MiddlewareHandler;
  /** The built page with status 404, for a path that is no page of the app (src/routing/page-paths.ts). */
  missingPage: MiddlewareHandler;
  settingsWaitMs?: number;
}

/** The browser's first language as it would send it (`navigator.language`), from Accept-Language. */
function firstLanguage(acceptLanguage: string | undefined): string | undefined {
  return acceptLanguages(acceptLanguage)[0];
}

function acceptLanguages(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag && tag !== '*');
}

/**
 * The settings as the widget's own first request would read them: no client session (the gateway
 * answers with its own), no member, in `locale`. Undefined when refused (unknown hotel, a failure),
 * so that the widget asks and shows the failure as before.
 */
async function readSettings(
  graphql: GraphqlFetch,
  env: unknown,
  hotelCode: string,
  locale: string,
  acceptLanguage: string | undefined,
): Promise<HotelSettings | undefined> {
  const query = String(HotelSettingsDocument);
  const headers: Record<string, string> = {
    Accept: 'application/graphql-response+json, application/json',
    'Content-Type': 'application/json',
    'X-Locale': locale,
  };
  if (acceptLanguage) headers['Accept-Language'] = acceptLanguage;
  const response = await graphql(
    new Request('http://page.internal/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: { code: hotelCode }, operationName: 'HotelSettings' }),
    }),
    env,
  );
  if (!response.ok) return undefined;
  const reply = (await response.json()) as {
    data?: { hotel?: unknown; bookingWidgetSettings?: unknown };
    errors?: unknown[];
  };
  if (reply.errors?.length || !reply.data?.hotel || !reply.data.bookingWidgetSettings) return undefined;
  return { hotel: reply.data.hotel, settings: reply.data.bookingWidgetSettings } as HotelSettings;
}

function withinWait<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/** JSON inside a `<script type="application/json">`: nothing in it can end the element or open markup. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The files of the build by source module (Vite's manifest); empty when the build wrote none. */
async function readManifest(staticDir: string): Promise<Record<string, { file: string }>> {
  try {
    return JSON.parse(await readFile(path.join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
  } catch {
    return {};
  }
}

/** The file a language's translations were built into, as the page names it; none without a manifest. */
function languageFile(manifest: Record<string, { file: string }>, locale: string): string[] {
  const file = manifest[`locales/${locale}/index.ts`]?.file;
  return file ? [`/${file}`] : [];
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`;

/**
 * What follows the page's body once the hotel's settings are in (all of it allowed in the body, and
 * read before the app's module runs, which waits for the whole page): the language the init chart will
 * choose among the hotel's book languages when it is not the browser's, fetched beside the first load;
 * on the results page the hotel's header photo (its largest paint), in the variants and `sizes` the
 * banner shows it with; and the settings themselves.
 */
export function servedSettingsPart(
  served: ServedHotelSettings | undefined,
  chosenLanguageFiles: readonly string[],
  resultsPage: boolean,
): string {
  if (!served) return '';
  const lines = chosenLanguageFiles.map(modulePreload);
  const avif = served.settings.hotel.photos[0]?.variants.filter((variant) => variant.format === 'avif') ?? [];
  if (resultsPage && avif.length > 0) {
    const srcset = avif.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
    lines.push(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attribute(srcset)}" imagesizes="${attribute(HOTEL_BANNER_SIZES)}">`,
    );
  }
  lines.push(`<script type="application/json" id="${SERVED_SETTINGS_ELEMENT_ID}">${jsonForHtml(served)}</script>`);
  return `  ${lines.join('\n    ')}\n  `;
}

/** Where the built page's root element opens, its content starts and ends; undefined if it has none. */
function rootElementOf(template: string): { start: number; innerStart: number; innerEnd: number } | undefined {
  const open = '<div id="root">';
  const start = template.indexOf(open);
  if (start < 0) return undefined;
  const innerStart = start + open.length;
  const close = /<\/div>\s*(?=<noscript|<script|<\/body>)/.exec(template.slice(innerStart));
  return close ? { start, innerStart, innerEnd: innerStart + close.index } : undefined;
}

/** The page's text as it goes out: the first part at once, the rest when it is known, compressed as asked. */
function streamedBody(first: string, rest: Promise<string>, encoding: 'br' | 'gzip' | undefined): ReadableStream {
  const out =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.createGzip({ level: 6 })
        : new PassThrough();
  out.write(first);
  // The browser fetches the build's files and draws the spinner while the settings are read.
  if (!(out instanceof PassThrough)) out.flush();
  void rest.then((text) => out.end(text));
  return Readable.toWeb(out) as ReadableStream;
}

/**
 * The widget's page for a hotel's URL: the built index.html, sent at once with the browser's
 * language file named in its head, and ended with the hotel's settings and what the first screen
 * fetches after them (`servedSettingsPart`), so the browser starts them with the page instead of one
 * after another. Made per request and never stored (no-cache, as the built page); it holds only what
 * any visitor's widget reads of the hotel without a session or a member.
 */
export function servedPage(options: ServedPageOptions): MiddlewareHandler {
  const indexFile = path.join(options.staticDir, 'index.html');
  return async (c, next) => {
    const url = new URL(c.req.url);
    // A path that is no page of the app gets the same page (it shows "Page not found") as a 404.
    const status = isPagePath(url.pathname) ? 200 : 404;
    const builtPage = status === 200 ? options.builtPage : options.missingPage;
    const hotelCode = widgetHotelCodeOf(url.pathname) ?? hotelCodeFromQuery(url.search);
    if (!hotelCode) return builtPage(c, next);
    let template: string;
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      return builtPage(c, next);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': REVALIDATE,
      // The settings are read in the browser's language; the body's encoding follows the request's.
      Vary: 'Accept-Language, Accept-Encoding',
    };
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    const acceptLanguage = c.req.header('accept-language');
    // The language the widget's transport sends first (browser-services.ts): the URL's, else the browser's.
    const locale = url.searchParams.get('locale') || firstLanguage(acceptLanguage) || 'en';
    const settings = withinWait(
      readSettings(options.graphql, c.env, hotelCode, locale, acceptLanguage),
      options.settingsWaitMs ?? SERVED_SETTINGS_WAIT_MS,
    );
    const manifest = await readManifest(options.staticDir);
    // The language src/main.tsx loads before the first render: the browser's.
    const browserLanguage = uiLocale(localeFromBrowserLanguage(firstLanguage(acceptLanguage) ?? 'en'));
    const headLinks = languageFile(manifest, browserLanguage).map((file) => `  ${modulePreload(file)}\n  `);
    const bodyEnd = template.lastIndexOf('</body>');
    const resultsPage = url.pathname === '/booking/result';
    // The results page's root element waits for the settings: it holds the first screen painted for
    // the hotel (server/first-screen.ts), else the built page's spinner. The head goes at once.
    const root = resultsPage ? rootElementOf(template) : undefined;
    const firstEnd = root ? root.start : bodyEnd;
    const first = template.slice(0, firstEnd).replace('</head>', `${headLinks.join('')}</head>`);
    const rest = settings.then(async (read) => {
      const chosen = read
        ? uiLocale(
            chooseLocale({
              stored: null,
              fromUrl: url.searchParams.get('locale'),
              browserLanguages: acceptLanguages(acceptLanguage),
              bookLanguages: read.hotel.bookLanguages,
              appLocales: locales,
              agencyMode: false,
            }),
          )
        : browserLanguage;
      const part = servedSettingsPart(
        read ? { hotelCode, locale, settings: read } : undefined,
        chosen === browserLanguage ? [] : languageFile(manifest, chosen),
        resultsPage,
      );
      let rootPart = '';
      if (root) {
        const screen = read ? await firstScreenPage(read, chosen, url.searchParams).catch(() => undefined) : undefined;
        rootPart = screen
          ? `${screen.stylesheet}${template.slice(root.start, root.innerStart)}${screen.markup}${template.slice(root.innerEnd, bodyEnd)}`
          : template.slice(root.start, bodyEnd);
      }
      return `${rootPart}${part}${template.slice(bodyEnd)}`;
    });
    // Whatever fails in the first screen, the page ends as built (spinner, no settings).
    const plainRest = `${root ? template.slice(root.start, bodyEnd) : ''}${template.slice(bodyEnd)}`;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    return c.body(
      streamedBody(
        first,
        rest.catch(() => plainRest),
        encoding,
      ),
      status,
      {
        ...headers,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
    );
  };
}
