import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { embeddedPaths } from '../src/db/embedded-data-dir.js';
import { testDatabaseServerUrl } from './database-pass.js';
import { databaseUrlOn, onTestServer } from './database-templates.js';
import { unpackEmbeddedTemplate } from './template-copies.js';

export { testDatabaseServerUrl } from './database-pass.js';

/** The connection string of the database `name` on that server. */
export const testDatabaseUrl = databaseUrlOn;

export interface TestDatabaseOptions {
  /** Start with the demo academy (README's accounts) instead of an empty, migrated database. */
  seeded?: boolean;
}

/**
 * An embedded database in a folder of its own, unpacked from the template `template` (a dumped
 * data directory) into `copies`, and removed on close. PGlite opens a folder on disk in about
 * half the CPU time it takes to load the same dump into its in-memory file system, and each
 * API test file opens one (docs/testing.md).
 */
/** `database`, whose close() also runs `after` (once the database is closed, or failed to). */
function closingAlso(database: Database, after: () => unknown): Database {
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await after();
      }
    },
  };
}

async function openEmbeddedCopy(template: string, copies: string): Promise<Database> {
  const dataDir = mkdtempSync(path.join(copies, 'db-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    unpackEmbeddedTemplate(template, embeddedPaths(dataDir).cluster);
    return closingAlso(await openDatabase({ dataDir, migrate: false }), remove);
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * A fresh, migrated database for one test file: embedded (in a folder of its own) by default, or a new
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
    return openEmbeddedCopy(template, templates.copies);
  }

  const name = `academy_test_${randomUUID().replaceAll('-', '')}`;
  const copy = templates?.kind === 'postgresql' && template;
  await onTestServer(serverUrl, `CREATE DATABASE "${name}"${copy ? ` TEMPLATE "${copy}"` : ''}`);
  const database = await openDatabase({
    databaseUrl: testDatabaseUrl(serverUrl, name),
    migrate: !copy,
  });
  return closingAlso(database, () =>
    onTestServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}
