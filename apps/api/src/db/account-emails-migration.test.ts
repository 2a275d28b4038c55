import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedAdapter, createPostgresAdapter } from './driver-adapters.js';
import type * as Migrator from './migrator.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

// Nothing here may load prisma-paths.js before PRISMA_DIR points at the scratch copy (the test
// database helpers do), so the real folder and the PostgreSQL server are found directly.
const REAL_PRISMA_DIR = path.resolve(import.meta.dirname, '../../../../prisma');
const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const MIGRATION = '20261125151904_account_emails';

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of the version before the migration, on the server under test. */
interface OldDatabase {
  adapter: SqlMigrationAwareDriverAdapterFactory;
  sql(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function openOldDatabase(): Promise<OldDatabase> {
  if (!serverUrl) {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return {
      adapter: createEmbeddedAdapter(pglite),
      sql: async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
      close: () => pglite.close(),
    };
  }
  const name = `academy_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  await client.connect();
  return {
    adapter: createPostgresAdapter(databaseUrl(serverUrl, name)),
    sql: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    async close() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

// The migrator reads PRISMA_DIR when first imported: a copy of prisma/ that holds the migrations
// before the e-mail migration, and gets that one only once the old data is in place.
const scratch = mkdtempSync(path.join(tmpdir(), 'account-emails-migration-'));
const prismaDir = path.join(scratch, 'prisma');
const migrationDir = path.join(prismaDir, 'migrations', MIGRATION);

describe('the migration that makes e-mail addresses unique across accounts', () => {
  let migrator: typeof Migrator;
  let database: OldDatabase;

  beforeAll(async () => {
    cpSync(REAL_PRISMA_DIR, prismaDir, { recursive: true });
    const migrationsDir = path.dirname(migrationDir);
    for (const entry of readdirSync(migrationsDir)) {
      const isMigration = /^\d{14}_/.test(entry);
      if (isMigration && entry >= MIGRATION)
        rmSync(path.join(migrationsDir, entry), { recursive: true });
    }
    vi.stubEnv('PRISMA_DIR', prismaDir);
    migrator = await import('./migrator.js');
    database = await openOldDatabase();
    await migrator.applyMigrations(database.adapter);
    await database.sql(`
      INSERT INTO staff (login_id, password_hash, name, email, role, updated_at)
      VALUES ('admin', 'x', 'Admin', 'admin@example.com', 'admin', now())`);
    await database.sql(`
      INSERT INTO members (login_id, password_hash, name, email, phone_number, updated_at)
      VALUES ('s01012340000', 'x', 'Taker', 'Admin@Example.com', '01012340000', now()),
             ('s01012340001', 'x', 'Other', 'other@example.com', '01012340001', now())`);
    cpSync(path.join(REAL_PRISMA_DIR, 'migrations', MIGRATION), migrationDir, { recursive: true });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('when two accounts share an address in any letter case, then it stops with a message naming them and changes nothing', async () => {
    const failure = await migrator.applyMigrations(database.adapter).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(failure).toMatch(/unique across members and staff/);
    expect(failure).toContain(
      'admin@example.com (member 1, login id s01012340000 and staff 1, login id admin)',
    );
    expect(failure).not.toContain('other@example.com');
    expect(await database.sql(`SELECT to_regclass('account_emails')::text AS name`)).toEqual([
      { name: null },
    ]);
    expect(await database.sql('SELECT email FROM members ORDER BY id')).toEqual([
      { email: 'Admin@Example.com' },
      { email: 'other@example.com' },
    ]);
  });

  it('when the shared address is fixed, then the next run applies it and every address is kept, lower-cased', async () => {
    await database.sql(`UPDATE members SET email = 'taker@example.com' WHERE id = 1`);
    expect(await migrator.applyMigrations(database.adapter)).toEqual([MIGRATION]);
    expect(
      await database.sql(
        'SELECT email, member_id, staff_id FROM account_emails ORDER BY member_id, staff_id',
      ),
    ).toEqual([
      { email: 'taker@example.com', member_id: 1, staff_id: null },
      { email: 'other@example.com', member_id: 2, staff_id: null },
      { email: 'admin@example.com', member_id: null, staff_id: 1 },
    ]);
  });
});
