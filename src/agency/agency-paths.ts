import { hotelCodeOf, splitUrl } from '../routing/url-rules';
import { hotelCodeOfPath } from '../routing/built-paths';
import {
  AGENCY_BOOKING_FLOW_PATH,
  HOTEL_PAGE_PATHS,
  SERVICE_UNAVAILABLE_PATH,
  type PagePath,
} from '../routing/page-paths';

/**
 * The travel-agency route set (SPEC.md section 2) as data: which pages belong to no hotel, and the
 * hotel a page of the agency site is about.
 */

/** The agency site's own pages: no hotel, so no `code` is added to them and init loads no hotel. */
export const AGENCY_OWN_PATHS = ['/', '/search-hotels', '/confirm-reservation', '/test'] as const;

export const AGENCY_PATHS = {
  home: '/',
  searchHotels: '/search-hotels',
  confirmReservation: '/confirm-reservation',
  signIn: '/ota-sign-in',
  test: '/test',
  guestDetail: '/reservation/guest-detail',
  payment: '/reservation/payment',
  fail: '/reservation/fail',
  facilities: '/facilities',
} as const;

/**
 * Every page of the agency site, as its router (src/agency/agency-shell.tsx `AgencyRoutes`) knows
 * them: its own, its booking flow, then the hotel's pages. The server answers any other path with 404.
 */
export const AGENCY_PAGE_PATHS: readonly PagePath[] = [
  SERVICE_UNAVAILABLE_PATH,
  AGENCY_PATHS.home,
  AGENCY_PATHS.searchHotels,
  AGENCY_PATHS.confirmReservation,
  AGENCY_PATHS.test,
  AGENCY_PATHS.signIn,
  AGENCY_BOOKING_FLOW_PATH,
  ...HOTEL_PAGE_PATHS,
];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isAgencyOwnPath(pathname: string): boolean {
  return (AGENCY_OWN_PATHS as readonly string[]).includes(withoutTrailingSlash(pathname));
}

/**
 * The hotel of an agency page: none on the site's own pages (whatever the query says), the path's
 * on `/hotels/{code}` and the built paths, else the query's `code` / `hotel_code`.
 */
export function agencyHotelCodeOf(pathname: string, search: string): string | null {
  if (isAgencyOwnPath(pathname)) return null;
  return hotelCodeOfPath(pathname) ?? hotelCodeOf(`?${search.replace(/^\?/, '')}`);
}

/** The widget's hotel: a built path's, else the query's (init reads the query itself then). */
export function widgetHotelCodeOf(pathname: string): string | undefined {
  return hotelCodeOfPath(pathname) ?? undefined;
}

/**
 * The hotel code the router's rules add to a link: on the agency site none to its own pages or to a
 * path that names its hotel already; elsewhere the page's hotel.
 */
export function hotelCodeForLink(to: string, hotelCode: string | null, agencyMode: boolean): string | null {
  if (!agencyMode) return hotelCode;
  const { pathname } = splitUrl(to);
  if (isAgencyOwnPath(pathname) || hotelCodeOfPath(pathname) !== null) return null;
  return hotelCode;
}

/**
 * Where the agency site goes instead of the widget's results page (after sign-in, after a session
 * ended): the facility's rooms when the page is about one, else the home page.
 */
export function agencyResultsPath(hotelCode: string | null): string {
  return hotelCode ? `/hotels/${encodeURIComponent(hotelCode)}` : '/';
}
