import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as agencyPaths from '../agency/agency-paths';
import { AGENCY_PAGE_PATHS } from '../agency/agency-paths';
import * as pagePaths from './page-paths';
import { HOTEL_PAGE_PATHS, isPagePath, WIDGET_PAGE_PATHS, type PagePath } from './page-paths';

/** A constant a route names (`BUILT_PATH`, `AGENCY_PATHS.home`), from the modules of page paths. */
function constantNamed(name: string): unknown {
  const [first, ...rest] = name.split('.');
  let value: unknown = { ...pagePaths, ...agencyPaths }[first as keyof typeof pagePaths];
  for (const key of rest) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** The `path` of every `<Route>` of a router file: a string as written, a constant by its name. */
function routePathsOf(file: string): PagePath[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const routes = [...source.matchAll(/<Route\b[^>]*?\bpath=/g)].length;
  const paths = [...source.matchAll(/<Route\s+path=(?:"([^"]*)"|\{([\w.]+)\})/g)].map(([, text, name]) => {
    if (text !== undefined) return text;
    const constant = constantNamed(name!);
    if (typeof constant !== 'string' && !(constant instanceof RegExp))
      throw new Error(`${file}: the route path ${name} is no constant of the page paths' modules`);
    return constant;
  });
  // Every route with a path was read: none written in a way the pattern above misses.
  expect(paths.length, file).toBe(routes);
  return paths;
}

describe("the widget's page paths", () => {
  it("list every route of the widget's routers, and no path that is no route", () => {
    const hotelRoutes = routePathsOf('../app/hotel-routes.tsx');
    const appRoutes = routePathsOf('../app.tsx');
    expect(hotelRoutes.length).toBeGreaterThan(20);
    expect(appRoutes).toHaveLength(3);
    expect(HOTEL_PAGE_PATHS).toEqual(hotelRoutes);
    expect(WIDGET_PAGE_PATHS).toEqual([...appRoutes, ...hotelRoutes]);
  });

  it("list every route of the agency site's router, then the hotel's pages it falls back to", () => {
    const agencyRoutes = routePathsOf('../agency/agency-shell.tsx');
    expect(agencyRoutes.length).toBeGreaterThan(5);
    expect(AGENCY_PAGE_PATHS).toEqual([...agencyRoutes, ...HOTEL_PAGE_PATHS]);
    for (const path of [
      '/',
      '/search-hotels',
      '/ota-sign-in',
      '/hotels/demo-kyoto',
      '/reservation/payment',
      '/sign-in',
    ]) {
      expect(isPagePath(path, AGENCY_PAGE_PATHS), path).toBe(true);
    }
    // The widget's pay-by-link pages are no routes of the agency site.
    for (const path of ['/nope', '/hotels', '/hotels/demo-kyoto/rooms', '/payments/x']) {
      expect(isPagePath(path, AGENCY_PAGE_PATHS), path).toBe(false);
    }
  });

  it('match as the router does: parameters, the trailing wildcard, the built and booking paths', () => {
    for (const path of [
      '/',
      '/booking/result',
      '/booking/result/',
      '/reservation/guest-detail',
      '/reservation/confirmation/ABC',
      '/reservation/confirmation/ABC/',
      '/reservation/receipt/R-1',
      '/RESERVATION/Fail',
      '/room-lottery/complete/E1',
      '/my-account',
      '/my-account/points',
      '/my-account/reservations/ABC',
      '/payments/x',
      '/payments/x/display',
      '/503',
      '/reservation-tripla/demo-kyoto/search',
      '/member-registration-tripla/demo-kyoto/done/',
      '/corporate/demo-kyoto/sign-in',
      '/sign-in',
      '/reservation/confirmation/%E4%BA%AC',
      '/sign%2Din',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/nope',
      '/booking',
      '/booking/nope',
      '/booking/result/extra',
      '/reservation',
      '/reservation/confirmation',
      '/reservation/confirmation/ABC/more',
      '/payments',
      '/payments/x/y',
      '/my-accounts',
      '/sign-in.html',
      '/reservation-tripla/demo-kyoto/nope',
      '//',
      '/%E0%A4%A',
      '/sign-in%2Fx',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
