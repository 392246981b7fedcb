import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers of every response (OWASP ASVS 14.4): nosniff, a referrer policy, a permissions
 * policy with every powerful feature off, HSTS for an https deployment, and a Content-Security-
 * Policy fitting what the response is: the widget's pages (policyOfWidgetPage), the API's answers
 * (nothing may load or frame them), or a server-rendered HTML page of the API (one inline style).
 */

/** HSTS only when the deployment's public address is https: a plain-http demo start must stay reachable. */
export function servesHttps(publicUrl: string | undefined = process.env.PUBLIC_URL): boolean {
  return /^https:\/\//i.test(publicUrl?.trim() ?? '');
}

type Directives = Record<string, string>;
const policy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The widget's HTML and assets. The built app is module scripts, stylesheets and fetches of its
 * own origin only (no inline script or style, no third-party script: social sign-in and 3-D Secure
 * are page navigations, and the Stately inspector exists only in development builds, which Vite
 * serves). Images: its own, and blob: for the preview of a file the guest picked.
 */
export function policyOfWidgetPage(frameAncestors: string): string {
  return policy({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' blob:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'frame-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': frameAncestors,
  });
}

/** An API answer (JSON, a downloaded file): it loads nothing and nobody frames it. */
export const API_POLICY = policy({
  'default-src': "'none'",
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
});

/** A small server-rendered page of the API (the sandbox issuer's challenge, the development outbox): one inline stylesheet, forms to itself. */
export function policyOfServerPage(frameAncestors = "'none'"): string {
  return policy({
    'default-src': "'none'",
    'style-src': "'unsafe-inline'",
    'img-src': "'self'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': frameAncestors,
  });
}

/** The GraphiQL page of the demo start (never in production): graphql-yoga loads it from unpkg with inline scripts and blob workers. */
export const GRAPHIQL_POLICY = policy({
  'default-src': "'none'",
  'script-src': "'unsafe-inline' https://unpkg.com",
  'style-src': "'unsafe-inline' https://unpkg.com",
  'font-src': 'https://unpkg.com data:',
  'img-src': "'self' data: https://raw.githubusercontent.com",
  'connect-src': "'self' https://unpkg.com",
  'worker-src': 'blob:',
  'base-uri': "'none'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
});

/** The headers that do not depend on the response; the CSP is set by the callers below. */
function staticHeaders(referrerPolicy: string): MiddlewareHandler {
  return secureHeaders({
    xContentTypeOptions: true,
    referrerPolicy,
    strictTransportSecurity: servesHttps() ? 'max-age=31536000; includeSubDomains' : false,
    // CSP frame-ancestors decides who may frame a response (hotels frame the widget).
    xFrameOptions: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: {
      accelerometer: [],
      autoplay: [],
      camera: [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      serial: [],
      usb: [],
      browsingTopics: [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      xrSpatialTracking: [],
      payment: ['self'],
      fullscreen: ['self'],
    },
  });
}

const isHtml = (c: Context) => (c.res.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * Responses of the booking API and the gateway. A handler that set its own policy keeps it (the
 * sandbox issuer's challenge page may be framed where the widget is); other HTML gets `htmlPolicy`.
 */
export function apiSecurityHeaders(options: { htmlPolicy?: string } = {}): MiddlewareHandler {
  const headers = staticHeaders('no-referrer');
  return async (c, next) => {
    await headers(c, next);
    if (c.res.headers.has('content-security-policy')) return;
    c.res.headers.set('content-security-policy', isHtml(c) ? (options.htmlPolicy ?? policyOfServerPage()) : API_POLICY);
  };
}

/**
 * The widget's pages and files. A page is served for a hotel code in its query (`?code=`, or
 * `?hotel_code=` on the sign-in callback), whose brand's embedding origin may frame it.
 */
export function widgetSecurityHeaders(
  frameAncestorsOf: (hotelCode: string | null) => Promise<string>,
): MiddlewareHandler {
  const headers = staticHeaders('strict-origin-when-cross-origin');
  return async (c, next) => {
    await headers(c, next);
    const hotelCode = c.req.query('code') || c.req.query('hotel_code') || null;
    c.res.headers.set('content-security-policy', policyOfWidgetPage(await frameAncestorsOf(hotelCode)));
  };
}
