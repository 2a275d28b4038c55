import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.js';
import {
  embeddedPaths,
  lockEmbeddedDataDir,
  recoverInterruptedRestore,
} from './embedded-data-dir.js';
import { applyMigrations } from './migrator.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { createEmbeddedAdapter, createPostgresAdapter } from './driver-adapters.js';

export type DatabaseKind = 'postgresql' | 'embedded';

/** Rows of one SQL statement, or of the last statement of a script. */
export interface SqlResult {
  rows: unknown[];
}

/**
 * Runs SQL beside Prisma, for libraries that bring their own SQL (the job queue, see
 * docs/decisions/0016-jobs-on-pg-boss.md). With values it is one parameterised statement;
 * without, it may be a script of several statements.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  appliedMigrations: string[];
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder that keeps the embedded database; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** Bring the schema up to date (the default); off only for a copy of a migrated database. */
  migrate?: boolean | undefined;
}

interface Target {
  kind: DatabaseKind;
  adapter: SqlMigrationAwareDriverAdapterFactory;
  executeSql: ExecuteSql;
  closeDriver(): Promise<void>;
}

/** Connections of the pool beside Prisma's; the job queue needs few. */
const SQL_POOL_SIZE = 4;

function postgresSql(connectionString: string): { executeSql: ExecuteSql; end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString, max: SQL_POOL_SIZE });
  // An idle connection the server drops is replaced by the next query, which reports any
  // lasting failure itself; without a listener the dropped connection would end the process.
  pool.on('error', () => undefined);
  return { executeSql: (text, values) => pool.query(text, values), end: () => pool.end() };
}

/**
 * PGlite's query() takes one statement (extended protocol); scripts of several statements
 * without values go through exec(), which answers each statement: the caller gets the last.
 */
function embeddedSql(pglite: PGlite): ExecuteSql {
  return async (text, values) => {
    if (values?.length) return pglite.query(text, values);
    return (await pglite.exec(text)).at(-1) ?? { rows: [] };
  };
}

async function openTarget({ databaseUrl, dataDir }: DatabaseOptions): Promise<Target> {
  if (databaseUrl) {
    const sql = postgresSql(databaseUrl);
    return {
      kind: 'postgresql',
      adapter: createPostgresAdapter(databaseUrl),
      executeSql: sql.executeSql,
      closeDriver: () => sql.end(),
    };
  }
  if (!dataDir) {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return {
      kind: 'embedded',
      adapter: createEmbeddedAdapter(pglite),
      executeSql: embeddedSql(pglite),
      closeDriver: () => pglite.close(),
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const release = lockEmbeddedDataDir(dataDir);
  try {
    recoverInterruptedRestore(dataDir);
    const { cluster } = embeddedPaths(dataDir);
    mkdirSync(cluster, { recursive: true });
    const pglite = await PGlite.create(cluster, { extensions: PGLITE_EXTENSIONS });
    return {
      kind: 'embedded',
      adapter: createEmbeddedAdapter(pglite),
      executeSql: embeddedSql(pglite),
      async closeDriver() {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the database, brings its schema up to date, and returns a Prisma client for it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const target = await openTarget(options);
  try {
    const appliedMigrations =
      options.migrate === false ? [] : await applyMigrations(target.adapter);
    const prisma = new PrismaClient({ adapter: target.adapter });
    return {
      prisma,
      kind: target.kind,
      appliedMigrations,
      executeSql: target.executeSql,
      async close() {
        await prisma.$disconnect();
        await target.closeDriver();
      },
    };
  } catch (error) {
    await target.closeDriver();
    throw error;
  }
}
