import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BACKEND_PATHS } from './server/backend-paths.ts';
import { dictionaryForFirstPage } from './server/dictionary-split.ts';
import { ErrorCode } from './contract/error-codes.ts';
import {
  chartDescriptionsLeftOut,
  errorCodesInlined,
  precompressedAssets,
  pureContractConstants,
  temporalWhenNeeded,
  typedDocumentsByName,
} from './server/widget-bundle-plugins.ts';

// In `npm run dev` the backend runs beside Vite (server/dev.ts sets BACKEND_URL); these paths go to it.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8080';
export const backendPaths = BACKEND_PATHS;

/**
 * @xstate/react and wouter import `use-sync-external-store`'s shim for React before 18; on React 19
 * the hook is React's own, and the selector variant the one without the shim.
 */
export const reactSyncStore = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  {
    find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/app/react-sync-store.ts', import.meta.url)),
  },
];

export default defineConfig({
  // Smaller widget bundle: unused contract schemas left out, the Temporal polyfill only where needed,
  // GraphQL documents once each, each failure code its string rather than the whole catalogue, the
  // charts without the descriptions only the development build's inspector shows; every
  // text file written beside its .br and .gz (server/widget-bundle-plugins.ts);
  // of each dictionary first only the groups the results page shows (server/dictionary-split.ts).
  plugins: [
    react(),
    pureContractConstants(),
    temporalWhenNeeded(),
    typedDocumentsByName(),
    errorCodesInlined(ErrorCode),
    chartDescriptionsLeftOut(),
    dictionaryForFirstPage(),
    precompressedAssets(),
  ],
  resolve: { alias: reactSyncStore },
  build: {
    outDir: 'dist',
    // Browsers without <link rel="modulepreload"> (before Safari 17, Firefox 115) still load every
    // chunk, only without the head start: the first load does not carry the polyfill for them.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    sourcemap: false,
    // Which file each source module became: the server names the page's language file in the HTML it
    // serves, so it is fetched beside the first load instead of after it (server/served-page.ts).
    manifest: true,
    // What /booking/result needs before it can show anything (every module src/main.tsx imports
    // statically) in one chunk and one CSS file: one request, and compressed as one text, instead of
    // some thirty small shared chunks. Every dynamic import stays a chunk of its own.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } },
      // typesafe-i18n's browser locale detectors make their default instances when loaded, which the
      // bundler keeps as possible side effects; the widget chooses its locale itself
      // (machines/locale/choose-locale.ts) and uses none of them.
      treeshake: {
        moduleSideEffects: [{ test: /typesafe-i18n[\\/]detectors[\\/]detectors[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(backendPaths.map((pattern) => [pattern, backend])),
  },
});
