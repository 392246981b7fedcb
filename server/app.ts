import { Hono } from 'hono';
import type { Database } from '../booking-api/db/database';
import { createBookingApi, type ServerMode } from '../booking-api/app';
import type { LanguageModelSettings } from '../booking-api/agency/language-model-interpreter';
import type { CardProviderRegistry } from '../booking-api/payments/card-engine';
import type { Clock } from '../booking-api/clock';
import type { AttachmentUploads } from '../booking-api/extras/attachments';
import { allowedOriginsFromEnv, createGateway } from '../gateway';
import { guestLocationOptionsFromEnv } from '../gateway/guest-location';
import { apiSecurityHeaders, GRAPHIQL_POLICY, widgetSecurityHeaders } from '../booking-api/http/security-headers';
import { frameAncestorsOfHotel } from '../booking-api/identity/embed-origins';
import { graphqlBodyLimit } from './graphql-body-limit';
import { compressLargeJson } from './json-compression';
import { IMMUTABLE, REVALIDATE, widgetFiles } from './widget-files';
import { BRAND_COLOURS_PATH, brandColoursCss } from './first-screen';
import { servedPage } from './served-page';
import { agencyPage } from './agency-site';
import { firstHotelCodeOfBrand } from '../booking-api/repositories/hotels';

export interface ServerAppOptions {
  database: Database;
  clock: Clock;
  /** Where the gateway reaches the booking API over HTTP (this same process by default). */
  bookingApiUrl: string;
  clientKey: string;
  clientSecret: string;
  /** The built app (vite build output); omitted in `npm run dev`, where Vite serves it. */
  staticDir?: string;
  /** Uploaded files of the booking API (UPLOAD_DIR); a temporary folder when omitted (tests). */
  uploads?: AttachmentUploads;
  /** Production serves no development or test route (README "Production"). */
  mode: ServerMode;
  /** The base of every link in an e-mail (PUBLIC_URL, or the demo server's own address). */
  publicUrl: string;
  /** The development outbox page of the demo start. */
  devOutbox: boolean;
  /** The agency AI search's optional language model (AI_SEARCH_MODEL_URL). */
  searchLanguageModel?: LanguageModelSettings;
  /** Host names of the travel-agency site (AGENCY_HOSTS). */
  agencyHosts?: readonly string[];
  /** The travel-agency site's own API client (server/config.ts). */
  agencyClient?: { key: string; secret: string; brandCode?: string } | undefined;
  /** The card providers, shared with the payment sweeper (booking-api/payments/card-providers.ts). */
  cardProviders?: CardProviderRegistry;
}

/**
 * One process, three parts (DESIGN.md "One process by default"): the booking API at /api and
 * /book, the GraphQL gateway at /graphql, the built widget at / with a single-page fallback.
 */
export function createServerApp(options: ServerAppOptions): Hono {
  const app = new Hono();
  const bookingApi = createBookingApi({
    database: options.database,
    clock: options.clock,
    mode: options.mode,
    publicUrl: options.publicUrl,
    devOutbox: options.devOutbox,
    searchLanguageModel: options.searchLanguageModel,
    // The gateway below vouches for its callers' addresses with the same secret (contract/gateway-caller.ts).
    gatewaySecret: options.clientSecret,
    uploads: options.uploads,
    cardProviders: options.cardProviders,
  });
  const gateway = createGateway({
    bookingApiUrl: options.bookingApiUrl,
    clientKey: options.clientKey,
    clientSecret: options.clientSecret,
    ...(options.agencyClient
      ? { agencyClient: { key: options.agencyClient.key, secret: options.agencyClient.secret } }
      : {}),
    appVersion: process.env.npm_package_version ?? 'dev',
    guestLocation: guestLocationOptionsFromEnv(process.env),
    production: options.mode === 'production',
    allowedOrigins: allowedOriginsFromEnv(process.env),
    agencyHosts: options.agencyHosts ?? [],
  });

  // Security headers; the booking API sets its own on /api and /book (booking-api/http/security-headers.ts).
  for (const route of ['/healthz', '/graphql']) app.use(route, apiSecurityHeaders({ htmlPolicy: GRAPHIQL_POLICY }));
  // Large JSON answers (a room search) compressed per request; small ones sent as they are.
  for (const route of ['/graphql', '/api/*', '/book/*']) app.use(route, compressLargeJson());
  app.get('/healthz', async (c) => {
    try {
      await options.database.ping();
      return c.json({ status: 'ok', database: options.database.dialect });
    } catch (error) {
      return c.json({ status: 'unavailable', reason: error instanceof Error ? error.message : String(error) }, 503);
    }
  });
  app.use('/graphql', graphqlBodyLimit());
  app.all('/graphql', (c) => gateway.fetch(c.req.raw, (c.env ?? {}) as Record<string, unknown>));
  // c.env carries the node request (the caller's socket address: booking-api/http/caller-address.ts).
  app.all('/api/*', (c) => bookingApi.fetch(c.req.raw, c.env));
  app.all('/book/*', (c) => bookingApi.fetch(c.req.raw, c.env));

  if (options.staticDir) {
    // Precompressed by the build, cached by kind of file (server/widget-files.ts).
    const widget = widgetFiles(options.staticDir);
    // The widget may be framed by its hotel's brand (EMBED_PARENT_ORIGINS), by no one else.
    app.use(
      '*',
      widgetSecurityHeaders((hotelCode) => frameAncestorsOfHotel(options.database.db, hotelCode)),
    );
    app.use('/assets/*', widget.assets);
    // The agency's host names get the same app marked as the agency site (server/agency-site.ts).
    if (options.agencyHosts?.length) {
      const brandCode = options.agencyClient?.brandCode;
      app.use(
        '*',
        agencyPage(options.staticDir, options.agencyHosts, async () =>
          brandCode ? firstHotelCodeOfBrand(options.database.db, brandCode) : null,
        ),
      );
    }
    // Vite's list of the build's files is for the server (server/served-page.ts), not for visitors.
    app.get('/.vite/*', (c) => c.text('Not found', 404, { 'Cache-Control': REVALIDATE }));
    // The hotel's colours of a painted first screen, named by the colours (server/first-screen.ts).
    app.get(BRAND_COLOURS_PATH, (c) =>
      c.body(brandColoursCss(new URL(c.req.url).searchParams), 200, {
        'Content-Type': 'text/css; charset=UTF-8',
        'Cache-Control': IMMUTABLE,
      }),
    );
    app.use('*', widget.files);
    // Every other GET is the single-page app's page: 200 on its routes, else 404 (src/routing/page-paths.ts);
    // a hotel's page names what it will fetch first.
    app.get(
      '*',
      servedPage({
        staticDir: options.staticDir,
        graphql: (request, env) => gateway.fetch(request, (env ?? {}) as Record<string, unknown>),
        builtPage: widget.page,
        missingPage: widget.missingPage,
      }),
    );
  }
  return app;
}
