import { renameSsoCallbackCode } from './sso-callback-rule';
import type { UrlParts } from './url-parts';

/**
 * The router rules of SPEC.md section 2 as pure functions of a relative URL
 * (`/path?query#hash`). The app applies them once at start-up (history.replaceState) and on
 * every navigation (wouter's `aroundNav`), so what the guest sees in the address bar is always
 * the normalised form.
 *
 * Parsing is done by hand on purpose: `new URL('//?x', base)` would read `//` as the start of a
 * host name, which is exactly the malformed input these rules exist to repair.
 */

export type { UrlParts } from './url-parts';

/** The route whose URL may carry the guest's e-mail (it is how the confirmation is loaded). */
const CONFIRMATION_PREFIX = '/reservation/confirmation/';

/** Something@something.tld, also when percent-encoded (`%40`). */
const EMAIL_PATTERN = /[^\s@/?#&=]+(?:@|%40)[^\s@/?#&=]+\.[^\s@/?#&=]+/i;

export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  return { pathname: pathname === '' ? '/' : pathname, query, hash };
}

export function joinUrl({ pathname, query, hash }: UrlParts): string {
  return pathname + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
}

/**
 * Old hash-style URLs (`/#/path?x`, `/?code=a#/path`) become path URLs. Parameters of the outer
 * query are kept unless the hash route sets them too.
 */
export function rewriteHashRoute(parts: UrlParts): UrlParts {
  if (!parts.hash.startsWith('/')) return parts;
  const inner = splitUrl(parts.hash);
  const params = new URLSearchParams(inner.query);
  for (const [key, value] of new URLSearchParams(parts.query)) {
    if (!params.has(key)) params.append(key, value);
  }
  return { pathname: inner.pathname, query: params.toString(), hash: inner.hash };
}

/** `//?x` -> `/?x`, and any other run of slashes in the path collapses to one. */
export function normaliseSlashes(parts: UrlParts): UrlParts {
  const pathname = parts.pathname.replace(/\/{2,}/g, '/');
  return pathname === parts.pathname ? parts : { ...parts, pathname };
}

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isConfirmationPath(pathname: string): boolean {
  return pathname.startsWith(CONFIRMATION_PREFIX);
}

/** Drops query parameters whose value is an e-mail address, except on the confirmation page. */
export function stripEmails(parts: UrlParts): UrlParts {
  if (isConfirmationPath(parts.pathname) || !looksLikeEmail(parts.query)) return parts;
  const params = new URLSearchParams(parts.query);
  for (const [key, value] of [...params]) {
    if (looksLikeEmail(value) || looksLikeEmail(key)) params.delete(key);
  }
  return { ...parts, query: params.toString() };
}

/** The pay-by-link pages (SPEC.md section 2); standalone routes without the site header. */
const PAY_BY_LINK_PATH = /^\/payments\/[^/]+(\/display)?\/?$/;

export function isStandalonePath(pathname: string): boolean {
  return PAY_BY_LINK_PATH.test(pathname);
}

/** `?triplaPaymentNo=N` (on any path) becomes `/payments/N`, the rest of the query kept. */
export function rewritePaymentNumber(parts: UrlParts): UrlParts {
  const params = new URLSearchParams(parts.query);
  const paymentNumber = params.get('triplaPaymentNo')?.trim();
  if (!paymentNumber) return parts;
  params.delete('triplaPaymentNo');
  return { pathname: `/payments/${encodeURIComponent(paymentNumber)}`, query: params.toString(), hash: parts.hash };
}

/** Adds `code=<hotel code>` when the URL names no hotel (neither `code` nor `hotel_code`). */
export function addHotelCode(parts: UrlParts, hotelCode: string | null | undefined): UrlParts {
  if (!hotelCode) return parts;
  const params = new URLSearchParams(parts.query);
  if (params.get('code') || params.get('hotel_code')) return parts;
  params.set('code', hotelCode);
  return { ...parts, query: params.toString() };
}

/** The hotel code a URL names, from `code` or else `hotel_code` (SPEC.md section 5). */
export function hotelCodeOf(url: string): string | null {
  const params = new URLSearchParams(splitUrl(url).query);
  return params.get('code') || params.get('hotel_code') || null;
}

/**
 * All rules in order. A URL no rule applies to comes back character for character, so a caller
 * replaces history only when the result differs.
 */
export function applyUrlRules(url: string, hotelCode?: string | null): string {
  let parts = splitUrl(url);
  parts = rewriteHashRoute(parts);
  parts = normaliseSlashes(parts);
  parts = stripEmails(parts);
  parts = rewritePaymentNumber(parts);
  parts = renameSsoCallbackCode(parts);
  parts = addHotelCode(parts, hotelCode);
  const next = joinUrl(parts);
  return next === url ? url : next;
}
