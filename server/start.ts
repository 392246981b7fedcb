import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from './config';
import { buildIfNeeded } from './build-if-needed';
import { startBackend } from './backend';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = readServerConfig();
  const build = await buildIfNeeded(rootDir, config.distDir);
  if (build === 'built') console.log(`Built the widget into ${path.relative(rootDir, config.distDir) || '.'}/.`);
  const server = await startBackend(config, { staticDir: config.distDir });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Booking widget ready, data in ${where}.`);
  console.log(`Open ${server.url}/?code=demo-kyoto  (or ?code=demo-seoul, ?code=demo-hakone)`);

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
