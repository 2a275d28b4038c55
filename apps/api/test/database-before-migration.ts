import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { vi } from 'vitest';
import { createEmbeddedAdapter, createPostgresAdapter } from '../src/db/driver-adapters.js';
import type * as Migrator from '../src/db/migrator.js';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.js';

// Nothing here may load prisma-paths.js before PRISMA_DIR points at the scratch copy (the test
// database helpers do), so the real folder and the PostgreSQL server are found directly.
const REAL_PRISMA_DIR = path.resolve(import.meta.dirname, '../../../prisma');
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of the version before a migration, on the server under test. */
export interface OldDatabase {
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

export interface DatabaseBeforeMigration {
  migrator: typeof Migrator;
  database: OldDatabase;
  /** Puts the migration under test in place: the next applyMigrations runs it. */
  addMigration(): void;
  close(): Promise<void>;
}

/**
 * A database with every migration before `migration` applied, for a test that fills it with the
 * old data the migration must handle. The migrator reads PRISMA_DIR when first imported: it gets
 * a copy of prisma/ without `migration` and the ones after it, until addMigration.
 */
export async function openDatabaseBefore(migration: string): Promise<DatabaseBeforeMigration> {
  const scratch = mkdtempSync(path.join(tmpdir(), `${migration}-`));
  const prismaDir = path.join(scratch, 'prisma');
  const migrationDir = path.join(prismaDir, 'migrations', migration);
  cpSync(REAL_PRISMA_DIR, prismaDir, { recursive: true });
  const migrationsDir = path.dirname(migrationDir);
  for (const entry of readdirSync(migrationsDir)) {
    const isMigration = /^\d{14}_/.test(entry);
    if (isMigration && entry >= migration) {
      rmSync(path.join(migrationsDir, entry), { recursive: true });
    }
  }
  vi.stubEnv('PRISMA_DIR', prismaDir);
  const migrator = await import('../src/db/migrator.js');
  const database = await openOldDatabase();
  await migrator.applyMigrations(database.adapter);
  return {
    migrator,
    database,
    addMigration() {
      cpSync(path.join(REAL_PRISMA_DIR, 'migrations', migration), migrationDir, {
        recursive: true,
      });
    },
    async close() {
      vi.unstubAllEnvs();
      await database.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
