import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { failure, networkFailure, type Failure } from '../failure';

/** The variables of one operation. */
export type Variables = Record<string, unknown>;

/**
 * A typed operation as codegen writes it (`documentMode: 'string'` in codegen.ts): the query text
 * itself, carrying its result and variables types, sent as it is.
 */
export type GatewayDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** What every flow's actors need from the transport: a typed request that rejects with a Failure. */
export interface GatewayClient {
  request<TResult, TVariables extends Variables>(
    document: GatewayDocument<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult>;
}

/** The name of a document's operation (the first definition, as codegen writes it), or undefined. */
export function operationNameOf(document: { toString(): string }): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(String(document))?.[1];
}

export interface GatewayClientOptions {
  /** Defaults to `/graphql` on the page's origin. */
  endpoint?: string;
  /** The stored client session (null when none); sent as `Client-Session`. */
  getClientSession: () => string | null;
  /** The app locale (en, ja, ko, zh_Hans, zh_Hant); sent as `X-Locale`. */
  getLocale: () => string;
  fetch?: typeof fetch;
  /** The signed-in member's session token (null when signed out); sent as `Authorization: Bearer ...`. */
  getAuthorization?: () => string | null;
  /**
   * A 401 (other than a dead client session, 1009) to a request that carried a member token: the
   * session is gone; the auth chart logs out locally (SPEC.md section 4 "Transport").
   */
  onUnauthorized?: (failure: Failure) => void;
  /**
   * 403 with 4000 (identity expired) to a request that carried a member token: trade the token
   * for a new one (true when a new one is stored). The request is then repeated exactly once; when
   * the refresh fails the member is logged out locally like a 401 (SPEC.md section 4 "Transport").
   */
  refreshMemberSession?: () => Promise<boolean>;
  /** Waits before a 429 retry; injected so tests do not sleep. */
  sleep?: (ms: number) => Promise<void>;
  /** SPEC.md section 9 says unlimited; tests and callers may cap it. */
  maxRateLimitRetries?: number;
}

/**
 * 401 codes that mean the member session itself is gone (expired or unknown 1400, token not found
 * 3401, brand mismatch 3402). Other 401s (a dead client session 1009, "sign in with the booking's
 * account") must not log the member out.
 */
const SESSION_GONE_CODES = new Set(['1400', '3401', '3402']);

/** SPEC.md section 8: 4000, identity expired, triggers a token refresh and one repeat. */
export const IDENTITY_EXPIRED_CODE = '4000';

/** SPEC.md section 9: a 429 is retried after 1000 ms. */
export const RATE_LIMIT_RETRY_MS = 1000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A reply of the gateway that is not data: its HTTP status and the GraphQL errors it carried, if any. */
export class GatewayReplyError extends Error {
  constructor(readonly response: { status: number; errors?: { message?: string; extensions?: unknown }[] }) {
    super(`GraphQL reply ${response.status}`);
  }
}

/**
 * The failure an error of the transport stands for: the first GraphQL error's
 * `extensions.code/title/status` (the gateway puts the catalogue code there), the HTTP status when
 * there is no GraphQL error, and `error02` for anything without a readable reply (network failure).
 */
export function failureFromError(error: unknown): Failure {
  if (!(error instanceof GatewayReplyError)) return networkFailure;
  const first = error.response.errors?.[0];
  const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
  const httpStatus = error.response.status;
  const status = typeof extensions.status === 'number' ? extensions.status : httpStatus >= 400 ? httpStatus : undefined;
  if (typeof extensions.code === 'string' && extensions.code.length > 0) {
    const title = typeof extensions.title === 'string' ? extensions.title : (first?.message ?? extensions.code);
    return failure(extensions.code, title, status);
  }
  // No catalogue code: a bare HTTP error (a proxy's 503 page, say) keeps its status so charts can route it.
  if (status !== undefined) return failure(networkFailure.code, networkFailure.title, status);
  return networkFailure;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON body of a reply, or undefined when it is not a GraphQL result (not JSON, not an object). */
async function graphqlResult(response: Response): Promise<Record<string, unknown> | undefined> {
  const text = await response.text();
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    const result: unknown = JSON.parse(text);
    return isObject(result) ? result : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One POST of `{ query, variables, operationName }` (the GraphQL over HTTP shape). Resolves with
 * `data`; rejects with GatewayReplyError for GraphQL errors or an HTTP error status, and with any
 * other error for a failed fetch or an unreadable 2xx reply.
 */
async function postOperation(
  fetcher: typeof fetch,
  endpoint: string,
  query: string,
  variables: Variables,
  headers: Record<string, string>,
): Promise<unknown> {
  const response = await fetcher(endpoint, {
    method: 'POST',
    headers: {
      Accept: 'application/graphql-response+json, application/json',
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify({ query, variables, operationName: operationNameOf(query) }),
  });
  const result = await graphqlResult(response);
  const errors =
    Array.isArray(result?.errors) && result.errors.length > 0
      ? (result.errors as { message?: string; extensions?: unknown }[])
      : undefined;
  if (!response.ok || errors) throw new GatewayReplyError({ status: response.status, errors });
  if (!result || ('data' in result && !isObject(result.data) && result.data !== null))
    throw new Error('unreadable GraphQL reply');
  return result.data;
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const endpoint =
    options.endpoint ?? (typeof location === 'undefined' ? 'http://localhost/graphql' : `${location.origin}/graphql`);
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = options.maxRateLimitRetries ?? Number.POSITIVE_INFINITY;
  // Requests failing with 4000 together share one refresh: the old token can be traded only once.
  let refreshing: Promise<boolean> | null = null;
  const refreshOnce = (refresh: () => Promise<boolean>) => {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  function headers(): Record<string, string> {
    const result: Record<string, string> = { 'X-Locale': options.getLocale() };
    const session = options.getClientSession();
    if (session) result['Client-Session'] = session;
    const member = options.getAuthorization?.();
    if (member) result.Authorization = `Bearer ${member}`;
    return result;
  }

  return {
    async request(document, variables) {
      let refreshed = false;
      for (let attempt = 0; ; attempt++) {
        try {
          // Headers are read per attempt: a session renewed meanwhile is picked up.
          return (await postOperation(fetcher, endpoint, String(document), variables, headers())) as never;
        } catch (error) {
          const mapped = failureFromError(error);
          if (mapped.status === 401 && SESSION_GONE_CODES.has(mapped.code) && options.getAuthorization?.())
            options.onUnauthorized?.(mapped);
          if (
            mapped.status === 403 &&
            mapped.code === IDENTITY_EXPIRED_CODE &&
            !refreshed &&
            options.refreshMemberSession &&
            options.getAuthorization?.()
          ) {
            refreshed = true;
            if (await refreshOnce(options.refreshMemberSession)) continue;
            options.onUnauthorized?.(mapped);
            throw mapped;
          }
          if (mapped.status === 429 && attempt < maxRetries) {
            await sleep(RATE_LIMIT_RETRY_MS);
            continue;
          }
          throw mapped;
        }
      }
    },
  };
}
