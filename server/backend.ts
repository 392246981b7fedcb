import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { openDatabase, type Database } from '../booking-api/db/database';
import { seedDemo } from '../booking-api/seed/demo';
import { syncIdentityConfig } from '../booking-api/identity/identity-config';
import { outboxSenderFromEnv } from '../booking-api/outbox/smtp-sender';
import { systemClock, type Clock } from '../booking-api/clock';
import { adjustableSystemClock } from '../booking-api/adjustable-clock';
import { startPaymentSweeper } from '../booking-api/payments/payment-routes';
import { cardProvidersOf } from '../booking-api/payments/card-providers';
import { attachmentFiles } from '../booking-api/extras/attachment-files';
import { attachmentUploads, startAttachmentSweeper, uploadQuotaFromEnv } from '../booking-api/extras/attachments';
import type { ServerConfig } from './config';
import { createServerApp } from './app';
import { join } from 'node:path';
import { DEFAULT_DRAWN_PHOTO_DIR } from '../booking-api/app';
import { sweepPartialFiles } from '../booking-api/photos/photo-store';
import { returnSeatsOfCancelledPackages } from '../booking-api/packages/flights-repository';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  close(): Promise<void>;
}

/**
 * Opens the database (migrations run inside openDatabase), seeds on first start (the demo brand
 * with its accounts; in production no account, README "Production") and listens. Shared by
 * `npm start`, `npm run dev`, the benchmarks and the tests.
 */
export async function startBackend(
  config: ServerConfig,
  options: { staticDir?: string; clock?: Clock } = {},
): Promise<RunningServer> {
  const clock = options.clock ?? (config.testClock ? adjustableSystemClock() : systemClock);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await seedDemo(database, {
    clock,
    clientKey: config.clientKey,
    clientSecret: config.clientSecret,
    mode: config.mode,
    demoHotels: config.seedDemoHotels,
    agencyPartners: true,
    agencyClient: config.agencyClient,
  });
  // Seats of packages an earlier version cancelled unpaid without giving their seats back.
  const seatsReturned = await returnSeatsOfCancelledPackages(database.db, new Date(clock.now().epochMilliseconds));
  if (seatsReturned > 0) console.log(`[packages] gave back the seats of ${seatsReturned} cancelled package(s)`);
  // SSO_PROVIDERS / EMBED_PARENT_ORIGINS (README "Single sign-on") into the database, for every process alike.
  await syncIdentityConfig(database, clock);
  const uploads = attachmentUploads({
    database,
    clock,
    files: attachmentFiles(config.uploadDir),
    quota: uploadQuotaFromEnv(process.env),
  });
  // Temporary photo files a stopped process left half written (the same folders as booking-api/app.ts uses).
  for (const dir of [join(uploads.files.dir, 'photos'), DEFAULT_DRAWN_PHOTO_DIR]) {
    const removed = await sweepPartialFiles(dir, new Date());
    if (removed.length > 0) console.log(`[photos] removed ${removed.length} temporary file(s) left in ${dir}`);
  }

  // The sandbox takes the cards in the demo start (also those of the demo hotels' GMO-type gateways),
  // in production only with SANDBOX_PAYMENTS=1.
  const cardProviders = cardProvidersOf({ demo: config.mode === 'demo', sandboxPayments: config.sandboxPayments });

  // The gateway's upstream is this same process unless BOOKING_API_URL says otherwise; the port
  // is only known after listening, so the app is built lazily on the first request.
  let app: ReturnType<typeof createServerApp> | undefined;
  let boundPort = config.port;
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        // The second argument carries the node request: the caller's socket address
        // (booking-api/http/caller-address.ts), which the development routes need.
        fetch: (request, env) => {
          app ??= createServerApp({
            database,
            clock,
            bookingApiUrl: config.bookingApiUrl ?? `http://127.0.0.1:${boundPort}`,
            clientKey: config.clientKey,
            clientSecret: config.clientSecret,
            staticDir: options.staticDir,
            uploads,
            mode: config.mode,
            // The demo start without PUBLIC_URL: links point at this server, as its console line says.
            publicUrl: config.publicUrl ?? `http://localhost:${boundPort}`,
            devOutbox: config.devOutbox,
            searchLanguageModel: config.searchLanguageModel,
            agencyHosts: config.agencyHosts,
            agencyClient: config.agencyClient,
            cardProviders,
          });
          return app.fetch(request, env);
        },
        port: config.port,
        hostname: config.host,
      },
      (info: AddressInfo) => {
        boundPort = info.port;
        resolve(s);
      },
    );
  });

  // Abandoned 3-D Secure payments are cancelled (stock returned) even if no request comes.
  const sweeper = startPaymentSweeper({ database, clock, cardProviders });
  // Unclaimed uploads older than a day go, with their files.
  const uploadSweeper = startAttachmentSweeper(uploads);
  // With SMTP_URL the outbox is sent (README "E-mail"); every process may run a sender safely.
  const outboxSender = outboxSenderFromEnv({ database, clock });
  outboxSender?.start();
  return {
    url: `http://localhost:${boundPort}`,
    port: boundPort,
    database,
    close: async () => {
      sweeper.stop();
      uploadSweeper.stop();
      await outboxSender?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; the process is going away anyway.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await database.close();
    },
  };
}
