import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { demoStartNotice, readServerConfig } from './config';
import { startBackend } from './backend';
import { agencyDevPage } from './agency-dev-page';
import { firstHotelCodeOfBrand } from '../booking-api/repositories/hotels';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run dev`: the same backend as `npm start`, with Vite (HMR) in front proxying the API paths. */
async function main(): Promise<void> {
  const config = readServerConfig();
  const backend = await startBackend(config);
  process.env.BACKEND_URL = backend.url;
  const brandCode = config.agencyClient?.brandCode;
  const membershipHotel = async () => (brandCode ? firstHotelCodeOfBrand(backend.database.db, brandCode) : null);
  const vite = await createServer({
    root: rootDir,
    configFile: path.join(rootDir, 'vite.config.ts'),
    // The agency site on its host names, as `npm start` serves it (server/agency-dev-page.ts).
    plugins: config.agencyHosts.length > 0 ? [agencyDevPage(rootDir, config.agencyHosts, membershipHotel)] : [],
  });
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  await vite.listen(vitePort);
  const address = vite.resolvedUrls?.local[0] ?? `http://localhost:${vitePort}/`;
  console.log(
    `Backend at ${backend.url}; widget with HMR at ${address}?code=demo-kyoto (add &inspect for the inspector)`,
  );
  const agencyHost = config.agencyHosts[0];
  if (agencyHost) console.log(`Travel-agency site with HMR at http://${agencyHost}:${vitePort}/`);
  const notice = demoStartNotice(config);
  if (notice) console.log(notice);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
