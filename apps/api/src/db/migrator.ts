import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { createEmbeddedAdapter } from './driver-adapters.js';
import { linesWithUnsplittableSemicolons } from './migration-script-guard.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { MIGRATIONS_DIR, SCHEMA_PATH } from '../config/prisma-paths.js';
import { createSchemaEngine, type SchemaFile } from './schema-engine.js';

const NO_FILTERS = { externalTables: [], externalEnums: [] };

function readSchemaFiles(): SchemaFile[] {
  return [{ path: 'schema.prisma', content: readFileSync(SCHEMA_PATH, 'utf8') }];
}

export function listMigrationNames(): string[] {
  if (!existsSync(MIGRATIONS_DIR)) return [];
  return readdirSync(MIGRATIONS_DIR)
    .filter((entry) => statSync(path.join(MIGRATIONS_DIR, entry)).isDirectory())
    .sort();
}

function readMigrationSql(name: string): string {
  const sql = readFileSync(path.join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8');
  const lines = linesWithUnsplittableSemicolons(sql);
  if (lines.length > 0) {
    throw new Error(
      `Migration ${name} has a semicolon inside a comment or string on line ${lines.join(', ')}: ` +
        'PostgreSQL runs migration scripts split at semicolons, so reword it.',
    );
  }
  return sql;
}

function readMigrationList(): MigrationList {
  const lockPath = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: listMigrationNames().map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok', value: readMigrationSql(name) },
      },
    })),
  };
}

/** Applies pending migrations, recording them in Prisma's standard _prisma_migrations table. */
export async function applyMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string[]> {
  const { engine, explain, dispose } = await createSchemaEngine(factory, readSchemaFiles());
  try {
    const migrationsList = readMigrationList();
    // A script runs whole, as one transaction (driver-adapters.ts), so a migration that failed
    // left nothing behind. Once its cause is fixed (its message says how) it is tried again,
    // instead of blocking every later start until someone marks it rolled back by hand.
    const { failedMigrationNames } = await engine.diagnoseMigrationHistory({
      migrationsList,
      optInToShadowDatabase: false,
      filters: NO_FILTERS,
    });
    for (const migrationName of failedMigrationNames) {
      await engine.markMigrationRolledBack({ migrationName });
    }
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList,
      filters: NO_FILTERS,
    });
    return appliedMigrationNames;
  } catch (error) {
    throw explain(error);
  } finally {
    await dispose();
  }
}

/**
 * SQL that would bring a database built from the migrations up to schema.prisma, or '' when
 * they match. The migrations are replayed on a scratch in-memory PGlite (no shadow database).
 */
export async function pendingSchemaSql(): Promise<string> {
  const scratch = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const schemaFiles = readSchemaFiles();
    const { engine, explain, dispose } = await createSchemaEngine(
      createEmbeddedAdapter(scratch),
      schemaFiles,
    );
    try {
      await engine.applyMigrations({ migrationsList: readMigrationList(), filters: NO_FILTERS });
      const { stdout } = await engine.diff({
        from: { tag: 'schemaDatasource', files: schemaFiles, configDir: process.cwd() },
        to: { tag: 'schemaDatamodel', files: schemaFiles },
        script: true,
        exitCode: false,
        filters: NO_FILTERS,
      });
      return stdout && !stdout.includes('This is an empty migration.') ? stdout : '';
    } catch (error) {
      throw explain(error);
    } finally {
      await dispose();
    }
  } finally {
    await scratch.close();
  }
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql; returns its folder, or null. */
export async function createMigration(name: string, now = new Date()): Promise<string | null> {
  const sql = await pendingSchemaSql();
  if (!sql) return null;
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'migration.sql'), sql);
  writeFileSync(path.join(MIGRATIONS_DIR, 'migration_lock.toml'), 'provider = "postgresql"\n');
  return dir;
}
