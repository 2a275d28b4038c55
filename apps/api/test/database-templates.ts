import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrismaClient } from '../src/generated/prisma/client.js';
import { openDatabase } from '../src/db/database.js';
import { createEmbeddedAdapter } from '../src/db/driver-adapters.js';
import { applyMigrations } from '../src/db/migrator.js';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.js';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo-data.js';
import { makeRunFolder } from './run-folders.js';

/**
 * Where the API tests' two starting points are: the migrated database, and the same with the demo
 * academy. The embedded ones are dumped data directories (files), the PostgreSQL ones databases
 * on the test server that `CREATE DATABASE … TEMPLATE` copies. Made once per run (global-setup.ts),
 * because migrating and seeding again for every test file cost most of the suite's time.
 */
export type DatabaseTemplates =
  | {
      kind: 'embedded';
      migrated: string;
      seeded: string;
      /** Where the test files' copies of them are unpacked (test-database.ts). */
      copies: string;
    }
  | { kind: 'postgresql'; migrated: string; seeded: string };

export interface PreparedTemplates {
  templates: DatabaseTemplates;
  drop(): Promise<void>;
}

/** Runs one statement as the test server's admin connection. */
export async function onTestServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The connection string of the database `name` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Memory-backed where the machine has it: each test file's database is a folder of copied files
 * that PGlite reads and writes as it runs. A run's folder is removed at its end, or by the next
 * run when it died first.
 */
const TEMPLATES_ROOT = path.join(
  existsSync('/dev/shm') ? '/dev/shm' : tmpdir(),
  'academy-test-templates',
);

/**
 * The test databases' buffer pool, written into the embedded templates' configuration (and so into
 * every copy). PostgreSQL's default of 128 MB is zeroed in WebAssembly memory each time PGlite
 * starts, about half of the CPU time a test file spent opening its database; a test database
 * fits in a fraction of it.
 */
export const TEST_SHARED_BUFFERS = '16MB';

async function prepareEmbedded(): Promise<PreparedTemplates> {
  const folder = makeRunFolder(TEMPLATES_ROOT);
  const copies = path.join(folder, 'copies');
  mkdirSync(copies);
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await pglite.exec(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`);
    const adapter = createEmbeddedAdapter(pglite);
    await applyMigrations(adapter);
    const migrated = path.join(folder, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    const prisma = new PrismaClient({ adapter });
    await seedDemoDataIfEmpty(prisma);
    await prisma.$disconnect();
    const seeded = path.join(folder, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return {
      templates: { kind: 'embedded', migrated, seeded, copies },
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    await pglite.close();
  }
}

async function preparePostgres(serverUrl: string): Promise<PreparedTemplates> {
  const run = randomUUID().replaceAll('-', '').slice(0, 12);
  const migrated = `academy_template_${run}_migrated`;
  const seeded = `academy_template_${run}_seeded`;
  const drop = async () => {
    for (const name of [seeded, migrated]) {
      await onTestServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  };
  try {
    await onTestServer(serverUrl, `CREATE DATABASE "${migrated}"`);
    await (await openDatabase({ databaseUrl: databaseUrlOn(serverUrl, migrated) })).close();
    await onTestServer(serverUrl, `CREATE DATABASE "${seeded}" TEMPLATE "${migrated}"`);
    const database = await openDatabase({
      databaseUrl: databaseUrlOn(serverUrl, seeded),
      migrate: false,
    });
    await seedDemoDataIfEmpty(database.prisma);
    await database.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates: { kind: 'postgresql', migrated, seeded }, drop };
}

/** Migrates (and seeds) the templates on the server of `serverUrl`, or embedded without one. */
export function prepareDatabaseTemplates(
  serverUrl: string | undefined,
): Promise<PreparedTemplates> {
  return serverUrl ? preparePostgres(serverUrl) : prepareEmbedded();
}
