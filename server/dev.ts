import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { demoStartNotice, readServerConfig } from './config';
import { startBackend } from './backend';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run dev`: the same backend as `npm start`, with Vite (HMR) in front proxying the API paths. */
async function main(): Promise<void> {
  const config = readServerConfig();
  const backend = await startBackend(config);
  process.env.BACKEND_URL = backend.url;
  const vite = await createServer({ root: rootDir, configFile: path.join(rootDir, 'vite.config.ts') });
  await vite.listen(Number(process.env.VITE_PORT ?? 5173));
  const address = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
  console.log(`Backend at ${backend.url}; widget with HMR at ${address}?code=demo-kyoto (add &inspect for the inspector)`);
  const notice = demoStartNotice(config);
  if (notice) console.log(notice);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
