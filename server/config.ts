import path from 'node:path';

/** Settings of one server process, read from the environment (documented in the README). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  bookingApiUrl: string | undefined;
  clientKey: string;
  clientSecret: string;
  /** Where the built widget lives (DIST_DIR, default ./dist); parallel browser runs use their own. */
  distDir: string;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    bookingApiUrl: env.BOOKING_API_URL || undefined,
    clientKey: env.WIDGET_CLIENT_KEY ?? 'demo-widget',
    clientSecret: env.WIDGET_CLIENT_SECRET ?? 'demo-widget-secret',
    distDir: path.resolve(env.DIST_DIR || './dist'),
  };
}
