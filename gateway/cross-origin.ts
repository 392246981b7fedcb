import type { YogaServerOptions } from 'graphql-yoga';

type CorsOption = NonNullable<YogaServerOptions<object, object>['cors']>;

/**
 * The browser origins, besides the gateway's own, allowed to call /graphql and read the answers
 * (GRAPHQL_ALLOWED_ORIGINS, comma-separated, e.g. `https://partner.example,https://ops.example:8443`).
 * Unset: none. The widget embedded in a hotel's site runs on the product's own origin inside the
 * iframe, so hotels' sites need no entry. An entry that is not an http(s) origin stops the start.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.GRAPHQL_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const bare =
      url &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash;
    if (!url || !bare) {
      throw new Error(
        `GRAPHQL_ALLOWED_ORIGINS: "${entry}" is not an origin such as https://partner.example (scheme, host and port only).`,
      );
    }
    return url.origin;
  });
}

/**
 * CORS for /graphql: the gateway's own origin and the listed ones get the CORS headers, with
 * credentials; any other origin gets none (its preflight and its answer carry no
 * Access-Control-Allow-Origin, so the browser keeps the answer from the page).
 */
export function corsForOrigins(allowedOrigins: readonly string[]): CorsOption {
  const allowed = new Set(allowedOrigins);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || (origin !== new URL(request.url).origin && !allowed.has(origin))) return false;
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'] };
  };
}
