import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(rootDir, 'src/main.tsx');
const LOCALES_DIR = path.join(rootDir, 'locales');
const REST_LOADERS = path.join(rootDir, 'locales/dictionary-rest.ts');
/** The marker in locales/dictionary-rest.ts the build replaces with one loader per locale. */
export const REST_LOADERS_MARKER = '/* rest-of-dictionary loaders */ {}';
const REST_MODULE = '\0dictionary-rest:';

/**
 * The dictionary texts a source shows: `group.key` for each `LL.group.key`, or the whole `group`
 * where it takes `LL.group` otherwise (`const t = LL.group`, `LL.group[code]`).
 */
export function dictionaryTextsUsed(source: string): string[] {
  return [
    ...new Set(
      [...source.matchAll(/\bLL\??\.([A-Za-z_$][\w$]*)(?:\??\.([A-Za-z_$][\w$]*))?/g)].map((match) =>
        match[2] ? `${match[1]}.${match[2]}` : match[1]!,
      ),
    ),
  ];
}

/** The relative module specifiers a source imports for its code (not `import type`, not `import()`). */
export function staticLocalImports(source: string): string[] {
  const specifiers: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type[\s{])(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm,
    /^\s*export\s+(?!type[\s{])[^'";]*?\s+from\s+['"](\.[^'"]+)['"]/gm,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/**
 * The dictionary texts the first load of the widget shows (dictionaryTextsUsed) in the modules
 * src/main.tsx reaches by static imports (the modules of the build's `first-load` chunk, and
 * possibly a few more: tree-shaking is not followed, so the set can only be too large).
 */
export function firstLoadDictionaryTexts(entry = ENTRY): Set<string> {
  const texts = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const text of dictionaryTextsUsed(source)) texts.add(text);
    for (const specifier of staticLocalImports(source)) {
      const resolved = resolveLocal(file, specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return texts;
}

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node & { properties?: Property[] };
}

/** The top-level properties of a dictionary file's object (`const en: BaseTranslation = { ... }`). */
function dictionaryProperties(source: string): Property[] {
  const program = parseAst(source, { lang: 'ts' }) as unknown as {
    body: { type: string; declarations?: { init?: Node & { properties?: Property[] } }[] }[];
  };
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    const init = statement.declarations?.[0]?.init;
    if (init?.type === 'ObjectExpression')
      return (init.properties ?? []).filter((property) => property.type === 'Property');
  }
  throw new Error('no dictionary object in this locale file');
}

const keyOf = (property: Property) => String(property.key.name ?? property.key.value);

/** Each group of a dictionary source split into the texts of the first load and the rest (their source text). */
function splitGroups(source: string, firstTexts: ReadonlySet<string>) {
  return dictionaryProperties(source).map((group) => {
    const name = keyOf(group);
    const texts =
      group.value.type === 'ObjectExpression'
        ? (group.value.properties ?? []).filter((text) => text.type === 'Property')
        : undefined;
    if (firstTexts.has(name) || !texts) return { group, name, first: undefined, rest: [] as string[] };
    const pick = (inFirst: boolean) =>
      texts
        .filter((text) => firstTexts.has(`${name}.${keyOf(text)}`) === inFirst)
        .map((text) => source.slice(text.start, text.end));
    return { group, name, first: pick(true), rest: pick(false) };
  });
}

/**
 * A dictionary file with only the texts the first load shows (firstLoadDictionaryTexts); every other
 * group keeps an object, maybe empty, that the rest of the dictionary fills in place when it arrives
 * (locales/dictionary-rest.ts), so translation functions already handed out read it.
 */
export function firstPartOfDictionary(source: string, firstTexts: ReadonlySet<string>): string {
  let result = source;
  for (const { group, first } of splitGroups(source, firstTexts).sort((a, b) => b.group.start - a.group.start)) {
    if (!first) continue;
    result = `${result.slice(0, group.value.start)}{${first.map((text) => `\n    ${text},`).join('')}\n  }${result.slice(group.value.end)}`;
  }
  return result;
}

/** The texts firstPartOfDictionary left out, by group: `export default { group: { key: ..., ... }, ... }`. */
export function restOfDictionary(source: string, firstTexts: ReadonlySet<string>): string {
  const groups = splitGroups(source, firstTexts)
    .filter(({ rest }) => rest.length > 0)
    .map(({ name, rest }) => `  ${JSON.stringify(name)}: {${rest.map((text) => `\n    ${text},`).join('')}\n  },`);
  return `export default {\n${groups.join('\n')}\n};\n`;
}

const localeFileOf = (id: string) => {
  const file = path.resolve(id.split('?')[0]!);
  const match = /^(.+)[\\/]index\.ts$/.exec(file);
  return match && path.dirname(match[1]!) === LOCALES_DIR ? path.basename(match[1]!) : undefined;
};

/**
 * Each language's dictionary in two chunks: the texts the first load shows (firstLoadDictionaryTexts),
 * fetched before the first render as before, and the rest, fetched with the first page of its own
 * chunk (src/app/lazy-pages.ts) and with any language chosen after that. The build fails if a
 * module of the first-load chunk shows a group that was left out.
 */
export function dictionaryForFirstPage(): Plugin {
  let firstTexts = new Set<string>();
  return {
    name: 'dictionary-for-first-page',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      firstTexts = firstLoadDictionaryTexts();
    },
    resolveId(source) {
      return source.startsWith(REST_MODULE) ? source : null;
    },
    load(id) {
      if (!id.startsWith(REST_MODULE)) return null;
      const locale = id.slice(REST_MODULE.length);
      return restOfDictionary(fs.readFileSync(path.join(LOCALES_DIR, locale, 'index.ts'), 'utf8'), firstTexts);
    },
    transform(code, id) {
      if (path.resolve(id.split('?')[0]!) === REST_LOADERS) {
        if (!code.includes(REST_LOADERS_MARKER))
          throw new Error(`${REST_LOADERS} lacks its marker ${REST_LOADERS_MARKER}`);
        const locales = fs
          .readdirSync(LOCALES_DIR, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(LOCALES_DIR, entry.name, 'index.ts')))
          .map((entry) => entry.name);
        const loaders = locales.map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(REST_MODULE + locale)})`,
        );
        return { code: code.replace(REST_LOADERS_MARKER, `{ ${loaders.join(', ')} }`), map: null };
      }
      if (!localeFileOf(id)) return null;
      return { code: firstPartOfDictionary(code, firstTexts), map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || (chunk.name !== 'first-load' && !chunk.isEntry)) continue;
        for (const id of Object.keys(chunk.modules)) {
          const file = path.resolve(id.split('?')[0]!);
          if (
            !file.startsWith(rootDir + path.sep) ||
            file.includes(`${path.sep}node_modules${path.sep}`) ||
            !/\.tsx?$/.test(file)
          )
            continue;
          const missing = dictionaryTextsUsed(fs.readFileSync(file, 'utf8')).filter((text) => !firstTexts.has(text));
          if (missing.length > 0)
            this.error(
              `${path.relative(rootDir, file)} is in the first load but shows dictionary texts left for later: ${missing.join(', ')}`,
            );
        }
      }
    },
  };
}
