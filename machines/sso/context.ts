import type { Failure } from '../failure';

export interface SsoProviderOption {
  slug: string;
  label: string;
  /** line, facebook, open_id or brand: picks the button's look. */
  memberProvider: string;
}

export interface SsoInput {
  hotelCode: string;
  /** Absolute URL of /sso/custom/callback on this site (with the hotel code). */
  redirectUri: string;
}

export interface SsoContext extends SsoInput {
  providers: SsoProviderOption[];
  chosen: string | null;
  failure: Failure | null;
}

/** What the provider sent back to /sso/custom/callback. */
export interface SsoCallbackInput {
  hotelCode: string;
  authorizationCode: string | null;
  state: string | null;
  /** The provider's `error` parameter (access_denied when the person cancelled). */
  providerError: string | null;
}

export interface SsoCallbackContext extends SsoCallbackInput {
  failure: Failure | null;
}
