// The linter run by `npm test` (and so by .ci/run): syntax-level rules only, so it stays fast on two
// cores. Types are checked by `tsc`; type-aware lint rules would cost minutes for little gain here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    // Generated code (GraphQL documents and resolvers, typesafe-i18n) is rewritten by its generator.
    ignores: [
      'node_modules/**',
      'dist/**',
      '.e2e-dist/**',
      'test-results/**',
      'playwright-report/**',
      'machines/graphql/**',
      'gateway/generated/**',
      'locales/i18n-*.ts',
      'locales/i18n-react.tsx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a value left out on purpose: `(_, params) =>`, `{ removed: _dropped, ...rest }`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Lines stay readable in a side-by-side diff; the formatter wraps at 120 (.prettierrc.json).
      'max-len': [
        'error',
        { code: 160, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    // The browser: hooks follow React's rules (the classic rules; the app does not use the React Compiler).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}', 'locales/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'machines/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'machines/**/*.tsx'],
    rules: {
      // A dialog, a popover or a carousel may listen for keys bubbling up from its focusable children
      // (Escape closes, Tab stays inside, arrows move); pointer handlers still belong on real controls.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      'jsx-a11y/no-static-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
    },
  },
  {
    // Tests read JSON replies and build deliberately malformed requests.
    files: ['**/*.test.{ts,tsx}', 'tests/**', '**/test-support/**', 'booking-api/tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
