import { randomUUID } from 'node:crypto';
import { databaseUrlOn, onTestServer } from './database-templates.js';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty (not migrated) database on the PostgreSQL server of TEST_DATABASE_URL, for tests
 * that need a database as an operator creates it: restores, a server process of its own.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `academy_scratch_${randomUUID().replaceAll('-', '')}`;
  await onTestServer(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => onTestServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
