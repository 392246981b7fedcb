import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Node is the default environment; view and DOM tests opt in with `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker on a two-core machine; the database tests spend much of their time
    // waiting on PostgreSQL and PGlite, so two files at once finish the suite sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
