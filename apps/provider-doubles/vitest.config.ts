import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'provider-doubles', environment: 'node', include: ['src/**/*.test.ts'] },
});
