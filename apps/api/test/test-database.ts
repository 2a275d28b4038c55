import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { databaseUrlOn, onTestServer, readEmbeddedTemplate } from './database-templates.js';

/**
 * The PostgreSQL server the API tests run on (TEST_DATABASE_URL), or undefined for the
 * embedded database. Tests that only mean something on PostgreSQL skip without it.
 */
export const testDatabaseServerUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The connection string of the database `name` on that server. */
export const testDatabaseUrl = databaseUrlOn;

export interface TestDatabaseOptions {
  /** Start with the demo academy (README's accounts) instead of an empty, migrated database. */
  seeded?: boolean;
}

/**
 * A fresh, migrated database for one test file: embedded in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). It is a
 * copy of the run's template (global-setup.ts) where there is one; otherwise it is migrated here.
 */
export async function openTestDatabase({
  seeded = false,
}: TestDatabaseOptions = {}): Promise<Database> {
  const templates = inject('databaseTemplates');
  const template = templates && (seeded ? templates.seeded : templates.migrated);
  const serverUrl = testDatabaseServerUrl;
  if (!serverUrl) {
    if (templates?.kind !== 'embedded' || !template) return openDatabase({});
    return openDatabase({ loadDataDir: await readEmbeddedTemplate(template), migrate: false });
  }

  const name = `academy_test_${randomUUID().replaceAll('-', '')}`;
  const copy = templates?.kind === 'postgresql' && template;
  await onTestServer(serverUrl, `CREATE DATABASE "${name}"${copy ? ` TEMPLATE "${copy}"` : ''}`);
  const database = await openDatabase({
    databaseUrl: testDatabaseUrl(serverUrl, name),
    migrate: !copy,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await onTestServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
