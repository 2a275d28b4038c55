import { defineProject } from 'vitest/config';
import { FRESH_MODULE_TESTS, WEB_TEST_BASE } from './vitest.shared';

const { plugins, resolve, environment, setupFiles } = WEB_TEST_BASE;

/** Web test files that need modules of their own (vitest.shared.ts): each file gets its own. */
export default defineProject({
  plugins,
  resolve,
  test: { name: 'web-isolated', environment, include: FRESH_MODULE_TESTS, setupFiles },
});
