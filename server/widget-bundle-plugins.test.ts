import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  chartDescriptionsLeftOut,
  errorCodesInlined,
  filesThePageLoads,
  inlineErrorCodes,
  markTopLevelConstantsPure,
  precompressFiles,
  typedDocumentModule,
  precompressedAssets,
  pureContractConstants,
  temporalWhenNeeded,
  typedDocumentName,
  typedDocumentsByName,
  withoutChartDescriptions,
} from './widget-bundle-plugins';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown) => value as Hook;

describe('markTopLevelConstantsPure', () => {
  it('wraps top-level const initializers in a pure call and leaves the rest alone', () => {
    const code = [
      "import { z } from 'zod';",
      'export const a = z.object({ b: z.string().max(2) });',
      "const symbol = '¥', limit = 3, pattern = new RegExp('x');",
      'let counter = start();',
      'export function f() { const inner = g(); return inner; }',
    ].join('\n');
    const marked = markTopLevelConstantsPure(code);
    expect(marked).toContain('export const a = /* @__PURE__ */ (() => (z.object({ b: z.string().max(2) })))();');
    // Literals need no wrapping; a non-ASCII string before an initializer keeps the offsets right.
    expect(marked).toContain("const symbol = '¥', limit = 3, pattern = /* @__PURE__ */ (() => (new RegExp('x')))();");
    expect(marked).toContain('let counter = start();');
    expect(marked).toContain('const inner = g();');
  });

  it('applies to contract modules and the typed documents only', () => {
    const transform = hook(pureContractConstants().transform);
    expect(transform('const a = f();', path.join(rootDir, 'contract/search.ts'))).toEqual({
      code: 'const a = /* @__PURE__ */ (() => (f()))();',
      map: null,
    });
    expect(transform('const a = f();', path.join(rootDir, 'machines/search/machine.ts'))).toBeNull();
    // Codegen's typed documents: an operation no chart sends is left out of the widget.
    expect(
      transform(
        'export const MeDocument = new TypedDocumentString(`query Me { me { id } }`);',
        path.join(rootDir, 'machines/graphql/graphql.ts'),
      ),
    ).toEqual({
      code: 'export const MeDocument = /* @__PURE__ */ (() => (new TypedDocumentString(`query Me { me { id } }`)))();',
      map: null,
    });
  });
});

describe('errorCodesInlined', () => {
  const codes = { soldOut: '1004', exchangeRateUpdated: '2002' };

  it('writes each known code of ErrorCode as its string and leaves everything else alone', () => {
    const code = [
      "import { ErrorCode } from '../../contract/error-codes';",
      'const a = hasFailureCode(error, ErrorCode.soldOut) || code === ErrorCode.exchangeRateUpdated;',
      'const b = ErrorCode.unknownName, c = other.ErrorCode.soldOut, d = ErrorCode[key];',
      "const e = 'ErrorCode.soldOut';",
    ].join('\n');
    expect(inlineErrorCodes(code, codes).split('\n')).toEqual([
      "import { ErrorCode } from '../../contract/error-codes';",
      'const a = hasFailureCode(error, "1004") || code === "2002";',
      'const b = ErrorCode.unknownName, c = other.ErrorCode.soldOut, d = ErrorCode[key];',
      "const e = 'ErrorCode.soldOut';",
    ]);
  });

  it("applies to the widget's modules (machines/, src/) only", () => {
    const transform = hook(errorCodesInlined(codes).transform);
    expect(transform('f(ErrorCode.soldOut);', path.join(rootDir, 'machines/booking/booking-setup.ts'))).toEqual({
      code: 'f("1004");',
      map: null,
    });
    expect(transform('f(ErrorCode.soldOut);', path.join(rootDir, 'server/backend.ts'))).toBeNull();
    expect(transform('f(ErrorCode.soldOut);', path.join(rootDir, 'contract/errors.ts'))).toBeNull();
    expect(transform('f(x);', path.join(rootDir, 'src/app.tsx'))).toBeNull();
  });
});

describe('withoutChartDescriptions', () => {
  it("leaves out the fixed descriptions of states and transitions, and keeps data's and computed ones", () => {
    const code = [
      'const m = setup({}).createMachine({',
      "  id: 'booking', description: 'The booking.', initial: 'A',",
      '  states: {',
      "    A: { description: `Rooms.`, on: { go: { target: 'B', description: 'Onward.' } } },",
      "    B: { type: 'final', always: 'A', description: 'Last' },",
      "    C: { description: 'A leaf.' },",
      '  },',
      '});',
      "const room = { name: 'Twin', description: 'A quiet room.' };",
      "const step = { target: 'C', description: describe() };",
      "const lone = { description: 'kept' };",
    ].join('\n');
    expect(withoutChartDescriptions(code).split('\n')).toEqual([
      'const m = setup({}).createMachine({',
      "  id: 'booking', initial: 'A',",
      '  states: {',
      "    A: { on: { go: { target: 'B' } } },",
      "    B: { type: 'final', always: 'A' },",
      '    C: {  },',
      '  },',
      '});',
      "const room = { name: 'Twin', description: 'A quiet room.' };",
      "const step = { target: 'C', description: describe() };",
      "const lone = { description: 'kept' };",
    ]);
  });

  it("applies to the charts' modules (machines/) only", () => {
    const transform = hook(chartDescriptionsLeftOut().transform);
    const config = "const s = { initial: 'A', description: 'x' };";
    expect(transform(config, path.join(rootDir, 'machines/booking/machine.ts'))).toEqual({
      code: "const s = { initial: 'A' };",
      map: null,
    });
    expect(transform(config, path.join(rootDir, 'src/app.tsx'))).toBeNull();
    expect(transform(config, path.join(rootDir, 'machines/booking/booking.test.ts'))).toBeNull();
  });
});

describe('temporalWhenNeeded', () => {
  it('resolves temporal-polyfill to the shim, except from the shim itself', () => {
    const resolve = hook(temporalWhenNeeded().resolveId);
    const shim = path.join(rootDir, 'src/app/temporal.ts');
    expect(resolve('temporal-polyfill', path.join(rootDir, 'contract/calendar-dates.ts'))).toBe(shim);
    expect(resolve('temporal-polyfill', shim)).toBeNull();
    expect(resolve('temporal-polyfill/global', path.join(rootDir, 'src/main.tsx'))).toBeNull();
  });
});

describe('typedDocumentsByName', () => {
  it('names the generated document of an operation or fragment', () => {
    expect(typedDocumentName('\n  query RoomSearch($code: String!) { rooms(code: $code) { id } }')).toBe(
      'RoomSearchDocument',
    );
    expect(typedDocumentName('mutation SignOut { signOut }')).toBe('SignOutDocument');
    expect(typedDocumentName('\n  fragment MemberUserFields on MemberUser { id }')).toBe('MemberUserFieldsFragmentDoc');
    expect(typedDocumentName('{ __typename }')).toBeUndefined();
  });

  it('replaces graphql() calls of machines with an import of each generated document alone, leaving unknown ones', () => {
    const generated =
      'export const SignOutDocument = new TypedDocumentString(`\n    mutation SignOut($code: String!) { signOut(code: $code) }\n    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;\n' +
      'export const MemberUserFieldsFragmentDoc = new TypedDocumentString(`\n    fragment MemberUserFields on MemberUser { id }\n    `, {"fragmentName":"MemberUserFields"}) as unknown as TypedDocumentString<MemberUserFieldsFragment, unknown>;\n';
    const plugin = typedDocumentsByName(() => generated);
    const transform = hook(plugin.transform);
    const code =
      "import { graphql } from '../graphql';\nexport const A = graphql(/* GraphQL */ `\n  mutation SignOut($code: String!) { signOut(code: $code) }\n`);\nexport const A2 = graphql(`mutation SignOut($code: String!) { signOut(code: $code) }`);\nexport const B = graphql(`query Unknown { x }`);";
    const result = transform(code, path.join(rootDir, 'machines/auth/actors.ts')) as { code: string };
    expect(result.code).toContain('export const A = __typedDocument_SignOutDocument;');
    expect(result.code).toContain('export const A2 = __typedDocument_SignOutDocument;');
    expect(result.code).toContain('export const B = graphql(`query Unknown { x }`);');
    expect(
      result.code.startsWith(
        'import __typedDocument_SignOutDocument from "\\u0000typed-document:SignOutDocument";\nimport { graphql }',
      ),
    ).toBe(true);
    expect(transform(code, path.join(rootDir, 'src/views/booking/booking-flow.tsx'))).toBeNull();

    // Each document is a module of its own: the generated text without what GraphQL ignores, its meta, the generated class.
    expect(hook(plugin.resolveId)('\0typed-document:SignOutDocument')).toBe('\0typed-document:SignOutDocument');
    expect(hook(plugin.resolveId)('./graphql')).toBeNull();
    const typedDocuments = JSON.stringify(path.join(rootDir, 'machines/graphql/graphql.ts'));
    expect(hook(plugin.load)('\0typed-document:SignOutDocument')).toBe(
      `import { TypedDocumentString } from ${typedDocuments};\nexport default /* @__PURE__ */ new TypedDocumentString("mutation SignOut($code:String!){signOut(code:$code)}");\n`,
    );
    expect(hook(plugin.load)('\0typed-document:MemberUserFieldsFragmentDoc')).toContain(
      '"fragment MemberUserFields on MemberUser{id}", {"fragmentName":"MemberUserFields"});',
    );
    expect(() => hook(plugin.load)('\0typed-document:UnknownDocument')).toThrow(/no typed document UnknownDocument/);
    expect(typedDocumentModule(generated, 'UnknownDocument')).toBeUndefined();
  });

  it('knows every document the machines ask for by name', async () => {
    const { readFileSync } = await import('node:fs');
    const generated = readFileSync(path.join(rootDir, 'machines/graphql/graphql.ts'), 'utf8');
    const gql = readFileSync(path.join(rootDir, 'machines/graphql/gql.ts'), 'utf8');
    const sources = [...gql.matchAll(/^export function graphql\(source: "((?:[^"\\]|\\.)*)"\)/gm)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources)
      expect(typedDocumentModule(generated, typedDocumentName(source)!), source).toBeDefined();
  });
});

describe('precompressedAssets', () => {
  const script = Array.from(
    { length: 400 },
    (_, i) => `export const room${i} = { code: "RT${i}", name: "Room ${i}", nights: ${i % 7} };`,
  ).join('\n');

  it('writes a .br and a .gz beside every text file of the build, each decompressing to the file', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, readFileSync, existsSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const zlib = await import('node:zlib');
    const dir = mkdtempSync(path.join(tmpdir(), 'widget-build-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><title>Booking</title></head><body>${'<div class="room"></div>'.repeat(40)}</body></html>`,
    );
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.css'), '.room { color: red; }\n'.repeat(100));
    writeFileSync(path.join(dir, 'assets', 'photo-AbC123.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'assets', 'tiny-AbC123.js'), 'x');

    const plugin = precompressedAssets();
    await hook(plugin.writeBundle).call({}, { dir }, {});

    for (const file of ['index.html', 'assets/index-AbC123.js', 'assets/index-AbC123.css']) {
      const original = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(br.length, file).toBeLessThan(gz.length);
      expect(gz.length, file).toBeLessThan(original.length);
      expect(zlib.brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), file).toBe(true);
    }
    // Images are compressed already; a file compression would make larger is left alone.
    expect(existsSync(path.join(dir, 'assets', 'photo-AbC123.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny-AbC123.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny-AbC123.js.br'))).toBe(false);
  });

  it('compresses at the highest levels: brotli quality 11 and gzip level 9', async () => {
    const { mkdtempSync, writeFileSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const zlib = await import('node:zlib');
    const dir = mkdtempSync(path.join(tmpdir(), 'widget-build-'));
    writeFileSync(path.join(dir, 'app.js'), script);
    expect(await precompressFiles(dir)).toEqual([path.join(dir, 'app.js.br'), path.join(dir, 'app.js.gz')]);
    const defaultBrotli = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(readFileSync(path.join(dir, 'app.js.br')).length).toBeLessThan(defaultBrotli.length);
    expect(readFileSync(path.join(dir, 'app.js.gz')).length).toBeLessThanOrEqual(
      zlib.gzipSync(script, { level: 9 }).length,
    );
  });

  it('gives the files index.html loads a smaller gzip than level 9 (zopfli), the other files level 9', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const zlib = await import('node:zlib');
    const dir = mkdtempSync(path.join(tmpdir(), 'widget-build-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<script type="module" src="/assets/first-load-AbC.js"></script><link rel="stylesheet" href="/assets/first-load-AbC.css">',
    );
    writeFileSync(path.join(dir, 'assets', 'first-load-AbC.js'), script);
    writeFileSync(path.join(dir, 'assets', 'later-AbC.js'), script);
    expect([...filesThePageLoads(dir)].sort()).toEqual([
      path.join(dir, 'assets', 'first-load-AbC.css'),
      path.join(dir, 'assets', 'first-load-AbC.js'),
    ]);
    await precompressFiles(dir);
    const level9 = zlib.gzipSync(script, { level: 9, memLevel: 9 });
    const firstLoad = readFileSync(path.join(dir, 'assets', 'first-load-AbC.js.gz'));
    expect(firstLoad.length).toBeLessThan(level9.length);
    expect(zlib.gunzipSync(firstLoad).toString()).toBe(script);
    expect(readFileSync(path.join(dir, 'assets', 'later-AbC.js.gz')).equals(level9)).toBe(true);
  });
});
