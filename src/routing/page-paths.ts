/**
 * The paths of the widget's pages as its router knows them (src/app.tsx, src/app/hotel-routes.tsx),
 * as data the server reads too: a GET of any other path is answered with the page and status 404
 * (server/served-page.ts), and the app shows its "Page not found" page there. Imports nothing, so
 * that the server can read it without the browser's modules.
 *
 * A pattern is wouter's: a string with `:param` segments and an optional trailing `*`, or a RegExp.
 */
export type PagePath = string | RegExp;

/** The paths the product builds: `/reservation-tripla/...`, `/member-registration-tripla/...`, `/corporate/.../sign-in`. */
export const BUILT_PATH =
  /^\/(?:reservation-tripla\/[^/]+\/(?:search|guest-detail|payment|confirmation)|member-registration-tripla\/[^/]+\/(?:open-signup|done|sign-in)|corporate\/[^/]+\/sign-in)\/?$/;

/** The two routes that share one search and one booking chart: results, then guest details. */
export const BOOKING_FLOW_PATH = /^\/(?:booking\/result|reservation\/guest-detail)\/?$/;

/** The agency site's one route for a facility's rooms and the booking steps (src/agency/agency-shell.tsx). */
export const AGENCY_BOOKING_FLOW_PATH =
  /^\/(?:hotels\/[^/]+|booking\/result|reservation\/(?:guest-detail|payment))\/?$/;

/** The pages the app root shows before a hotel's pages (src/app.tsx `Routes`). */
export const SERVICE_UNAVAILABLE_PATH = '/503';
export const PAY_BY_LINK_DISPLAY_PATH = '/payments/:paymentNumber/display';
export const PAY_BY_LINK_PATH = '/payments/:paymentNumber';

/** The member's account pages: its own router below these (src/views/my-account). */
export const MY_ACCOUNT_PATH = '/my-account';
export const MY_ACCOUNT_PAGES_PATH = '/my-account/*';

/** Every page of one hotel (src/app/hotel-routes.tsx `HotelRoutes`), in the router's order. */
export const HOTEL_PAGE_PATHS: readonly PagePath[] = [
  '/',
  BUILT_PATH,
  BOOKING_FLOW_PATH,
  '/booking/recommender',
  '/facilities',
  '/packages',
  '/reservation/confirmation/:confirmationNumber',
  '/reservation/fail',
  '/reservation/3ds-pending',
  '/reservation/receipt/:confirmationNumber',
  '/search',
  '/cancellation-policy',
  '/sign-in',
  '/sso/custom/callback',
  '/sign-up',
  '/sign-up-result',
  '/member-confirmation',
  '/resend-confirmation-email',
  '/forgot-password',
  '/change-password',
  '/sign-out',
  '/unsubscribe-email/confirmation',
  '/unsubscribe-email/success',
  '/organization-sign-in',
  '/organization-admin',
  '/room-lottery/guest-detail',
  '/room-lottery/confirmation/:entryNumber',
  '/room-lottery/complete/:entryNumber',
  '/room-lottery/reservation-incomplete/:entryNumber',
  MY_ACCOUNT_PATH,
  MY_ACCOUNT_PAGES_PATH,
];

/** Every page of the widget (src/app.tsx `Routes`, then the hotel's pages). */
export const WIDGET_PAGE_PATHS: readonly PagePath[] = [
  SERVICE_UNAVAILABLE_PATH,
  PAY_BY_LINK_DISPLAY_PATH,
  PAY_BY_LINK_PATH,
  ...HOTEL_PAGE_PATHS,
];

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern as wouter matches it (its parser, regexparam): `:name` one segment, a last `*` the rest
 * (a `/` and anything), an optional trailing slash, letters of any case; a RegExp as it is.
 */
export function pagePattern(path: PagePath): RegExp {
  if (path instanceof RegExp) return path;
  const parts = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment === '*' ? '/(.*)' : segment.startsWith(':') ? '/([^/]+?)' : `/${escapeForPattern(segment)}`,
    );
  return new RegExp(`^${parts.join('')}/?$`, 'i');
}

/** The path as the router reads it: percent escapes decoded (decodeURI), else as it is. */
function routerPath(pathname: string): string {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/** Whether a URL's path names one of `paths` (the widget's pages by default). */
export function isPagePath(pathname: string, paths: readonly PagePath[] = WIDGET_PAGE_PATHS): boolean {
  const path = routerPath(pathname);
  return paths.some((pattern) => pagePattern(pattern).test(path));
}
