import { createHash, createHmac, createPublicKey, timingSafeEqual, verify, type JsonWebKey } from 'node:crypto';

/**
 * The relying-party side of OpenID Connect (authorization code + PKCE): discovery, the token
 * request and the ID token checks (signature against the provider's JWKS, issuer, audience,
 * expiry, nonce). Written on node:crypto so the product needs no extra dependency.
 */

export type FetchLike = typeof fetch;

export class OidcError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const TIMEOUT_MS = 10_000;

async function getJson(
  fetchImpl: FetchLike,
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new OidcError('unreachable', `provider unreachable: ${(error as Error).message}`);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    throw new OidcError('bad_reply', `provider answered ${response.status} without JSON`);
  }
  return { status: response.status, body };
}

export async function discover(fetchImpl: FetchLike, issuer: string): Promise<ProviderMetadata> {
  const { status, body } = await getJson(fetchImpl, `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const meta = body as Partial<ProviderMetadata> | null;
  if (
    status !== 200 ||
    !meta ||
    typeof meta.authorization_endpoint !== 'string' ||
    typeof meta.token_endpoint !== 'string' ||
    typeof meta.jwks_uri !== 'string'
  ) {
    throw new OidcError('bad_discovery', 'the provider metadata is incomplete');
  }
  // OIDC Discovery 1.0 section 4.3: the issuer in the document must be the one configured.
  if (meta.issuer !== issuer) throw new OidcError('bad_discovery', 'the provider metadata names another issuer');
  return meta as ProviderMetadata;
}

export function base64UrlSha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function authorizationUrl(
  meta: ProviderMetadata,
  params: { clientId: string; redirectUri: string; scopes: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(meta.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('scope', params.scopes);
  url.searchParams.set('state', params.state);
  url.searchParams.set('nonce', params.nonce);
  url.searchParams.set('code_challenge', base64UrlSha256(params.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** The token request; a refusal (an expired or reused code is `invalid_grant`) is an OidcError. */
export async function exchangeCode(
  fetchImpl: FetchLike,
  meta: ProviderMetadata,
  params: { clientId: string; clientSecret: string | null; redirectUri: string; code: string; codeVerifier: string },
): Promise<{ idToken: string | null; accessToken: string | null }> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: params.redirectUri,
    code_verifier: params.codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (params.clientSecret) {
    // RFC 6749 section 2.3.1: both parts form-encoded before base64.
    const user = encodeURIComponent(params.clientId);
    const secret = encodeURIComponent(params.clientSecret);
    headers.authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
  } else {
    form.set('client_id', params.clientId);
  }
  const { status, body } = await getJson(fetchImpl, meta.token_endpoint, {
    method: 'POST',
    headers,
    body: form.toString(),
  });
  const reply = (body ?? {}) as { id_token?: unknown; access_token?: unknown; error?: unknown };
  if (status !== 200)
    throw new OidcError(
      typeof reply.error === 'string' ? reply.error : 'token_refused',
      `token endpoint answered ${status}`,
    );
  return {
    idToken: typeof reply.id_token === 'string' ? reply.id_token : null,
    accessToken: typeof reply.access_token === 'string' ? reply.access_token : null,
  };
}

/**
 * OAuth 2.0 without OpenID Connect (Facebook's Graph API): the account comes from the user-info
 * endpoint called with the access token we just redeemed the code for. `id` counts as `sub`; an
 * e-mail is trusted for linking only when the reply says `email_verified: true`.
 */
export async function fetchUserinfo(
  fetchImpl: FetchLike,
  endpoint: string,
  accessToken: string,
): Promise<IdTokenClaims> {
  const { status, body } = await getJson(fetchImpl, endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const info = (body ?? {}) as Record<string, unknown>;
  if (status !== 200) throw new OidcError('userinfo_refused', `user-info endpoint answered ${status}`);
  const sub = typeof info.sub === 'string' ? info.sub : typeof info.id === 'string' ? info.id : null;
  if (!sub || sub.length > 255) throw new OidcError('no_subject', 'the user-info reply has no account id');
  const pick = (...names: string[]) => names.map((n) => info[n]).find((v): v is string => typeof v === 'string');
  return {
    iss: endpoint,
    sub,
    aud: [],
    exp: 0,
    iat: 0,
    email: pick('email'),
    email_verified: info.email_verified === true,
    name: pick('name'),
    given_name: pick('given_name', 'first_name'),
    family_name: pick('family_name', 'last_name'),
  };
}

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

const ALGORITHMS: Record<string, { hash: string; kty: string; dsaEncoding?: 'ieee-p1363'; pss?: boolean }> = {
  RS256: { hash: 'sha256', kty: 'RSA' },
  RS384: { hash: 'sha384', kty: 'RSA' },
  RS512: { hash: 'sha512', kty: 'RSA' },
  PS256: { hash: 'sha256', kty: 'RSA', pss: true },
  ES256: { hash: 'sha256', kty: 'EC', dsaEncoding: 'ieee-p1363' },
  ES384: { hash: 'sha384', kty: 'EC', dsaEncoding: 'ieee-p1363' },
};

/**
 * OIDC Core 10.1: HS* ID tokens are MACed with the client secret (LINE's web login does this). Only
 * with a secret, which only we and the provider know, and only for a token fetched from the token
 * endpoint ourselves.
 */
const HMAC_ALGORITHMS: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

/** Clock skew tolerated on exp/iat between us and the provider. */
const SKEW_SECONDS = 60;

function decodeSegment(segment: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw new OidcError('malformed_id_token', 'the ID token is not a JWT');
}

/**
 * Checks an ID token (OIDC Core 3.1.3.7): the signature with a key of the provider's JWKS (never
 * `none`, never a symmetric algorithm), then issuer, audience (and azp), expiry, issued-at and nonce.
 */
export async function verifyIdToken(
  fetchImpl: FetchLike,
  meta: ProviderMetadata,
  idToken: string,
  expected: { clientId: string; clientSecret?: string | null; nonce: string; nowSeconds: number },
): Promise<IdTokenClaims> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw new OidcError('malformed_id_token', 'the ID token is not a JWS');
  const header = decodeSegment(parts[0]!);
  const claims = decodeSegment(parts[1]!) as Partial<IdTokenClaims>;
  const hmac = typeof header.alg === 'string' ? HMAC_ALGORITHMS[header.alg] : undefined;
  if (hmac) {
    if (!expected.clientSecret) throw new OidcError('bad_signature', 'an HMAC-signed ID token needs a client secret');
    const mac = createHmac(hmac, expected.clientSecret).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2]!, 'base64url');
    if (mac.length !== given.length || !timingSafeEqual(mac, given))
      throw new OidcError('bad_signature', 'the ID token signature does not verify');
    return checkClaims(meta, claims, expected);
  }
  const alg = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  if (!alg) throw new OidcError('bad_signature', `the ID token algorithm ${String(header.alg)} is not accepted`);

  const { status, body } = await getJson(fetchImpl, meta.jwks_uri);
  const keys = (body as { keys?: unknown } | null)?.keys;
  if (status !== 200 || !Array.isArray(keys)) throw new OidcError('bad_jwks', 'the provider key set could not be read');
  const candidates = (keys as (JsonWebKey & { kid?: string; use?: string })[]).filter(
    (key) =>
      key.kty === alg.kty &&
      (key.use === undefined || key.use === 'sig') &&
      (header.kid === undefined || key.kid === header.kid),
  );
  const data = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2]!, 'base64url');
  const valid = candidates.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      return verify(
        alg.hash,
        data,
        alg.pss ? { key, padding: 6, saltLength: 32 } : alg.dsaEncoding ? { key, dsaEncoding: alg.dsaEncoding } : key,
        signature,
      );
    } catch {
      return false;
    }
  });
  if (!valid) throw new OidcError('bad_signature', 'the ID token signature does not verify');
  return checkClaims(meta, claims, expected);
}

function checkClaims(
  meta: ProviderMetadata,
  claims: Partial<IdTokenClaims>,
  expected: { clientId: string; nonce: string; nowSeconds: number },
): IdTokenClaims {
  if (claims.iss !== meta.issuer) throw new OidcError('wrong_issuer', 'the ID token is from another issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : typeof claims.aud === 'string' ? [claims.aud] : [];
  if (!audiences.includes(expected.clientId))
    throw new OidcError('wrong_audience', 'the ID token is for another client');
  if (audiences.length > 1 && claims.azp !== expected.clientId)
    throw new OidcError('wrong_audience', 'the ID token was issued to another party');
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS <= expected.nowSeconds)
    throw new OidcError('expired_id_token', 'the ID token has expired');
  if (typeof claims.iat !== 'number' || claims.iat - SKEW_SECONDS > expected.nowSeconds)
    throw new OidcError('bad_iat', 'the ID token is issued in the future');
  if (claims.nonce !== expected.nonce) throw new OidcError('wrong_nonce', 'the ID token nonce does not match');
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 255)
    throw new OidcError('no_subject', 'the ID token has no subject');
  return claims as IdTokenClaims;
}
