import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import { OpenAPIHono } from '@hono/zod-openapi';
import { systemClock, type Clock } from './clock';
import type { Database } from './db/database';
import { requireClientSession, requireMemberOfClientBrand } from './http/client-session';
import { handleError, handleNotFound } from './http/errors';
import { apiSecurityHeaders } from './http/security-headers';
import { refuseUnstorableUrlText } from './http/request-parsing';
import { DEVELOPMENT_PATHS, loopbackCallersOnly } from './http/development-routes';
import { isAdjustableClock } from './adjustable-clock';
import { composeBookingSteps } from './booking-steps';
import type { CardProviderRegistry } from './payments/card-engine';
import { cardProvidersOf } from './payments/card-providers';
import { clientSessionRoutes } from './routes/client-sessions';
import type { RouteDeps } from './routes/deps';
import { hotelRoutes } from './routes/hotels';
import { membershipRoutes } from './routes/memberships';
import { membershipAccountRoutes } from './membership-accounts/account-routes';
import { pointsRoutes } from './points/points-routes';
import { devOutboxRoutes } from './outbox/dev-outbox-route';
import { identityRoutes } from './identity/identity-routes';
import { openApiRoutes } from './routes/openapi';
import { paymentRoutes } from './payments/payment-routes';
import { paymentMethodRoutes } from './payment-methods/payment-method-routes';
import { payByLinkRoutes } from './pay-by-link/pay-by-link-routes';
import { currencyRoutes } from './currency/currency-routes';
import { reservationRoutes } from './routes/reservations';
import { reservationChangeRoutes } from './routes/reservation-changes';
import { roomRoutes } from './routes/rooms';
import { pricingRoutes } from './pricing/pricing-routes';
import { searchOptionsRoutes } from './routes/search-options';
import { extrasRoutes, UPLOAD_ROUTE } from './extras/extras-routes';
import { attachmentFiles } from './extras/attachment-files';
import { attachmentUploads, type AttachmentUploads, type UploadQuota } from './extras/attachments';
import { bodySizeLimit, MAX_REQUEST_BODY_BYTES } from './http/body-size-limit';
import { corporateRoutes } from './corporate/corporate-routes';
import { lotteryRoutes } from './lottery/lottery-routes';
import { aiSearchRoutes } from './agency/ai-search-routes';
import { packageRoutes } from './packages/package-routes';
import { hotelSearchRoutes } from './agency/hotel-search-routes';
import { handOverRoutes } from './agency/hand-over-routes';
import type { LanguageModelSettings } from './agency/language-model-interpreter';
import { identifyCaller } from './security/caller';
import { photoLibrary, type PhotoLibrary } from './photos/photos';
import { photoStore } from './photos/photo-store';
import { PHOTO_UPLOAD_ROUTE, photoRoutes } from './photos/photo-routes';
import { roomFactsRoutes } from './room-facts/room-facts-routes';
import { FailureThrottles, throttleFailures } from './security/throttles';

/** A reservation reached by its confirmation number (look-up, cancel, change, receipt), not the booking itself. */
const isLookUpByNumber = (path: string) => /^\/book\/hotels\/[^/]+\/reservations\/[^/]+/.test(path);

/** A real deployment (NODE_ENV=production) or the demo start (README "Production"). */
export type ServerMode = 'production' | 'demo';

export interface BookingApiOptions {
  database: Database;
  clock?: Clock;
  /** The GraphQL gateway's API client secret: a caller address it vouches for with this is believed (security/caller.ts). */
  gatewaySecret?: string;
  /**
   * The base of every link in an e-mail (PUBLIC_URL, or the demo server's own address); never taken
   * from a request, whose Origin and Host are whatever its sender wrote.
   */
  publicUrl?: string;
  /** Production registers no development or test route; the demo start answers them to loopback callers. */
  mode?: ServerMode;
  /** The development outbox page of the demo start (DEV_OUTBOX=off hides it). */
  devOutbox?: boolean;
  /** The uploaded files (UPLOAD_DIR); one built from `uploadDir` or a temporary folder when omitted (tests). */
  uploads?: AttachmentUploads;
  uploadDir?: string;
  uploadQuota?: UploadQuota;
  /** Hotel and room photos; files in the upload folder's photos/ and drawn demo photos in `drawnPhotoDir`. */
  photos?: PhotoLibrary;
  /** The cache of drawn demo photo files; a shared temporary folder by default. */
  drawnPhotoDir?: string;
  /** The optional language model of the agency's AI search (AI_SEARCH_MODEL_URL); the built-in interpreter otherwise. */
  searchLanguageModel?: LanguageModelSettings;
  /**
   * The card providers (payments/card-engine.ts); by default the sandbox, standing in for the GMO-type
   * gateways, in the demo start only (production: none, unless `sandboxPayments`). The server passes its own, shared with its payment sweeper.
   */
  cardProviders?: CardProviderRegistry;
  /**
   * Production only: register the sandbox card provider, which accepts fake test cards, and serve its
   * pages (SANDBOX_PAYMENTS=1, a showcase). The demo start always has it. Ignored with `cardProviders`.
   */
  sandboxPayments?: boolean;
}

/** Where drawn demo photos are kept when no folder is given: any process may share it (files are named by content). */
export const DEFAULT_DRAWN_PHOTO_DIR = join(tmpdir(), 'booking-api-drawn-photos');

/** Links of an API built without a public URL (tests): the default address of `npm start`. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * The booking API: /api/* and /book/* with their full paths, to be mounted at the root of the
 * server. Every /book call needs a live Client-Session.
 */
export function createBookingApi(opts: BookingApiOptions): Hono {
  const mode = opts.mode ?? 'demo';
  const cardProviders =
    opts.cardProviders ?? cardProvidersOf({ demo: mode === 'demo', sandboxPayments: opts.sandboxPayments });
  const deps: RouteDeps = {
    database: opts.database,
    clock: opts.clock ?? systemClock,
    publicUrl: opts.publicUrl ?? DEFAULT_PUBLIC_URL,
    bookingSteps: composeBookingSteps(cardProviders),
    cardProviders,
  };
  if (mode === 'production' && isAdjustableClock(deps.clock)) {
    // It would also register POST /api/test/clock (payments/payment-routes.ts).
    throw new Error('The movable clock of the browser tests (BOOKING_API_TEST_CLOCK) is never used in production.');
  }
  const uploads =
    opts.uploads ??
    attachmentUploads({
      ...deps,
      files: attachmentFiles(opts.uploadDir ?? join(tmpdir(), `booking-api-uploads-${process.pid}`)),
      quota: opts.uploadQuota,
    });
  const photos =
    opts.photos ??
    photoLibrary({
      ...deps,
      uploaded: photoStore(join(uploads.files.dir, 'photos')),
      drawn: photoStore(opts.drawnPhotoDir ?? DEFAULT_DRAWN_PHOTO_DIR),
    });
  const app = new OpenAPIHono<BlankEnv>();
  app.onError(handleError);
  app.use('*', apiSecurityHeaders());
  app.notFound(handleNotFound);
  // Before anything reads a body: a large one is refused early, an upload streams under its own limit.
  for (const path of ['/book/*', '/api/*'])
    app.use(
      path,
      bodySizeLimit({ maxBytes: MAX_REQUEST_BODY_BYTES, streamingRoutes: [UPLOAD_ROUTE, PHOTO_UPLOAD_ROUTE] }),
    );
  // The caller's address for the limits: the one the gateway vouches for (signed with the widget's
  // API client secret, `gatewaySecret`), else the socket's (security/caller.ts).
  app.use('*', identifyCaller(opts.gatewaySecret));
  if (mode === 'demo') for (const path of DEVELOPMENT_PATHS) app.use(path, loopbackCallersOnly);
  for (const path of ['/book/*', '/api/*']) app.use(path, refuseUnstorableUrlText);
  app.use('/book/*', requireClientSession(deps.database, deps.clock));
  app.use('/book/user/*', requireMemberOfClientBrand(deps.database, deps.clock));
  app.use('/api/staff/*', throttleFailures(deps, 'staff-credentials', FailureThrottles.staffCredentials, [401]));
  app.use(
    '/api/client_sessions',
    throttleFailures(
      deps,
      'client-credentials',
      FailureThrottles.clientCredentials,
      [401],
      (_path, method) => method === 'POST',
    ),
  );
  app.use(
    '/book/hotels/:h/reservations/*',
    throttleFailures(deps, 'reservation-lookup', FailureThrottles.reservationLookups, [404], isLookUpByNumber),
  );
  app.use(
    '/api/file_attachments/*',
    throttleFailures(deps, 'reservation-lookup', FailureThrottles.reservationLookups, [404]),
  );
  // The agency's reservation look-up by number: guessing numbers or e-mails is throttled like the hotel's.
  app.use(
    '/api/ota/v1/reservations/*',
    throttleFailures(deps, 'reservation-lookup', FailureThrottles.reservationLookups, [404]),
  );
  app.route('/', clientSessionRoutes(deps));
  app.route('/', openApiRoutes(app));
  app.route('/', hotelRoutes(deps));
  app.route('/', searchOptionsRoutes(deps));
  app.route('/', pricingRoutes(deps));
  app.route('/', roomRoutes(deps));
  app.route('/', reservationRoutes(deps));
  app.route('/', packageRoutes(deps));
  app.route('/', extrasRoutes(deps, uploads));
  app.route('/', photoRoutes(deps, photos));
  app.route('/', roomFactsRoutes(deps));
  app.route('/', reservationChangeRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', paymentMethodRoutes(deps));
  app.route('/', payByLinkRoutes(deps));
  app.route('/', currencyRoutes(deps));
  app.route('/', membershipRoutes(deps));
  app.route('/', corporateRoutes(deps));
  app.route('/', lotteryRoutes(deps));
  app.route('/', aiSearchRoutes({ ...deps, languageModel: opts.searchLanguageModel }));
  app.route('/', hotelSearchRoutes(deps));
  app.route('/', handOverRoutes({ ...deps, allowOverride: mode !== 'production' }));
  app.route('/', membershipAccountRoutes(deps));
  app.route('/', pointsRoutes(deps));
  if (mode === 'demo' && (opts.devOutbox ?? true)) app.route('/', devOutboxRoutes(deps));
  app.route('/', identityRoutes(deps));
  return app;
}
