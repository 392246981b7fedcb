import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'machines',
  'locales',
  'contract',
  'index.html',
  'vite.config.ts',
  'server/widget-bundle-plugins.ts',
  'server/dictionary-split.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the widget with Vite when distDir (default dist/) is missing or older than any of its sources. */
export async function buildIfNeeded(
  rootDir: string,
  distDir = path.join(rootDir, 'dist'),
): Promise<'built' | 'up-to-date'> {
  const builtIndex = path.join(distDir, 'index.html');
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((name) => newestMtime(path.join(rootDir, name))));
  if (builtAt > sourcesAt) return 'up-to-date';
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production for its build; the server process that goes on must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root: rootDir,
      configFile: path.join(rootDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return 'built';
}
