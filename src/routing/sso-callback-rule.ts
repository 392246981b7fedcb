import { SSO_CALLBACK_PATH } from '../../contract/sso-callback';
import type { UrlParts } from './url-parts';

/** The query parameter the provider's authorization code is moved to on the callback page. */
export const SSO_CODE_PARAM = 'sso_code';

/**
 * A provider sends the browser back to `/sso/custom/callback?hotel_code=<hotel>&code=<its code>&state=...`:
 * the widget names the hotel `hotel_code` in the callback because the provider appends its own
 * `code` (OAuth 2.0). Here the provider's code moves to `sso_code` and the hotel becomes `code`
 * again, before anything reads the hotel code (SPEC.md section 2 router rules).
 */
export function renameSsoCallbackCode(parts: UrlParts): UrlParts {
  if (parts.pathname !== SSO_CALLBACK_PATH) return parts;
  const params = new URLSearchParams(parts.query);
  const hotel = params.get('hotel_code');
  if (!hotel) return parts;
  const providerCode = params.get('code');
  params.delete('hotel_code');
  params.delete('code');
  params.set('code', hotel);
  if (providerCode) params.set(SSO_CODE_PARAM, providerCode);
  return { ...parts, query: params.toString() };
}
