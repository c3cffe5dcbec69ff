/** drizzle-kit: `npm run db:generate` writes a migration for every schema change into server/db/migrations. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // A glob, so that a new area's schema file is picked up without touching this file.
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
