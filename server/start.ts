import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoStartNotice, readServerConfig, sandboxPaymentsNotice, type ServerConfig } from './config';
import { buildIfNeeded } from './build-if-needed';
import { startBackend } from './backend';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The configuration, or the reasons it is refused (production without its settings) and exit 1. */
function configOrExit(): ServerConfig {
  try {
    return readServerConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const build = await buildIfNeeded(rootDir, config.distDir);
  if (build === 'built') console.log(`Built the widget into ${path.relative(rootDir, config.distDir) || '.'}/.`);
  const server = await startBackend(config, { staticDir: config.distDir });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Booking widget ready, data in ${where}.`);
  const notice = demoStartNotice(config);
  if (notice) console.log(notice);
  else console.log(`Production start on ${server.url}; e-mailed links point at ${config.publicUrl}.`);
  const sandboxNotice = sandboxPaymentsNotice(config);
  if (sandboxNotice) console.log(sandboxNotice);
  if (config.mode === 'demo' || config.seedDemoHotels)
    console.log(`Open ${server.url}/?code=demo-kyoto  (or ?code=demo-seoul, ?code=demo-hakone)`);
  const agencyHost = config.agencyHosts[0];
  if (agencyHost) console.log(`Travel-agency site: http://${agencyHost}:${new URL(server.url).port}/  (AGENCY_HOSTS)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
