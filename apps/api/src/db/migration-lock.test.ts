import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-postgres.js';
import { openDatabase } from './database.js';

const serverUrl = process.env.TEST_DATABASE_URL;

async function advisoryLocksOn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('migrating a PostgreSQL database', { timeout: 90_000 }, () => {
  const scratch: ScratchDatabase[] = [];
  afterAll(() => Promise.all(scratch.map((database) => database.drop())));

  it('when the migrations have been applied, then no connection keeps holding the migration lock', async () => {
    const database = await createScratchDatabase(serverUrl ?? '');
    scratch.push(database);
    const opened = await openDatabase({ databaseUrl: database.url });
    try {
      expect(opened.appliedMigrations.length).toBeGreaterThan(0);
      expect(await advisoryLocksOn(database.url)).toBe(0);
      // The app's own pool still works after the engine's connections are closed.
      expect(await opened.prisma.member.count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
