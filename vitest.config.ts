import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/web',
      'bench',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.js'] } },
    ],
  },
});
