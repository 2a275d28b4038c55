import { defineProject } from 'vitest/config';
import { API_TIMEOUTS, FRESH_MODULE_TESTS } from './vitest.shared.ts';

export default defineProject({
  test: {
    name: 'api-isolated',
    environment: 'node',
    include: FRESH_MODULE_TESTS,
    ...API_TIMEOUTS,
  },
});
