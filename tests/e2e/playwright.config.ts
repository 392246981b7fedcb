import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium';
import { sharedDistDir } from './server-process';

assertChromium();
const port = Number(process.env.E2E_PORT ?? 18080);
// A fresh embedded database for every run, whatever DATABASE_URL says: the suite books real rooms.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), `widget-e2e-results-${port}`),
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', BOOKING_API_URL: '', DIST_DIR: sharedDistDir },
  },
});
