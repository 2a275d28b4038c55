import { defineConfig } from 'vitest/config';

// The two-process test (apps/api/test/scale-out): it needs PostgreSQL (TEST_DATABASE_URL) and the
// build (`pnpm build`), so the api project leaves it out and `pnpm test:scale-out` runs it alone.
export default defineConfig({
  test: {
    name: 'scale-out',
    root: 'apps/api',
    environment: 'node',
    include: ['test/scale-out/**/*.test.ts'],
    fileParallelism: false,
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
