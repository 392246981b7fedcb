import { randomUUID } from 'node:crypto';
import { createLogger, createYoga, maskError, type LogLevel, type YogaLogger } from 'graphql-yoga';
import { ClientSessionCache } from './client-session-cache';
import type { GatewayContext } from './context';
import { BookingApiClient, requestScopeFrom, type BookingApiConnection } from './rest-client';
import { graphqlCallerAddress } from './caller-address';
import { createGatewaySchema } from './schema/gateway-schema';
import { guestLocationFrom, type GuestLocationOptions } from './guest-location';
import { corsForOrigins } from './cross-origin';
import { DOCUMENT_LIMITS, documentLimitsPlugin, formPostsRefusedPlugin, type DocumentLimits } from './request-limits';

export type { GatewayContext } from './context';
export type { GatewayErrorExtensions } from './gateway-errors';
export { BookingApiClient } from './rest-client';
export { allowedOriginsFromEnv } from './cross-origin';
export { DOCUMENT_LIMITS, type DocumentLimits } from './request-limits';

export interface GatewayOptions {
  /** e.g. http://127.0.0.1:8080; REST paths /api/... and /book/... are appended. */
  bookingApiUrl: string;
  clientKey: string;
  clientSecret: string;
  /** The travel-agency site's own API client (AGENCY_CLIENT_KEY / AGENCY_CLIENT_SECRET); none: no agency sessions. */
  agencyClient?: { key: string; secret: string };
  /** Sent upstream as X-App-Version. */
  appVersion?: string;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Default '/graphql'. */
  graphqlEndpoint?: string;
  /**
   * SPEC.md retries 429 after 1000 ms without limit; a server must not hold a request forever, so
   * the gateway gives up after `maxAttempts` tries in all and reports the 429.
   */
  retry429?: { delayMs: number; maxAttempts: number };
  /** Upstream calls not answered by then fail with error02 and status 504 (default 15 s). */
  upstreamTimeoutMs?: number;
  /** A level (default 'info') or a logger; yoga and the REST client log through the same one. */
  logging?: LogLevel | 'silent' | YogaLogger;
  /** Currency by IP: which proxy headers to trust for the guest's country or address (gateway/guest-location.ts); none by default. */
  guestLocation?: GuestLocationOptions;
  /** A real deployment (NODE_ENV=production): introspection is refused and GraphiQL is not served. */
  production?: boolean;
  /** Browser origins besides the gateway's own that may call it with credentials (gateway/cross-origin.ts); none by default. */
  allowedOrigins?: readonly string[];
  /** Host names of the travel agency site (AGENCY_HOSTS): the widget's hand-over sends the guest to the first. */
  agencyHosts?: readonly string[];
  /** Largest document run (gateway/request-limits.ts); DOCUMENT_LIMITS by default. */
  documentLimits?: DocumentLimits;
}

export const DEFAULT_RETRY_429 = { delayMs: 1000, maxAttempts: 5 } as const;

/**
 * The GraphQL gateway of DESIGN.md: graphql-yoga over the schema modules, every field mapped to a
 * booking API call over HTTP. Mount it with `app.all('/graphql', c => gateway.fetch(c.req.raw))`.
 */
/** The agency site on the scheme and port the browser used for this request, or null when none is configured. */
export function agencyOriginOf(requestUrl: string, agencyHosts: readonly string[]): string | null {
  const host = agencyHosts[0];
  if (!host) return null;
  const url = new URL(requestUrl);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

export function createGateway(options: GatewayOptions) {
  // One tracing id per GraphQL request, shared by the context (upstream headers, logs) and the
  // response header, which yoga builds in separate hooks.
  const requestIds = new WeakMap<Request, string>();
  const requestIdOf = (request: Request): string => {
    let id = requestIds.get(request);
    if (!id) {
      id = randomUUID();
      requestIds.set(request, id);
    }
    return id;
  };

  const logger = typeof options.logging === 'object' ? options.logging : createLogger(options.logging ?? 'info');
  const connection: BookingApiConnection = {
    baseUrl: options.bookingApiUrl,
    clientKey: options.clientKey,
    clientSecret: options.clientSecret,
    agencyClient: options.agencyClient,
    appVersion: options.appVersion ?? 'dev',
    // Resolved per call so that a fetch patched later (msw in tests) is still used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retry429: options.retry429 ?? DEFAULT_RETRY_429,
    timeoutMs: options.upstreamTimeoutMs ?? 15_000,
    ownSession: new ClientSessionCache(),
    logger,
  };

  const yoga = createYoga<object, GatewayContext>({
    schema: createGatewaySchema(),
    graphqlEndpoint: options.graphqlEndpoint ?? '/graphql',
    landingPage: false,
    graphiql: !options.production,
    cors: corsForOrigins(options.allowedOrigins ?? []),
    logging: logger,
    context: ({ request, ...server }) => {
      const requestId = requestIdOf(request);
      return {
        requestId,
        api: new BookingApiClient(
          connection,
          requestScopeFrom(request, requestId, graphqlCallerAddress(request, server)),
        ),
        guestLocation: guestLocationFrom(request, options.guestLocation),
        agencyOrigin: agencyOriginOf(request.url, options.agencyHosts ?? []),
      };
    },
    maskedErrors: {
      // Errors raised on purpose are GraphQLErrors and pass unmasked; anything else is a bug and
      // stays masked for the browser but is logged for us.
      maskError: (error, message, isDev) => {
        const masked = maskError(error, message, isDev);
        if (masked !== error) logger.error('unexpected error in a resolver', error);
        return masked;
      },
    },
    plugins: [
      formPostsRefusedPlugin(),
      documentLimitsPlugin(options.documentLimits ?? DOCUMENT_LIMITS, { introspection: !options.production }),
      {
        onResponse: ({ request, response }) => {
          const id = requestIds.get(request);
          if (id) response.headers.set('X-Request-Id', id);
          // The CORS headers depend on the caller's origin (cross-origin.ts).
          response.headers.append('Vary', 'Origin');
        },
      },
    ],
  });

  return yoga;
}

export type Gateway = ReturnType<typeof createGateway>;
