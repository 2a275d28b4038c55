import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two built API processes on PostgreSQL: `pnpm test:scale-out` (vitest.scale-out.config.ts).
    exclude: [...configDefaults.exclude, 'test/scale-out/**'],
    // Each file opens and migrates its own database; give that room on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
