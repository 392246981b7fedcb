import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from db/schema.ts; the app applies them with db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './booking-api/db/schema.ts',
  out: './booking-api/db/migrations',
});
