// Which of the API suite's two passes is running. Imports nothing, so a test file that needs the
// migrator fresh (vitest.shared.ts) can read it before importing the migrator.

/**
 * The PostgreSQL server the API tests run on (TEST_DATABASE_URL), or undefined for the
 * embedded database. Tests that only mean something on PostgreSQL skip without it.
 */
export const testDatabaseServerUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/**
 * True in the API suite's pass on PostgreSQL. A test about the embedded database that would run
 * there exactly as in the first pass (it never follows TEST_DATABASE_URL) skips it (decision
 * 0021). Such a test makes its temporary folders in its hooks, not while its suite is collected,
 * so a skipped suite leaves none behind.
 */
export const onPostgresqlPass = testDatabaseServerUrl !== undefined;
