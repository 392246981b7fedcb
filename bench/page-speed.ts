/**
 * `npm run bench:page`: only the page-speed figures of `npm run bench` (the JavaScript /booking/result
 * loads, and Lighthouse on it), on a fresh build and a throwaway database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../server/backend';
import { buildIfNeeded } from '../server/build-if-needed';
import { readServerConfig } from '../server/config';
import { reportLighthouse } from './lighthouse';
import { reportWidgetJavaScript } from './widget-javascript';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  await buildIfNeeded(rootDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-page-speed-'));
  const config = {
    ...readServerConfig({}),
    port: Number(process.env.PORT ?? 0),
    host: '127.0.0.1',
    dataDir: path.join(dataDir, 'db'),
  };
  const server = await startBackend(config, { staticDir: path.join(rootDir, 'dist') });
  try {
    await reportWidgetJavaScript(server.url);
    await reportLighthouse(server.url);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
