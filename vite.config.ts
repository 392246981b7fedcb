import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In `npm run dev` the backend runs beside Vite (server/dev.ts sets BACKEND_URL); these paths go to it.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: Object.fromEntries(['/graphql', '/book', '/api', '/healthz'].map((p) => [p, backend])),
  },
});
