import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database.js';

/**
 * The PostgreSQL server the API tests run on (TEST_DATABASE_URL), or undefined for the
 * embedded database. Tests that only mean something on PostgreSQL skip without it.
 */
export const testDatabaseServerUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The connection string of the database `name` on that server. */
export function testDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database for one test file: embedded in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = testDatabaseServerUrl;
  if (!serverUrl) return openDatabase({});

  const name = `academy_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await openDatabase({ databaseUrl: testDatabaseUrl(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
