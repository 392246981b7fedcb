import { languageModelFromEnv, type LanguageModelSettings } from '../booking-api/agency/language-model-interpreter';
import path from 'node:path';
import {
  DEMO_AGENCY_CLIENT_KEY,
  DEMO_AGENCY_CLIENT_SECRET,
  DEMO_CLIENT_KEY,
  DEMO_CLIENT_SECRET,
} from '../booking-api/seed/demo-client';
import type { ServerMode } from '../booking-api/app';
import { DEMO_AGENCY_HOST, parseAgencyHosts } from './agency-site';

export type { ServerMode };

/** Settings of one server process, read from the environment (documented in the README). */
export interface ServerConfig {
  /** NODE_ENV=production is a real deployment; anything else is the demo start (README "Production"). */
  mode: ServerMode;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (UPLOAD_DIR, default DATA_DIR/uploads); every process of one PostgreSQL must share it. */
  uploadDir: string;
  databaseUrl: string | undefined;
  bookingApiUrl: string | undefined;
  clientKey: string;
  clientSecret: string;
  /** Where the built widget lives (DIST_DIR, default ./dist); parallel browser runs use their own. */
  distDir: string;
  /**
   * Base of every link in an e-mail (PUBLIC_URL, without a trailing slash). Required in production;
   * in the demo start, when unset, the server's own address once it listens.
   */
  publicUrl: string | undefined;
  /** The development outbox page (demo start only, unless DEV_OUTBOX=off). */
  devOutbox: boolean;
  /** The movable clock of the browser tests (BOOKING_API_TEST_CLOCK=1); never in production. */
  testClock: boolean;
  /**
   * The sandbox card provider, which accepts fake test cards, and its pages: always in the demo start;
   * in production only with SANDBOX_PAYMENTS=1 (a showcase deployment).
   */
  sandboxPayments: boolean;
  /** Production only: seed the demo hotels (without any account) on an empty database. */
  seedDemoHotels: boolean;
  /** The agency AI search's optional language model (AI_SEARCH_MODEL_URL, AI_SEARCH_MODEL, AI_SEARCH_MODEL_KEY, AI_SEARCH_MODEL_TIMEOUT_MS). */
  searchLanguageModel: LanguageModelSettings | undefined;
  /**
   * Host names that serve the travel-agency site (AGENCY_HOSTS, comma-separated). The demo start
   * defaults to agency.localhost; production serves no agency site unless they are named.
   */
  agencyHosts: string[];
  /**
   * The agency site's own API client (AGENCY_CLIENT_KEY, AGENCY_CLIENT_SECRET) of the brand
   * AGENCY_BRAND (default demo); undefined when no agency host is served.
   */
  agencyClient: { key: string; secret: string; brandCode: string } | undefined;
}

const isOn = (value: string | undefined) => value === '1' || value === 'true' || value === 'on';

/**
 * Reads the configuration from `env` (pure, so it can be tested). In production it refuses what
 * would leave the deployment open: the error lists every problem at once.
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode: ServerMode = env.NODE_ENV === 'production' ? 'production' : 'demo';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const problems: string[] = [];
  const publicUrl = readPublicUrl(env.PUBLIC_URL, problems);
  const clientSecret = env.WIDGET_CLIENT_SECRET || DEMO_CLIENT_SECRET;
  const testClock = isOn(env.BOOKING_API_TEST_CLOCK);

  if (mode === 'production') {
    if (!env.WIDGET_CLIENT_SECRET) {
      problems.push(
        'WIDGET_CLIENT_SECRET is not set: give the API client a secret of your own (it opens the staff API).',
      );
    } else if (env.WIDGET_CLIENT_SECRET === DEMO_CLIENT_SECRET) {
      problems.push(
        `WIDGET_CLIENT_SECRET is the demo default "${DEMO_CLIENT_SECRET}": give the API client a secret of your own (it opens the staff API).`,
      );
    }
    if (!env.PUBLIC_URL?.trim()) {
      problems.push(
        'PUBLIC_URL is not set: e-mailed links (sign-up confirmation, password reset) need the public address of the widget, e.g. https://booking.hotel.example.',
      );
    }
    if (testClock) problems.push('BOOKING_API_TEST_CLOCK is on: the movable clock is for browser tests only.');
    if (env.AGENCY_HOSTS?.trim()) {
      if (!env.AGENCY_CLIENT_SECRET) {
        problems.push(
          "AGENCY_HOSTS is set but AGENCY_CLIENT_SECRET is not: give the travel-agency site's API client a secret of its own.",
        );
      } else if (
        env.AGENCY_CLIENT_SECRET === DEMO_AGENCY_CLIENT_SECRET ||
        env.AGENCY_CLIENT_SECRET === DEMO_CLIENT_SECRET
      ) {
        problems.push(
          "AGENCY_CLIENT_SECRET is a demo default: give the travel-agency site's API client a secret of its own.",
        );
      }
    }
    if (isOn(env.DEV_OUTBOX))
      problems.push(
        'DEV_OUTBOX is on: the development outbox shows live sign-up and reset links and is never served in production.',
      );
  }
  if (problems.length > 0) {
    const heading =
      mode === 'production' ? 'Refusing to start in production (NODE_ENV=production):' : 'Refusing to start:';
    throw new Error([heading, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  }

  const agencyHosts = parseAgencyHosts(env.AGENCY_HOSTS ?? (mode === 'production' ? '' : DEMO_AGENCY_HOST));
  return {
    mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(env.DATA_DIR ?? './data', 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    bookingApiUrl: env.BOOKING_API_URL || undefined,
    clientKey: env.WIDGET_CLIENT_KEY || DEMO_CLIENT_KEY,
    clientSecret,
    distDir: path.resolve(env.DIST_DIR || './dist'),
    publicUrl,
    devOutbox: mode === 'demo' && env.DEV_OUTBOX !== 'off',
    testClock,
    sandboxPayments: mode === 'demo' || isOn(env.SANDBOX_PAYMENTS),
    seedDemoHotels: mode === 'production' && isOn(env.SEED_DEMO_HOTELS),
    searchLanguageModel: languageModelFromEnv(env),
    agencyHosts,
    agencyClient:
      agencyHosts.length > 0
        ? {
            key: env.AGENCY_CLIENT_KEY || DEMO_AGENCY_CLIENT_KEY,
            secret: env.AGENCY_CLIENT_SECRET || DEMO_AGENCY_CLIENT_SECRET,
            brandCode: env.AGENCY_BRAND?.trim() || 'demo',
          }
        : undefined,
  };
}

/** PUBLIC_URL, when set, must be an absolute http(s) address without credentials, query or fragment. */
function readPublicUrl(value: string | undefined, problems: string[]): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    problems.push(
      `PUBLIC_URL must be an absolute http(s) address such as https://booking.hotel.example, got "${raw}".`,
    );
    return undefined;
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** One line for the console: what the demo start opens that a production start would not. */
export function demoStartNotice(config: ServerConfig): string | undefined {
  if (config.mode !== 'demo') return undefined;
  const exposed = [
    config.devOutbox ? 'the development outbox (/api/dev/outbox) to callers on this machine' : undefined,
    config.testClock ? 'the test clock (/api/test/clock) to callers on this machine' : undefined,
    'demo accounts with known passwords',
    'the sandbox card provider, which accepts fake test cards',
    config.clientSecret === DEMO_CLIENT_SECRET ? 'the default API client secret' : undefined,
  ].filter(Boolean);
  return `Demo start (NODE_ENV is not production): it exposes ${exposed.join(', ')}. Never use it for a real deployment (README "Production").`;
}

/** One line for the console of a production start that takes fake test cards (SANDBOX_PAYMENTS=1), else undefined. */
export function sandboxPaymentsNotice(config: ServerConfig): string | undefined {
  if (config.mode !== 'production' || !config.sandboxPayments) return undefined;
  return 'SANDBOX_PAYMENTS is on: the sandbox card provider accepts fake test cards as paid, for any hotel whose payment gateway names it. Use it only for a showcase deployment.';
}
