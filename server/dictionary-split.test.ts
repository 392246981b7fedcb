import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  dictionaryTextsUsed,
  firstLoadDictionaryTexts,
  firstPartOfDictionary,
  REST_LOADERS_MARKER,
  restOfDictionary,
  staticLocalImports,
} from './dictionary-split';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Evaluates a module whose only statement of note is `export default <object>` or `export default <name>`. */
function evaluate(moduleSource: string): Record<string, Record<string, unknown>> {
  const body = moduleSource
    .replace(/^import .*$/gm, '')
    .replace(/: (?:Base)?Translation\b/, '')
    .replace(/export default /, 'return ');
  return new Function(body)() as Record<string, Record<string, unknown>>;
}

/** What locales/dictionary-rest.ts does with the rest: fills each group's object in place. */
function fillIn(first: Record<string, Record<string, unknown>>, rest: Record<string, Record<string, unknown>>) {
  for (const [group, texts] of Object.entries(rest)) Object.assign((first[group] ??= {}), texts);
  return first;
}

const SAMPLE = `import type { BaseTranslation } from '../i18n-types';

const en: BaseTranslation = {
  app: { title: 'Book', loading: 'Loading…' },
  results: { heading: 'Rooms', none: 'No rooms', nested: { a: 'A', b: '{n:number} room{{n:|s}}' } },
  payments: { declined: 'Declined', codes: { e1: 'One' } },
  membership: { signIn: 'Sign in' },
};

export default en;
`;

describe('dictionaryTextsUsed', () => {
  it('reads group.key of each LL.group.key, and the whole group where a view takes LL.group itself', () => {
    const source =
      'LL.results.heading(); LL.app.loading(); const t = LL.payments; LL.errors[code](); LL?.shell.x; LL.results.nested.a();';
    expect(dictionaryTextsUsed(source).sort()).toEqual([
      'app.loading',
      'errors',
      'payments',
      'results.heading',
      'results.nested',
      'shell.x',
    ]);
  });

  it('follows value imports and re-exports, never type imports', () => {
    const source =
      "import type { A } from './a';\nimport { b } from './b';\nimport {\n  c,\n} from '../c';\nexport { d } from './d';\nexport type { E } from './e';\nimport './styles.css';\nimport x from 'react';";
    expect(staticLocalImports(source)).toEqual(['./b', '../c', './styles.css', './d']);
  });
});

describe('firstPartOfDictionary and restOfDictionary', () => {
  const first = new Set(['app', 'results.heading', 'results.nested']);

  it('keep in the first part the texts asked for, whole groups and single keys, with an object for every other group', () => {
    const part = evaluate(firstPartOfDictionary(SAMPLE, first));
    expect(part).toEqual({
      app: { title: 'Book', loading: 'Loading…' },
      results: { heading: 'Rooms', nested: { a: 'A', b: '{n:number} room{{n:|s}}' } },
      payments: {},
      membership: {},
    });
  });

  it('put every other text in the rest, and the two filled together make the whole dictionary again', () => {
    const rest = evaluate(restOfDictionary(SAMPLE, first));
    expect(rest).toEqual({
      results: { none: 'No rooms' },
      payments: { declined: 'Declined', codes: { e1: 'One' } },
      membership: { signIn: 'Sign in' },
    });
    expect(fillIn(evaluate(firstPartOfDictionary(SAMPLE, first)), rest)).toEqual(evaluate(SAMPLE));
  });

  it('split every real dictionary so that its two parts make it whole, with the results page words in the first', () => {
    const texts = firstLoadDictionaryTexts();
    expect(texts.has('results.heading')).toBe(true);
    expect(texts.has('app.loading')).toBe(true);
    const localesDir = path.join(rootDir, 'locales');
    const locales = fs.readdirSync(localesDir).filter((name) => fs.existsSync(path.join(localesDir, name, 'index.ts')));
    expect(locales.length).toBeGreaterThanOrEqual(8);
    for (const locale of locales) {
      const source = fs.readFileSync(path.join(localesDir, locale, 'index.ts'), 'utf8');
      const firstPart = evaluate(firstPartOfDictionary(source, texts));
      expect(firstPart.results?.heading, locale).toBeTypeOf('string');
      // Some groups only later pages show are left out of the first part.
      expect(Object.keys(firstPart.payments ?? {}).length, locale).toBeLessThan(
        Object.keys(evaluate(source).payments ?? {}).length,
      );
      expect(fillIn(firstPart, evaluate(restOfDictionary(source, texts))), locale).toEqual(evaluate(source));
    }
  });

  it('find the marker the build replaces in locales/dictionary-rest.ts', () => {
    expect(fs.readFileSync(path.join(rootDir, 'locales/dictionary-rest.ts'), 'utf8')).toContain(REST_LOADERS_MARKER);
  });
});
