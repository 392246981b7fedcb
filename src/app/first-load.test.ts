import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The views src/app.tsx may import directly: what the first screen of /booking/result draws (the
 * booking flow and the shell around it), and the tiny pages shown when that screen cannot be.
 * Every other page is a route of its own chunk, declared in src/app/lazy-pages.ts.
 */
const FIRST_LOAD_VIEWS = new Set([
  './views/booking/booking-flow',
  './views/chatbot/chatbot-bridge',
  './views/currency/currency-scope',
  './views/simple-pages',
]);

/** The module specifiers of the static (value) imports of a source file; `import type` leaves no code. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

describe('the first load of the widget', () => {
  it('takes no page but the booking flow into src/app.tsx: new routes come through src/app/lazy-pages.ts', () => {
    const views = staticImports(path.join(srcDir, 'app.tsx')).filter((specifier) => specifier.startsWith('./views/'));
    expect(views.length).toBeGreaterThan(0);
    expect(views.filter((specifier) => !FIRST_LOAD_VIEWS.has(specifier))).toEqual([]);
  });

  it('loads every page of src/app/lazy-pages.ts by a dynamic import, never a static one', () => {
    const file = path.join(srcDir, 'app', 'lazy-pages.ts');
    expect(staticImports(file).filter((specifier) => specifier.startsWith('../views/'))).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/import\('\.\.\/views\//);
  });
});
