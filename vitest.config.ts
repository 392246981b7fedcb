import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The node-environment test files (the booking API's and its database tests, the gateway's, the
 * charts', the server's that start the backend) run one after another in a worker process kept for
 * them, instead of each in a fresh one: importing the booking API and starting PGlite's WebAssembly
 * in a new process cost seconds per file, most of a database file's time. Each database file still
 * gets a database of its own (a copy of a template, booking-api/tests/support/test-databases.ts;
 * test-databases.test.ts checks it), so no file sees another's rows; what the files share is the
 * modules they import, whose few caches are kept per database or by random ids, and a file that
 * fakes timers or intercepts requests puts them back after its tests. A file that mocks a module
 * (vi.mock) would replace what the others import, so it runs in a process of its own, as do the
 * view tests (jsdom, under src/ and the server's pages) and src/'s other files.
 */
const sharedWorkerFiles = [
  'booking-api/**/*.test.ts',
  'gateway/**/*.test.ts',
  'machines/**/*.test.ts',
  'contract/**/*.test.ts',
  'locales/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'server/config.test.ts',
  'server/dictionary-split.test.ts',
  'server/graphql-body-limit.test.ts',
  'server/json-compression.test.ts',
  'server/security-headers.test.ts',
  'server/widget-bundle-plugins.test.ts',
  'server/widget-files.test.ts',
];
// Files that mock a module, or answer the booking API's requests with MSW (its network error stands for
// an unreachable API only in a process of its own: after the gateway's other files it came back as a reply).
const ownWorkerFiles = ['booking-api/tests/credential-throttles.test.ts', 'gateway/gateway.test.ts'];

// Node is the default environment; view and DOM tests opt in with `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker on a two-core machine; the database tests spend much of their time
    // waiting on PostgreSQL and PGlite, so two files at once finish the suite sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'own-worker',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', ...sharedWorkerFiles],
        },
      },
      { extends: true, test: { name: 'own-worker-mocks', include: ownWorkerFiles } },
      {
        extends: true,
        test: {
          name: 'shared-worker',
          include: sharedWorkerFiles,
          exclude: ['node_modules/**', ...ownWorkerFiles],
          isolate: false,
        },
      },
    ],
  },
});
