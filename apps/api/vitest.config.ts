import { configDefaults, defineProject } from 'vitest/config';
import { API_TIMEOUTS, FRESH_MODULE_TESTS } from './vitest.shared.ts';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two built API processes on PostgreSQL: `pnpm test:scale-out` (vitest.scale-out.config.ts).
    exclude: [...configDefaults.exclude, 'test/scale-out/**', ...FRESH_MODULE_TESTS],
    // Each file starts its own app on its own database, and nothing else lives in a module, so
    // files share their worker's imported modules: importing the app again for every file cost
    // about half of the suite's time (docs/testing.md).
    isolate: false,
    // Each file starts from a copy of the run's migrated (or seeded) database: global-setup.ts.
    globalSetup: ['./test/global-setup.ts'],
    ...API_TIMEOUTS,
  },
});
