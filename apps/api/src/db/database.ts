import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
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

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  appliedMigrations: string[];
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder that keeps the embedded database; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
}

interface Target {
  kind: DatabaseKind;
  adapter: SqlMigrationAwareDriverAdapterFactory;
  closeDriver(): Promise<void>;
}

async function openTarget({ databaseUrl, dataDir }: DatabaseOptions): Promise<Target> {
  if (databaseUrl) {
    return {
      kind: 'postgresql',
      adapter: createPostgresAdapter(databaseUrl),
      closeDriver: async () => undefined,
    };
  }
  if (!dataDir) {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return {
      kind: 'embedded',
      adapter: createEmbeddedAdapter(pglite),
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
    const appliedMigrations = await applyMigrations(target.adapter);
    const prisma = new PrismaClient({ adapter: target.adapter });
    return {
      prisma,
      kind: target.kind,
      appliedMigrations,
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
