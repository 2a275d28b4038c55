/**
 * Test files that import a module after pointing PRISMA_DIR elsewhere: they need the module fresh,
 * so they run in the `api-isolated` project (vitest.isolated.config.ts); every other API test file
 * shares its worker's modules (vitest.config.ts).
 */
export const FRESH_MODULE_TESTS = [
  'src/db/migrator.test.ts',
  'src/db/account-emails-migration.test.ts',
  'src/db/oneday-class-entry-migration.test.ts',
];

/** Opening a database still takes a moment; give that room on a busy machine. */
export const API_TIMEOUTS = { hookTimeout: 60_000, testTimeout: 30_000 };
