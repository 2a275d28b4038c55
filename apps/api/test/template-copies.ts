// Copies of the run's templates (database-templates.ts) for tests that need a database where an
// operator's tool finds it (a folder on disk, a database on the server) rather than an open
// connection (test-database.ts): making one anew costs an initdb, the migrations and the seed.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../src/db/database.js';
import { embeddedPaths } from '../src/db/embedded-data-dir.js';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo-data.js';
import { testDatabaseServerUrl } from './database-pass.js';
import { databaseUrlOn, onTestServer, prepareDatabaseTemplates } from './database-templates.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-postgres.js';

export interface EmbeddedTemplates {
  /** Dumped data directories (PGlite's `dumpDataDir`, uncompressed). */
  migrated: string;
  seeded: string;
  drop(): Promise<void>;
}

/**
 * The run's embedded templates, or ones made for this file where the run has none: the
 * PostgreSQL pass prepares its templates on the server, and the tests of the embedded database's
 * own folder run in that pass too.
 */
export async function embeddedTemplates(): Promise<EmbeddedTemplates> {
  const templates = inject('databaseTemplates');
  if (templates?.kind === 'embedded') return { ...templates, drop: async () => undefined };
  const prepared = await prepareDatabaseTemplates(undefined);
  if (prepared.templates.kind !== 'embedded') throw new Error('expected embedded templates');
  return { ...prepared.templates, drop: prepared.drop };
}

const BLOCK = 512;

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/**
 * Writes the files of a dumped data directory into `cluster` (created if missing), as PGlite's
 * `loadDataDir` does when it opens a folder, without starting PGlite: that start writes the same
 * files through its own file system layer and took seconds. The dump is a plain ustar archive of
 * directories and regular files.
 */
export function unpackEmbeddedTemplate(file: string, cluster: string): void {
  const tar = readFileSync(file);
  mkdirSync(cluster, { recursive: true });
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const mode = parseInt(field(header, 100, 8).trim() || '600', 8) & 0o777;
    const type = String.fromCharCode(header[156] ?? 0);
    const target = path.join(cluster, name);
    if (path.relative(cluster, target).startsWith('..')) {
      throw new Error(`${file}: ${name} lies outside the data directory`);
    }
    offset += BLOCK;
    if (type === '5') {
      mkdirSync(target, { recursive: true, mode });
    } else if (type === '0' || type === '\0') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(offset, offset + size), { mode });
      offset += Math.ceil(size / BLOCK) * BLOCK;
    } else {
      throw new Error(`${file}: ${name} is neither a file nor a directory (type ${type})`);
    }
  }
}

/**
 * Fills the data folder `dataDir` with a copy of the run's migrated template, as the API leaves a
 * database it created there, when the run has embedded templates; otherwise (the PostgreSQL pass)
 * leaves it empty for the code under test to create the database, which costs less than making
 * the templates for one copy. A new cluster costs an initdb and every migration, about 8
 * CPU-seconds; the copy a fraction of one.
 */
export function copyMigratedTemplateInto(dataDir: string): void {
  const templates = inject('databaseTemplates');
  if (templates?.kind === 'embedded') {
    unpackEmbeddedTemplate(templates.migrated, embeddedPaths(dataDir).cluster);
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl` that is a copy of the run's migrated or
 * seeded template (`CREATE DATABASE … TEMPLATE`); migrated (and seeded) here where the run has
 * no templates on that server.
 */
export async function copyOfPostgresTemplate(
  serverUrl: string,
  { seeded }: { seeded: boolean },
): Promise<ScratchDatabase> {
  const templates = inject('databaseTemplates');
  if (templates?.kind === 'postgresql') {
    const name = `academy_scratch_${randomUUID().replaceAll('-', '')}`;
    const template = seeded ? templates.seeded : templates.migrated;
    await onTestServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    return {
      url: databaseUrlOn(serverUrl, name),
      drop: () => onTestServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  }
  const scratch = await createScratchDatabase(serverUrl);
  try {
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      if (seeded) await seedDemoDataIfEmpty(database.prisma);
    } finally {
      await database.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return scratch;
}

/** A database of its own for a test that starts the API or one of its tools on it. */
export interface PassDatabase {
  /** Points the API and its tools at it: DATABASE_URL, and DATA_DIR for a data folder. */
  env: { DATABASE_URL: string; DATA_DIR?: string };
  /** Opens it in the test (openDatabase). */
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/**
 * A new database of the pass's kind with no data yet: a data folder, or a database on the
 * PostgreSQL test server in that pass. `migrated` copies the run's migrated template there;
 * otherwise whoever opens it first finds it empty and creates everything.
 */
export async function newDatabaseOfThePass({
  migrated,
}: {
  migrated: boolean;
}): Promise<PassDatabase> {
  if (testDatabaseServerUrl) {
    const database = migrated
      ? await copyOfPostgresTemplate(testDatabaseServerUrl, { seeded: false })
      : await createScratchDatabase(testDatabaseServerUrl);
    return {
      env: { DATABASE_URL: database.url },
      options: { databaseUrl: database.url },
      drop: database.drop,
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'academy-database-'));
  if (migrated) copyMigratedTemplateInto(folder);
  return {
    env: { DATABASE_URL: '', DATA_DIR: folder },
    options: { dataDir: folder },
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}
