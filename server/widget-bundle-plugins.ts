import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { stripIgnoredCharacters } from 'graphql';
import { parseAst, type Plugin } from 'vite';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPORAL_SHIM = path.join(rootDir, 'src/app/temporal.ts');
const TYPED_DOCUMENTS = path.join(rootDir, 'machines/graphql/graphql.ts');

/**
 * temporal-polyfill uses the browser's own Temporal when there is one, so its ~18 KiB (gzip) are
 * dead weight there. In the widget build `temporal-polyfill` resolves to src/app/temporal.ts, which
 * takes the same decision first and loads the package (its own chunk) only when it is needed.
 */
export function temporalWhenNeeded(): Plugin {
  return {
    name: 'temporal-when-needed',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'temporal-polyfill' || !importer || path.resolve(importer.split('?')[0]!) === TEMPORAL_SHIM)
        return null;
      return TEMPORAL_SHIM;
    },
  };
}

/**
 * contract/ is shared by the server and the widget, and builds its zod schemas in top-level
 * constants. A bundler must keep every call it cannot prove free of side effects, so a widget page
 * importing one constant from a contract module would also carry all of that module's schemas and
 * zod itself. Building a contract constant has no side effect, so the build marks each top-level
 * `const` initializer of a contract module pure: what the widget does not use is left out.
 * The same holds for codegen's typed documents (machines/graphql/graphql.ts, one
 * `new TypedDocumentString(...)` each): an operation no chart sends is left out.
 */
export function pureContractConstants(): Plugin {
  return {
    name: 'pure-contract-constants',
    apply: 'build',
    // After TypeScript is stripped: the initializers are then plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/[\\/]contract[\\/][^\\/]+\.ts$/.test(file) && path.resolve(file) !== TYPED_DOCUMENTS) return null;
      const marked = markTopLevelConstantsPure(code);
      // Sources maps of the widget build are off; the few shifted columns need no map.
      return marked === code ? null : { code: marked, map: null };
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declaration extends Node {
  kind?: string;
  declaration?: Declaration | null;
  declarations?: { init?: Node | null }[];
}

/** Literals and functions have no side effects anyway; everything else is wrapped in a pure call. */
const ALREADY_PURE = new Set([
  'Literal',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'TemplateLiteral',
  'Identifier',
]);

/** `const a = <init>` at the top level becomes `const a = /* @__PURE__ *\/ (() => (<init>))()`. */
export function markTopLevelConstantsPure(code: string): string {
  const program = parseAst(code) as unknown as { body: Declaration[] };
  const initializers: Node[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations ?? []) {
      if (declarator.init && !ALREADY_PURE.has(declarator.init.type)) initializers.push(declarator.init);
    }
  }
  let result = code;
  for (const init of initializers.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => (${result.slice(init.start, init.end)}))()${result.slice(init.end)}`;
  }
  return result;
}

/** A node of the ESTree parseAst gives, as far as the walk below needs. */
interface TreeNode extends Node {
  [key: string]: unknown;
}

/** Every node of `root`'s tree, `root` first. */
function* treeNodes(root: unknown): Generator<TreeNode> {
  if (Array.isArray(root)) {
    for (const item of root) yield* treeNodes(item);
    return;
  }
  if (!root || typeof root !== 'object' || typeof (root as Node).type !== 'string') return;
  yield root as TreeNode;
  for (const [key, value] of Object.entries(root)) if (key !== 'type') yield* treeNodes(value);
}

/**
 * `ErrorCode.soldOut` becomes `"1004"`: each use of a code of contract/error-codes.ts is its string,
 * so the widget does not carry the whole catalogue object (some 200 codes) for the few it compares.
 * Only the member expressions of a known code are replaced; anything else is left as it is.
 */
export function inlineErrorCodes(code: string, codes: Readonly<Record<string, string>>): string {
  if (!code.includes('ErrorCode.')) return code;
  const uses: Node[] = [];
  for (const node of treeNodes(parseAst(code))) {
    if (node.type !== 'MemberExpression' || node.computed) continue;
    const object = node.object as TreeNode;
    const property = node.property as TreeNode;
    if (object.type === 'Identifier' && object.name === 'ErrorCode' && Object.hasOwn(codes, property.name as string))
      uses.push(node);
  }
  let result = code;
  for (const use of uses.sort((a, b) => b.start - a.start)) {
    const name = (use as TreeNode & { property: { name: string } }).property.name;
    result = `${result.slice(0, use.start)}${JSON.stringify(codes[name])}${result.slice(use.end)}`;
  }
  return result;
}

/**
 * The widget's modules (machines/ and src/) compare failures with `ErrorCode.<name>`; in the widget
 * build each becomes its code (inlineErrorCodes), and the catalogue object, a pure constant
 * (pureContractConstants), is left out of every chunk that no longer reads it whole.
 */
export function errorCodesInlined(codes: Readonly<Record<string, string>>): Plugin {
  return widgetSourceRewrite('error-codes-inlined', ['machines', 'src'], (code) => inlineErrorCodes(code, codes));
}

/**
 * A build step that rewrites the widget's own script files under `dirs` (tests excepted) with
 * `rewrite`, after TypeScript is stripped, when the code is plain JavaScript.
 */
function widgetSourceRewrite(name: string, dirs: readonly string[], rewrite: (code: string) => string): Plugin {
  const widgetDirs = dirs.map((dir) => path.join(rootDir, dir) + path.sep);
  return {
    name,
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = path.resolve(id.split('?')[0]!);
      if (!/\.[cm]?[jt]sx?$/.test(file) || /\.test\.[jt]sx?$/.test(file)) return null;
      if (!widgetDirs.some((dir) => file.startsWith(dir))) return null;
      const rewritten = rewrite(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** Keys only a statechart's state node or transition has: an object with one of them is chart config. */
const CHART_CONFIG_KEYS = new Set([
  'states',
  'initial',
  'on',
  'always',
  'after',
  'invoke',
  'entry',
  'exit',
  'tags',
  'target',
  'guard',
  'actions',
  'src',
  'onDone',
  'onError',
]);

const keyName = (property: TreeNode): string | undefined => {
  const key = property.key as TreeNode | undefined;
  if (!key || property.computed) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : typeof key.value === 'string' ? key.value : undefined;
};

/** A string written out in full: a literal or a template without substitutions. */
const isFixedText = (node: TreeNode): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0);

/**
 * The `description` texts of the charts' states and transitions, left out: they are for the
 * Stately inspector, which only a development build opens (src/inspect.ts), and they are some 3 KiB
 * of the first load's gzip. Only a fixed text in an object that is chart config (a state of a
 * `states` object, or an object with a state's or a transition's own keys) goes; a `description` of data (a room's, a plan's) is never chart config.
 */
export function withoutChartDescriptions(code: string): string {
  if (!code.includes('description')) return code;
  const cuts: { start: number; end: number }[] = [];
  // The states of a `states: { ... }` object, chart config whatever keys they have (a leaf may have none).
  const stateNodes = new Set<unknown>();
  for (const node of treeNodes(parseAst(code))) {
    if (node.type !== 'ObjectExpression') continue;
    const properties = (node.properties as TreeNode[]).filter((property) => property.type === 'Property');
    for (const property of properties) {
      const value = property.value as TreeNode;
      if (keyName(property) === 'states' && value.type === 'ObjectExpression')
        for (const state of value.properties as TreeNode[]) stateNodes.add(state.value);
    }
    if (!stateNodes.has(node) && !properties.some((property) => CHART_CONFIG_KEYS.has(keyName(property) ?? '')))
      continue;
    properties.forEach((property, index) => {
      if (keyName(property) !== 'description' || !isFixedText(property.value as TreeNode)) return;
      // The property and its comma: up to the next property, or from the previous one when last.
      const next = properties[index + 1];
      const previous = properties[index - 1];
      if (next) cuts.push({ start: property.start, end: next.start });
      else if (previous) cuts.push({ start: previous.end, end: property.end });
      else cuts.push({ start: property.start, end: property.end });
    });
  }
  let result = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start))
    result = `${result.slice(0, cut.start)}${result.slice(cut.end)}`;
  return result;
}

/** The widget build of the charts (machines/) without their inspector-only descriptions. */
export function chartDescriptionsLeftOut(): Plugin {
  return widgetSourceRewrite('chart-descriptions-left-out', ['machines'], withoutChartDescriptions);
}

/** `graphql(` + an optional GraphQL comment + a template without substitutions + `)`. */
const GRAPHQL_CALL = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;

/**
 * The name codegen gives the typed document of a `graphql(...)` source (machines/graphql/graphql.ts):
 * `<Operation>Document`, or `<Fragment>FragmentDoc`; undefined when the source names none.
 */
export function typedDocumentName(source: string): string | undefined {
  const match = /^\s*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(source);
  if (!match) return undefined;
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The module id of one typed document in the widget build. */
const DOCUMENT_MODULE = '\0typed-document:';

/**
 * The module of one generated document: `export default new TypedDocumentString(...)` with its
 * text (fragments included) and meta, the class from the generated file. The text is the generated
 * one without what GraphQL ignores (indentation, line breaks, commas): the same document, smaller in
 * the bundle and in every request. Undefined when the generated file has no such document.
 */
export function typedDocumentModule(generated: string, name: string): string | undefined {
  const match = new RegExp(
    `^export const ${name} = new TypedDocumentString\\((\`[^\`]*\`)(, \\{[^\\n]*?\\})?\\) as unknown as `,
    'm',
  ).exec(generated);
  if (!match) return undefined;
  const text = stripIgnoredCharacters(match[1]!.slice(1, -1));
  return `import { TypedDocumentString } from ${JSON.stringify(TYPED_DOCUMENTS)};\nexport default /* @__PURE__ */ new TypedDocumentString(${JSON.stringify(text)}${match[2] ?? ''});\n`;
}

/**
 * `graphql(\`...\`)` of the client preset looks each source up in a map of every operation's text
 * (machines/graphql/gql.ts), so the bundle carried every query twice, and the generated file holds
 * every document in one module, so the first page carried every page's operations. In the widget
 * build each call becomes an import of its document alone, by name: a page's chunk carries the
 * operations its charts send. A source whose document is not in the generated file is left as it was.
 */
export function typedDocumentsByName(
  readGenerated: () => string = () => fs.readFileSync(TYPED_DOCUMENTS, 'utf8'),
): Plugin {
  return {
    name: 'typed-documents-by-name',
    apply: 'build',
    enforce: 'post',
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? source : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE)) return null;
      const name = id.slice(DOCUMENT_MODULE.length);
      const module = typedDocumentModule(readGenerated(), name);
      if (!module) throw new Error(`no typed document ${name} in ${TYPED_DOCUMENTS}`);
      return module;
    },
    transform(code, id) {
      const file = path.resolve(id.split('?')[0]!);
      if (
        !file.startsWith(path.join(rootDir, 'machines') + path.sep) ||
        file.startsWith(path.dirname(TYPED_DOCUMENTS) + path.sep)
      )
        return null;
      if (!code.includes('graphql(')) return null;
      const generated = readGenerated();
      const names = new Set<string>();
      const next = code.replace(GRAPHQL_CALL, (call, source: string) => {
        const name = typedDocumentName(source);
        if (!name || !typedDocumentModule(generated, name)) return call;
        names.add(name);
        return `__typedDocument_${name}`;
      });
      if (names.size === 0) return null;
      const imports = [...names]
        .map((name) => `import __typedDocument_${name} from ${JSON.stringify(DOCUMENT_MODULE + name)};\n`)
        .join('');
      return { code: `${imports}${next}`, map: null };
    },
  };
}

/** Files worth compressing: text formats (images, fonts and archives are compressed already). */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ics|map)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The files `index.html` of dir loads (its `src` and `href` under /assets/): what every page waits
 * for, the first-load script and stylesheet.
 */
export function filesThePageLoads(dir: string): Set<string> {
  const page = path.join(dir, 'index.html');
  if (!fs.existsSync(page)) return new Set();
  const html = fs.readFileSync(page, 'utf8');
  return new Set([...html.matchAll(/\b(?:src|href)="\/(assets\/[^"?#]+)"/g)].map((match) => path.join(dir, match[1]!)));
}

/**
 * gzip as small as the format allows: zopfli's exhaustive deflate, some 4 % below zlib's level 9
 * but about a hundred times slower, so the build spends it only on the files every page waits for.
 */
async function smallestGzip(content: Buffer): Promise<Buffer> {
  return Buffer.from(await zopfliGzip(content, { numiterations: 2 }));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` beside every compressible file under dir,
 * each only when it is smaller than the file itself: gzip at level 9, and for the files index.html
 * loads (filesThePageLoads) zopfli's smaller gzip. The server sends them by the request's
 * Accept-Encoding (server/app.ts) and compresses nothing of the widget per request.
 */
export async function precompressFiles(dir: string): Promise<string[]> {
  const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const firstLoad = filesThePageLoads(dir);
  const written: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        firstLoad.has(file)
          ? smallestGzip(content)
          : gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION, memLevel: 9 }),
      ]);
      for (const [suffix, compressed] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (compressed.length >= content.length) continue;
        fs.writeFileSync(file + suffix, compressed);
        written.push(file + suffix);
      }
    }),
  );
  return written.sort();
}

/** After the widget build is written, precompresses its files (precompressFiles). */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options) {
      await precompressFiles(options.dir ?? outDir);
    },
  };
}
