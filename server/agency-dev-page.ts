import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isAgencyHost, markAsAgencyPage } from './agency-site';
import { BACKEND_PATHS } from './backend-paths';

/**
 * `npm run dev` serves the travel-agency site as `npm start` does: on an agency host name
 * (AGENCY_HOSTS, demo `agency.localhost`) every route of the app gets Vite's page marked as the
 * agency's (server/agency-site.ts), so http://agency.localhost:5173/ is the agency site with hot
 * reload, and http://localhost:5173/ stays the widget.
 */

/** Paths with a file extension, and Vite's own (/@vite/client, /@fs/..., /node_modules/...), are never pages. */
const NOT_A_PAGE = /(\.[a-z0-9]+$)|(^\/(@|node_modules\/|src\/|locales\/))/i;

export interface AgencyDevPageOptions {
  agencyHosts: readonly string[];
  /** The facility whose member sign-in the agency's own pages use (as `npm start` marks it). */
  membershipHotel: () => Promise<string | null>;
  /** The project's index.html, read afresh for every page (an edit shows without a restart). */
  readIndexHtml: () => Promise<string>;
  /** Vite's own transformation of the page (its client, React refresh). */
  transformIndexHtml: (url: string, html: string, originalUrl?: string) => Promise<string>;
}

type Next = (error?: unknown) => void;

/** The connect middleware: an agency page, or on to Vite for everything else. */
export function agencyDevPageMiddleware(options: AgencyDevPageOptions) {
  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
    if (!wantsPage || !isAgencyHost(req.headers.host, options.agencyHosts) || NOT_A_PAGE.test(pathname)) return next();
    if (BACKEND_PATHS.some((pattern) => new RegExp(pattern).test(url))) return next();
    try {
      const page = await options.transformIndexHtml(url, await options.readIndexHtml(), req.url);
      const html = markAsAgencyPage(page, await options.membershipHotel());
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Host');
      res.end(req.method === 'HEAD' ? undefined : html);
    } catch (error) {
      next(error);
    }
  };
}

/** The Vite plugin of `npm run dev` (server/dev.ts); it also lets Vite answer on the agency's host names. */
export function agencyDevPage(
  rootDir: string,
  agencyHosts: readonly string[],
  membershipHotel: AgencyDevPageOptions['membershipHotel'],
): Plugin {
  return {
    name: 'agency-dev-page',
    apply: 'serve',
    config: () => ({ server: { allowedHosts: [...agencyHosts] } }),
    configureServer(server) {
      server.middlewares.use(
        agencyDevPageMiddleware({
          agencyHosts,
          membershipHotel,
          readIndexHtml: () => readFile(path.join(rootDir, 'index.html'), 'utf8'),
          transformIndexHtml: (url, html, originalUrl) => server.transformIndexHtml(url, html, originalUrl),
        }),
      );
    },
  };
}
