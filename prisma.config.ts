import { defineConfig } from 'prisma/config';

// Only the official CLI reads this file (generate, and migrate where its native engine exists).
// The app and `pnpm db:*` apply migrations through apps/api/src/db/migrator.ts instead.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/academy' },
});
