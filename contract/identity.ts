import { z } from 'zod';
import { SSO_CALLBACK_PATH } from './sso-callback';

/**
 * Single sign-on calls (SPEC.md section 7 "sign-in variants for facebook, line, brand login and
 * open_id", "Custom-auth login sends grant_type and code", "The token exchange sends token"):
 * under /book/hotels/{h}/memberships/. Field names are snake_case as on the wire.
 */

// In a zod-free module the widget imports (contract/sso-callback.ts).
export { SSO_CALLBACK_PATH } from './sso-callback';
/** SPEC.md section 4: a one-time access token is sent as this header at initialisation. */
export const ONE_TIME_ACCESS_TOKEN_HEADER = 'X-One-Time-Access-Token';
/** parent_origin of a brand without EMBED_PARENT_ORIGINS: no parent window's messages are accepted. */
export const NO_PARENT_ORIGIN = '';

export const ssoProviderSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'is not a provider');

export const ssoProvidersReplySchema = z.object({
  data: z.array(z.object({ slug: z.string(), label: z.string(), member_provider: z.string() })),
  /** The origin allowed to send parent-window messages (`*` means any, empty means none: the default). */
  parent_origin: z.string(),
});
export type SsoProvidersReply = z.infer<typeof ssoProvidersReplySchema>;

export const ssoAuthorizeRequestSchema = z.object({
  provider: ssoProviderSlugSchema,
  redirect_uri: z
    .string()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/ }))
    .refine((value) => new URL(value).pathname === SSO_CALLBACK_PATH, `must end in ${SSO_CALLBACK_PATH}`),
});
export type SsoAuthorizeRequest = z.infer<typeof ssoAuthorizeRequestSchema>;

export const ssoAuthorizeReplySchema = z.object({
  data: z.object({ authorization_url: z.string(), expires_at: z.string() }),
});

export const ssoSignInRequestSchema = z.object({
  grant_type: z.literal('authorization_code').default('authorization_code'),
  code: z.string().trim().min(1, 'is required').max(2000),
  state: z.string().trim().min(1, 'is required').max(200),
});
export type SsoSignInRequest = z.infer<typeof ssoSignInRequestSchema>;

/** POST .../memberships/tokens: a one-time access token or a refresh token for a new session. */
export const tokenExchangeRequestSchema = z.object({
  grant_type: z.enum(['one_time_access_token', 'refresh_token']),
  token: z.string().trim().min(1, 'is required').max(200),
});
export type TokenExchangeRequest = z.infer<typeof tokenExchangeRequestSchema>;
