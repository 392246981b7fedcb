import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Views never branch on a language by name (`locale === 'ja'`): what a language implies lives in
 * data (machines/locale/locale-traits.ts, the dictionaries, Intl), so a new language needs no
 * edits across the views.
 */
const LOCALE_LITERAL = String.raw`['"\`](?:en|ja|ko|zh[_-]Hans|zh[_-]Hant|id|th|ar)(?:[-_][A-Za-z]{2,4})?['"\`]`;
const COMPARISON = new RegExp(
  String.raw`(?:[!=]==?\s*${LOCALE_LITERAL})|(?:${LOCALE_LITERAL}\s*[!=]==?)|(?:case\s+${LOCALE_LITERAL}\s*:)`,
);

export function localeComparisons(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => COMPARISON.test(line))
    .map((line) => line.trim());
}

const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('views and locales', () => {
  it('no source under src/ compares a locale to a literal', () => {
    const found = sourceFiles(src).flatMap((path) =>
      localeComparisons(readFileSync(path, 'utf8')).map((line) => `${relative(src, path)}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('recognises the comparisons it forbids, and not other strings', () => {
    expect(localeComparisons("const a = locale === 'ja' ? 1 : 2;")).toHaveLength(1);
    expect(localeComparisons("if ('zh_Hant' !== current) {}")).toHaveLength(1);
    expect(localeComparisons('x = lang == "ar-SA"')).toHaveLength(1);
    expect(localeComparisons("  case 'ko':")).toHaveLength(1);
    expect(localeComparisons("const status = state === 'done';")).toEqual([]);
    expect(localeComparisons("t('ja')")).toEqual([]);
  });
});
