import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout mirrors for right-to-left languages (Arabic) only if it never says left or right:
 * stylesheets and inline styles use logical properties (margin-inline-start, inset-inline-end,
 * text-align: start) instead.
 */
const src = join(import.meta.dirname, '..');

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) && !entry.name.includes('.test.')
      ? [path]
      : [];
  });
}

/** Physical (left/right) declarations in CSS text. */
export function physicalDeclarations(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const physical =
    /(?:^|[;{\s])((?:margin|padding|border)-(?:left|right)[\w-]*\s*:|(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b)/g;
  return [...withoutComments.matchAll(physical)].map((match) => match[1]!.trim());
}

/** Physical properties in React inline styles (marginLeft, paddingRight, left:, textAlign: 'right'). */
export function physicalInlineStyles(tsx: string): string[] {
  const physical =
    /\b((?:margin|padding|border)(?:Left|Right)\w*\s*:|(?<![\w-])(?:left|right)\s*:\s*[\d'"`]|(?:textAlign|float)\s*:\s*['"](?:left|right)['"])/g;
  return [...tsx.matchAll(physical)].map((match) => match[1]!.trim());
}

describe('logical properties', () => {
  it('recognises physical declarations and lets logical ones pass', () => {
    expect(
      physicalDeclarations('.a { padding-left: 1rem; left: 0; text-align: right; margin-inline-start: 1rem; }'),
    ).toEqual(['padding-left:', 'left:', 'text-align: right']);
    expect(physicalDeclarations('.a { inset-inline-start: 0; text-align: end; border-top-left-radius: 4px; }')).toEqual(
      [],
    );
    expect(physicalInlineStyles("<p style={{ marginLeft: 4, textAlign: 'right', left: 0 }} />")).toEqual([
      'marginLeft:',
      "textAlign: 'right'",
      'left: 0',
    ]);
    expect(physicalInlineStyles('<p style={{ marginInlineStart: 4 }} aria-label={LL.a.left()} />')).toEqual([]);
  });

  it('no stylesheet says left or right', () => {
    for (const file of filesUnder(src, ['.css']))
      expect(physicalDeclarations(readFileSync(file, 'utf8')), file).toEqual([]);
  });

  it('no inline style says left or right', () => {
    for (const file of filesUnder(src, ['.tsx']))
      expect(physicalInlineStyles(readFileSync(file, 'utf8')), file).toEqual([]);
  });
});
