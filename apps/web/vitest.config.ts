import { configDefaults, defineProject } from 'vitest/config';
import { FRESH_MODULE_TESTS, WEB_TEST_BASE } from './vitest.shared';

const { plugins, resolve, environment, setupFiles } = WEB_TEST_BASE;

export default defineProject({
  plugins,
  resolve,
  test: {
    name: 'web',
    environment,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS],
    setupFiles,
    // The files share their worker's modules (React, Testing Library, the app): importing them
    // again for every file was about a third of the web tests' time (docs/testing.md). Each test
    // unmounts what it rendered and clears storage, cookies and toasts (src/test/setup.ts).
    isolate: false,
  },
});
