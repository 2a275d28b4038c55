// Which of the API suite's two passes is running. Imports nothing, so a test file that needs the
// migrator fresh (vitest.shared.ts) can read it before importing the migrator.

/**
 * The PostgreSQL server the API tests run on (TEST_DATABASE_URL), or undefined for the
 * embedded database. Tests that only mean something on PostgreSQL skip without it.
 */
export const testDatabaseServerUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/**
 * True in the API suite's pass on PostgreSQL. Tests that use the embedded database whatever the
 * pass (its data folder, backups, start-up, the command-line tools on it) skip there: that pass
 * would only repeat them (decision 0021). Such a test makes its temporary folders in its hooks,
 * not while its suite is collected, so a skipped suite leaves none behind.
 */
export const onPostgresqlPass = testDatabaseServerUrl !== undefined;
