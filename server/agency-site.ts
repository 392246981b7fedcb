import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { AGENCY_PAGE_PATHS } from '../src/agency/agency-paths';
import { isPagePath } from '../src/routing/page-paths';
import { REVALIDATE } from './widget-files';

/**
 * The travel-agency site is the same single-page app served on its own host names (AGENCY_HOSTS).
 * The page tells the browser which site it is with a meta element (no inline script: the strict
 * Content-Security-Policy allows none); src/app/site-mode.ts reads it.
 */
export const SITE_MODE_META_NAME = 'site-mode';
export const AGENCY_SITE_MODE = 'agency';

/** The demo start's agency host (Chromium and curl resolve *.localhost to 127.0.0.1). */
export const DEMO_AGENCY_HOST = 'agency.localhost';

/** A host name as compared: lower case, without a port or the trailing dot of a fully qualified name. */
export function normaliseHostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // [::1]:3000 keeps its brackets; name:3000 loses its port.
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/** AGENCY_HOSTS: comma-separated host names; blanks dropped; ports ignored. */
export function parseAgencyHosts(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map(normaliseHostName)
        .filter((host) => host.length > 0),
    ),
  ];
}

/** Whether a request's Host names the agency site. No Host, or no agency hosts configured: the widget. */
export function isAgencyHost(host: string | null | undefined, agencyHosts: readonly string[]): boolean {
  if (!host || agencyHosts.length === 0) return false;
  return agencyHosts.includes(normaliseHostName(host));
}

/** The facility whose member sign-in is the agency brand's (its members sign in on /ota-sign-in). */
export const MEMBERSHIP_HOTEL_META_NAME = 'agency-membership-hotel';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built page with the agency's marker in its head (before any script reads it). */
export function markAsAgencyPage(html: string, membershipHotel: string | null = null): string {
  const marker =
    `<meta name="${SITE_MODE_META_NAME}" content="${AGENCY_SITE_MODE}" />` +
    (membershipHotel ? `<meta name="${MEMBERSHIP_HOTEL_META_NAME}" content="${attribute(membershipHotel)}" />` : '');
  return html.includes('</head>') ? html.replace('</head>', `    ${marker}\n  </head>`) : `${marker}${html}`;
}

/** Paths with a file extension are files of the build, never routes of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * On an agency host every GET of a route of the app answers the built index.html marked as the
 * agency page; any other path not a file gets the same page with status 404 (the app shows its
 * "Page not found" page there). The file is small; it is read again when the build changes it (its mtime), so a new
 * build needs no restart. Other hosts and other requests go on to the widget's files.
 */
export function agencyPage(
  staticDir: string,
  agencyHosts: readonly string[],
  membershipHotel: () => Promise<string | null> = async () => null,
): MiddlewareHandler {
  const file = path.join(staticDir, 'index.html');
  let cached: { mtimeMs: number; html: string; hotel: string | null } | undefined;
  return async (c, next) => {
    if (
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      FILE_PATH.test(c.req.path) ||
      c.req.path.startsWith('/assets/')
    )
      return next();
    if (!isAgencyHost(c.req.header('host'), agencyHosts)) return next();
    let info;
    try {
      info = await stat(file);
    } catch {
      return next();
    }
    // The brand's first facility, read per page (a facility added later is found without a restart).
    const hotel = await membershipHotel();
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.hotel !== hotel) {
      cached = { mtimeMs: info.mtimeMs, hotel, html: markAsAgencyPage(await readFile(file, 'utf8'), hotel) };
    }
    const status = isPagePath(new URL(c.req.url).pathname, AGENCY_PAGE_PATHS) ? 200 : 404;
    return c.body(cached.html, status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      // One address, two pages: a shared cache must key the page by the host it was asked on.
      Vary: 'Host',
    });
  };
}
