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
  },
});
