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

/** A source file's module specifiers of static (value) imports and re-exports; `import type` and `import()` load nothing up front. */
function staticSpecifiers(source: string): string[] {
  const patterns = [
    /^\s*import\s+(?!type[\s{])(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type[\s{])[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/**
 * What the browser must fetch before /booking/result can draw: every source module src/main.tsx
 * reaches by static imports (the build's `first-load` chunk, vite.config.ts), and the npm packages
 * they import.
 */
function firstLoadGraph(): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(srcDir, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of staticSpecifiers(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
      } else if (!specifier.endsWith('.css')) {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
      }
    }
  }
  return { modules: new Set([...modules].map((file) => path.relative(srcDir, file))), packages };
}

/**
 * The npm packages the results page may load up front. zod (the server's validation; the widget
 * checks by hand, contract/email-shape.ts), libphonenumber-js, card-validator (the card form's
 * checks, with the booking's later steps: machines/booking/later-steps-loader.ts), the inspector and
 * the others come only with the step that needs them.
 */
const FIRST_LOAD_PACKAGES = new Set([
  'react',
  'react-dom',
  'xstate',
  '@xstate/react',
  'wouter',
  'typesafe-i18n',
  'temporal-polyfill',
]);

/**
 * The booking chart's steps past the room choice (machines/booking/later-steps.ts and what only it
 * reaches): the results page holds their states, not their code.
 */
const LATER_BOOKING_STEPS = [
  '../machines/booking/later-steps.ts',
  '../machines/booking/extras-questions/machine.ts',
  '../machines/booking/extras-questions/offer.ts',
  '../machines/booking/guest-form.ts',
  '../contract/names-addresses.ts',
  '../machines/booking/payment-rules.ts',
  '../machines/booking/reservation-request.ts',
  '../machines/booking/price-check.ts',
  '../machines/booking/card-choice.ts',
  '../machines/booking/step-selectors.ts',
  '../machines/payment/card-form.ts',
  '../contract/card-number.ts',
  // The requests of those steps: the reservation, the member's contact and saved cards, the card's
  // tokenization, the extras offer and attachments.
  '../machines/booking/actors.ts',
  '../machines/saved-cards/actors.ts',
  '../machines/payment/card-tokenizers.ts',
  '../machines/booking/extras-questions/actors.ts',
];

describe('the first-load module graph of /booking/result', () => {
  const { modules, packages } = firstLoadGraph();

  it('holds the results page itself', () => {
    expect(modules.has('views/booking/results-page.tsx')).toBe(true);
    expect(modules.has('views/search/date-range-calendar.tsx')).toBe(true);
  });

  it("imports no npm package beyond React, XState, the router, the dictionaries and the booking chart's own", () => {
    expect([...packages].filter((name) => !FIRST_LOAD_PACKAGES.has(name)).sort()).toEqual([]);
  });

  it("loads the booking chart's later steps only by the dynamic import of their loader", () => {
    const loader = fs.readFileSync(path.join(srcDir, '..', 'machines', 'booking', 'later-steps-loader.ts'), 'utf8');
    expect(staticSpecifiers(loader).filter((specifier) => specifier.startsWith('.'))).toEqual([]);
    expect(loader).toMatch(/import\('\.\/later-steps'\)/);
    // Each of them exists, so a renamed module is renamed here too rather than passing unseen.
    expect(LATER_BOOKING_STEPS.filter((file) => !fs.existsSync(path.join(srcDir, file)))).toEqual([]);
  });

  it("takes none of the lazily loaded pages (src/app/lazy-pages.ts), the open date-range calendar, the failure message catalogue, the booking chart's later steps nor the chatbot chart", () => {
    const lazyModules = [
      ...fs.readFileSync(path.join(srcDir, 'app', 'lazy-pages.ts'), 'utf8').matchAll(/import\('\.\.\/([^']+)'\)/g),
    ].map((match) =>
      ['.tsx', '.ts'].map((suffix) => match[1]! + suffix).find((file) => fs.existsSync(path.join(srcDir, file)))!,
    );
    expect(lazyModules).toContain('views/booking/guest-detail-page.tsx');
    expect(lazyModules).toContain('i18n/code-message.tsx');
    // The page a refused booking ends on.
    expect(lazyModules).toContain('views/reservation/fail-page.tsx');
    const lazyParts = [
      ...lazyModules,
      'views/search/date-range-panel.tsx',
      // The catalogue and its words come with the first failure to show (CodeMessage).
      'i18n/messages.ts',
      // The booking chart's code of the steps past the room choice comes with them
      // (machines/booking/later-steps-loader.ts): the extras chart, the guest form's name and address
      // rules, the card checks, the request that is sent.
      ...LATER_BOOKING_STEPS,
      // Only inside the chatbot's iframe (views/chatbot/chatbot-bridge.tsx).
      'views/chatbot/embedded-chatbot.tsx',
      '../machines/chatbot/machine.ts',
    ];
    expect(lazyParts.filter((file) => modules.has(file))).toEqual([]);
  });

  it("takes none of what the search bar shows only when opened, the brand's hotels under the results (src/views/booking/search-popovers.ts), a member's coupons and sign-in requests nor the app root's rules about later pages' charts", () => {
    // The controls that open them are drawn with the results.
    for (const control of ['views/booking/guests-picker.tsx', 'views/booking/search-bar.tsx'])
      expect(modules.has(control)).toBe(true);
    const openedParts = [
      // The guests panel's fields, room by room and the children's tiers and ages.
      'views/booking/guests-panel-fields.tsx',
      'views/booking/room-guests-fields.tsx',
      'views/booking/kids-fields.tsx',
      'views/booking/count-field.tsx',
      // The date-range calendar's chart and its open month.
      'views/search/date-range-chart.tsx',
      '../machines/availability-calendar/machine.ts',
      '../machines/availability-calendar/actors.ts',
      // "More options": day use, the search without dates, the coupon and promotion code fields.
      'views/booking/search-options-fields.tsx',
      'views/booking/undated-search-control.tsx',
      'views/pricing/discount-code-fields.tsx',
      // The chosen rooms' plans and total in the selection bar.
      'views/booking/chosen-rooms.tsx',
      'views/booking/selection-total.tsx',
      // The lines of a plan's price summary (folded under each plan).
      'views/pricing/price-summary-list.tsx',
      'views/pricing/charge-split.tsx',
      // The results by plan, the no-rooms notice and the warnings about the address's parameters.
      'views/booking/search-results-extras.tsx',
      // The brand's other hotels and their map.
      'views/booking/facility-suggestions.tsx',
      'views/booking/facility-map-labels.ts',
      // The recommender page's search (the results page tells it from the rooms' by name).
      '../machines/recommender/actors.ts',
      // The auth chart's sign-in, sign-out and language requests (machines/auth/actors.ts fetches them when sent).
      '../machines/auth/member-session-documents.ts',
      // A signed-in member's entries of the login menu with their name's format, and the coupons
      // entry with its vouchers chart (src/shell/member-menu.tsx).
      'shell/member-menu-items.tsx',
      '../machines/locale/address-format.ts',
      'shell/coupons-menu-item.tsx',
      '../machines/vouchers/machine.ts',
      // A member token traded for a session (an expired one, a hand-off), fetched when traded.
      '../machines/transport/member-token-exchange.ts',
      // The agency site's client session, fetched by the init chart on the agency site only.
      '../machines/init/agency-client-session.ts',
      // The app root's rules about the charts of later pages (the booking's price summary, points and
      // vouchers, packages), registered by those charts' providers, and the code they read.
      '../machines/app-root/later-relays.ts',
      '../machines/pricing/quote-request.ts',
      '../machines/pricing/price-summary.ts',
      '../machines/price-quote/selectors.ts',
      '../machines/point-spending/selectors.ts',
      '../machines/point-spending/reductions.ts',
      '../machines/points/point-amounts.ts',
    ];
    expect(openedParts.filter((file) => modules.has(file))).toEqual([]);
  });
});

describe("the first load's React hooks of external stores", () => {
  it("takes React's own useSyncExternalStore for every import of the package's shim by @xstate/react and wouter (vite.config.ts)", async () => {
    const { reactSyncStore } = await import('../../vite.config');
    const packages = path.join(srcDir, '..', 'node_modules');
    const importers = ['@xstate/react/dist/xstate-react.esm.js', 'wouter/src/use-sync-external-store.js'];
    const specifiers = importers.flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(packages, file), 'utf8')
          .matchAll(/from\s+['"](use-sync-external-store[^'"]*)['"]/g),
      ].map((match) => match[1]!),
    );
    expect(specifiers.length).toBeGreaterThan(1);
    expect(specifiers.filter((specifier) => !reactSyncStore.some(({ find }) => find.test(specifier)))).toEqual([]);
  });
});
