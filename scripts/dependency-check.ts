/**
 * The dependency check run by `npm test` (`npm run deps`): reads every TypeScript file's imports with the
 * TypeScript parser (no type check, a few seconds) and fails when the architecture of docs/architecture.md
 * is broken:
 *
 * - an import cycle between modules, `import type` included: a module that needs another's types sits above it,
 *   so shared types and helpers move down into a module both import. A dynamic `import()` (a lazy route's
 *   chunk) is loaded after both modules ran and is no cycle;
 * - a view (src/views, src/shell) importing a network client: graphql-request, machines/transport, or a
 *   chart's actors (the chart's I/O, supplied by its provider);
 * - a chart doing I/O: a file under machines/ outside the I/O seam importing a network client or touching
 *   fetch, storage or cookies. The seam is each chart's `actors.ts` (and `*-actors.ts`, `*-transport.ts`),
 *   its `provider.tsx` that wires them, machines/transport/, the generated machines/graphql/ documents and
 *   machines/booking/later-steps.ts, the chunk of the booking's later steps, which carries their actors
 *   with their code for the provider (it only re-exports; the chart reaches it through its loader);
 * - the gateway importing the booking API (they talk over HTTP only), except its integration tests that
 *   start a real booking API;
 * - the browser (src, machines) importing the booking API or the gateway;
 * - the booking API importing the gateway or the browser;
 * - a booking-API route file (`booking-api/routes/*.ts`, `*-routes.ts`, `*-route.ts`) importing drizzle-orm, the
 *   tables (db/schema*) or the database handle (db/database, db/app-db, db/transactions) for more than types: SQL
 *   lives in the feature's repository, the route hands the handle on;
 * - a booking-API module other than a repository importing drizzle-orm or the tables for more than types:
 *   only db/, the core repositories/, a feature's `*-repository.ts` and the seeds (`seed-*.ts`, seed/) run SQL.
 *   The service may still open a transaction (db/transactions) and hand the handle to the repository.
 *
 * Tests may cross these lines (an integration test starts a real booking API; a test compares both sides).
 *
 * Shared contract types live in contract/, which any side may import. `server/`, `scripts/`, `bench/` and
 * `tests/` put the sides together and may import them all.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_DIRS = [
  'booking-api',
  'contract',
  'gateway',
  'locales',
  'machines',
  'server',
  'src',
  'scripts',
  'bench',
  'tests',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'data']);

export interface Edge {
  from: string;
  /** A project file (relative to the root) or a package name. */
  to: string;
  typeOnly: boolean;
  /** A dynamic `import()`: a chunk loaded later, not a module the importer needs to be evaluated. */
  lazy?: boolean;
  line: number;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every import and re-export of one file, and the I/O globals it touches. */
export function readFile(path: string): { edges: Edge[]; ioGlobals: { name: string; line: number }[] } {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const from = relative(ROOT, path);
  const edges: Edge[] = [];
  const ioGlobals: { name: string; line: number }[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const add = (specifier: string, typeOnly: boolean, node: ts.Node, lazy = false) => {
    if (specifier.startsWith('.')) {
      const target = resolveRelative(path, specifier);
      if (target) edges.push({ from, to: relative(ROOT, target), typeOnly, lazy, line: lineOf(node) });
    } else {
      edges.push({ from, to: packageName(specifier), typeOnly, lazy, line: lineOf(node) });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && named.length > 0 && named.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly, node);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(
        node.moduleSpecifier.text,
        node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)),
        node,
      );
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, node, true);
    } else if (ts.isIdentifier(node) && IO_GLOBALS.has(node.text)) {
      const parent = node.parent;
      // A property or a parameter named like a global (`{ fetch }`, `init.fetch`) is not the global.
      const isOwnName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ts.isPropertySignature(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isParameter(parent) ||
        ts.isTypeReferenceNode(parent) ||
        ts.isQualifiedName(parent);
      if (!isOwnName) ioGlobals.push({ name: node.text, line: lineOf(node) });
    } else if (ts.isPropertyAccessExpression(node) && node.getText(source) === 'document.cookie') {
      ioGlobals.push({ name: 'document.cookie', line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { edges, ioGlobals };
}

const IO_GLOBALS = new Set(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'localStorage', 'sessionStorage']);

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes('/test-support/') || file.startsWith('tests/');
const isView = (file: string) => file.startsWith('src/views/') || file.startsWith('src/shell/');
const isBrowser = (file: string) => file.startsWith('src/') || file.startsWith('machines/');
const isNetworkClient = (target: string) => target === 'graphql-request' || target.startsWith('machines/transport/');
const isChartActors = (target: string) => /^machines\/.*(\/actors|-actors)\.tsx?$/.test(target);
/** The chart files allowed to do I/O: see the header. */
const isIoSeam = (file: string) =>
  /(\/actors|-actors|-transport)\.tsx?$/.test(file) ||
  file.endsWith('/provider.tsx') ||
  file.startsWith('machines/transport/') ||
  file.startsWith('machines/graphql/') ||
  file === 'machines/booking/later-steps.ts';

const isRouteFile = (file: string) =>
  /^booking-api\/routes\/[^/]+\.ts$/.test(file) || (file.startsWith('booking-api/') && /-routes?\.ts$/.test(file));
/** Query builders, tables and the database handle: what only a repository imports. */
const isSqlModule = (target: string) =>
  target === 'drizzle-orm' || /^booking-api\/db\/(schema[^/]*|database|app-db|transactions)\.ts$/.test(target);

/** Feature folders of the booking API whose queries all live in their repositories. */
/**
 * A booking-API module that holds no SQL: everything but db/ itself, the core repositories/, a
 * feature's `*-repository.ts`, the seeds (`seed-*.ts`, seed/) and the tests.
 */
const isFeatureService = (file: string) =>
  file.startsWith('booking-api/') &&
  !/^booking-api\/(db|repositories|seed|tests)\//.test(file) &&
  !/(-repository|\/seed-[^/]*)\.ts$/.test(file);
/** Query builders and tables (not the transaction helpers a service may use to open a transaction). */
const isQueryModule = (target: string) => target === 'drizzle-orm' || /^booking-api\/db\/schema[^/]*\.ts$/.test(target);

export interface Violation {
  rule: string;
  file: string;
  line: number;
  detail: string;
}

export function checkEdges(edges: Edge[], ioGlobals: Map<string, { name: string; line: number }[]>): Violation[] {
  const violations: Violation[] = [];
  const report = (rule: string, edge: Edge) =>
    violations.push({ rule, file: edge.from, line: edge.line, detail: `imports ${edge.to}` });
  for (const edge of edges) {
    const { from, to } = edge;
    if (isView(from) && !isTest(from) && !edge.typeOnly && (isNetworkClient(to) || isChartActors(to))) {
      report('a view imports a network client', edge);
    }
    if (
      from.startsWith('machines/') &&
      !isTest(from) &&
      !isIoSeam(from) &&
      !edge.typeOnly &&
      (isNetworkClient(to) || isChartActors(to))
    ) {
      report('a chart does I/O', edge);
    }
    if (from.startsWith('gateway/') && to.startsWith('booking-api/') && !isTest(from))
      report('the gateway imports the booking API', edge);
    if (isBrowser(from) && !isTest(from) && (to.startsWith('booking-api/') || to.startsWith('gateway/')))
      report('the browser imports a server', edge);
    if (
      from.startsWith('booking-api/') &&
      !isTest(from) &&
      (to.startsWith('gateway/') || to.startsWith('src/') || to.startsWith('machines/'))
    ) {
      report('the booking API imports the gateway or the browser', edge);
    }
    if (isRouteFile(from) && !isTest(from) && !edge.typeOnly && isSqlModule(to)) report('a route file runs SQL', edge);
    else if (isFeatureService(from) && !isTest(from) && !edge.typeOnly && isQueryModule(to))
      report('a service runs SQL outside its repository', edge);
  }
  for (const [file, uses] of ioGlobals) {
    if (!file.startsWith('machines/') || isTest(file) || isIoSeam(file)) continue;
    for (const use of uses)
      violations.push({ rule: 'a chart does I/O', file, line: use.line, detail: `uses ${use.name}` });
  }
  return violations;
}

/** Strongly connected components of more than one module (or a module importing itself): the import cycles. */
export function importCycles(edges: Edge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (edge.lazy) continue;
    if (!graph.has(edge.from)) graph.set(edge.from, new Set());
    graph.get(edge.from)!.add(edge.to);
  }
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const strongConnect = (start: string) => {
    // An explicit stack: deep import chains would overflow a recursive walk.
    const work: { node: string; next: Iterator<string> }[] = [];
    const open = (node: string) => {
      indices.set(node, index);
      lowlinks.set(node, index);
      index++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set<string>()).values() });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!indices.has(target)) open(target);
        else if (onStack.has(target))
          lowlinks.set(frame.node, Math.min(lowlinks.get(frame.node)!, indices.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowlinks.set(parent.node, Math.min(lowlinks.get(parent.node)!, lowlinks.get(frame.node)!));
      if (lowlinks.get(frame.node) === indices.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) strongConnect(node);
  return cycles;
}

function main() {
  const files = SOURCE_DIRS.filter((dir) => existsSync(join(ROOT, dir))).flatMap((dir) => sourceFiles(join(ROOT, dir)));
  const edges: Edge[] = [];
  const ioGlobals = new Map<string, { name: string; line: number }[]>();
  for (const file of files) {
    const read = readFile(file);
    edges.push(...read.edges);
    if (read.ioGlobals.length > 0) ioGlobals.set(relative(ROOT, file), read.ioGlobals);
  }
  const violations = checkEdges(edges, ioGlobals);
  const cycles = importCycles(edges);
  for (const v of violations) console.error(`${v.rule}: ${v.file}:${v.line} ${v.detail}`);
  for (const cycle of cycles) console.error(`an import cycle of ${cycle.length} modules:\n  ${cycle.join('\n  ')}`);
  console.log(
    `dependency check: ${files.length} files, ${edges.length} imports, ${violations.length} violations, ${cycles.length} import cycles`,
  );
  if (violations.length > 0 || cycles.length > 0) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
