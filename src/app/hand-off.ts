import type { HandOff } from '../../machines/auth/context';

/** The URL query parameters that hand a member session to this page (SPEC.md section 4 "Initialisation"). */
const PARAMS: Record<string, HandOff['grantType']> = {
  one_time_access_token: 'one_time_access_token',
  refresh_token: 'refresh_token',
};

let taken: HandOff | null | undefined;

/**
 * Reads a hand-off token from the address once and removes it from the address bar at once, so a
 * secret never stays in the URL, the history or a shared link (DESIGN.md "Secrets").
 */
export function takeHandOffFromUrl(): HandOff | null {
  if (taken !== undefined) return taken;
  taken = null;
  if (typeof window === 'undefined') return taken;
  const url = new URL(window.location.href);
  for (const [param, grantType] of Object.entries(PARAMS)) {
    const token = url.searchParams.get(param)?.trim();
    if (token && !taken) taken = { grantType, token };
    url.searchParams.delete(param);
  }
  if (url.toString() !== window.location.href) window.history.replaceState(window.history.state, '', url.toString());
  return taken;
}
