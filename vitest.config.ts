import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core: vitest's default keeps one core free, which on a 2-core CI machine
    // halves the suite's speed (docs/testing.md).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/provider-doubles',
      'bench',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.js'] } },
    ],
  },
});
