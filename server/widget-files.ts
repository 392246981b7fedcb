import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Vite names every file under /assets/ by its content's hash: a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The HTML names the current build's files, so it is revalidated on every visit. */
export const REVALIDATE = 'no-cache';
/** Files of the build's root that keep their name from build to build (an icon, robots.txt). */
export const SHORT_LIVED = 'public, max-age=3600';

/** The text formats the build writes .br and .gz of (server/widget-bundle-plugins.ts). */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

function cacheControlOf(requestPath: string, file: string): string {
  if (file.replace(/\.(?:br|gz)$/, '').endsWith('.html')) return REVALIDATE;
  return requestPath.startsWith('/assets/') ? IMMUTABLE : SHORT_LIVED;
}

/** Whole seconds: Last-Modified and If-Modified-Since carry no fraction. */
const seconds = (httpDate: string | null | undefined) => (httpDate ? Math.floor(Date.parse(httpDate) / 1000) : NaN);

/**
 * serveStatic with the build's precompressed files: `<file>.br` or `<file>.gz` by the request's
 * Accept-Encoding (brotli first), `Vary: Accept-Encoding` on every text file whatever was chosen,
 * Cache-Control by kind of file, and 304 to a revalidation of an unchanged file.
 */
function servePrecompressed(options: { root: string; path?: string; missing?: boolean }): MiddlewareHandler {
  return async (c: Context, next) => {
    let found: string | undefined;
    const serve = serveStatic({
      root: options.root,
      ...(options.path ? { path: options.path } : {}),
      precompressed: true,
      onFound: (file) => {
        found = file;
      },
    });
    const response = await serve(c, next);
    if (!found || !(response instanceof Response)) return response;
    const headers = response.headers;
    if (
      COMPRESSIBLE_TYPE.test(headers.get('content-type') ?? '') &&
      !/accept-encoding/i.test(headers.get('vary') ?? '')
    ) {
      headers.append('Vary', 'Accept-Encoding');
    }
    headers.set('Cache-Control', cacheControlOf(c.req.path, found));
    // The page for a path that is no page: not found, whatever the request's revalidation says.
    if (options.missing) return new Response(response.body, { status: 404, headers });
    const since = seconds(c.req.header('if-modified-since'));
    if (response.status === 200 && since >= seconds(headers.get('last-modified'))) {
      await response.body?.cancel();
      headers.delete('Content-Length');
      return new Response(null, { status: 304, headers });
    }
    return response;
  };
}

/**
 * The built widget: its hashed files under /assets/ (a missing one is a 404, never the page), any
 * other file of the build, and index.html for every other GET: a route of the single-page app, or
 * (`missingPage`, status 404) a path that is none, where the app shows its "Page not found" page.
 */
export function widgetFiles(staticDir: string): {
  assets: MiddlewareHandler;
  files: MiddlewareHandler;
  page: MiddlewareHandler;
  missingPage: MiddlewareHandler;
} {
  // serveStatic resolves its root against the working directory.
  const root = path.relative(process.cwd(), staticDir) || '.';
  const files = servePrecompressed({ root });
  return {
    assets: async (c) => {
      const response = await files(c, async () => {});
      return response instanceof Response ? response : c.text('Not found', 404, { 'Cache-Control': REVALIDATE });
    },
    files,
    page: servePrecompressed({ root, path: 'index.html' }),
    missingPage: servePrecompressed({ root, path: 'index.html', missing: true }),
  };
}
