import fs from 'node:fs';

/**
 * Debian's Chromium by default; CHROMIUM_PATH points elsewhere (for example a browser installed by
 * `npx playwright install chromium`). The flags keep Chromium off the network it cannot reach.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertChromium(): void {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
