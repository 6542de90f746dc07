import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the next migration into server/drizzle from the schema in src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
