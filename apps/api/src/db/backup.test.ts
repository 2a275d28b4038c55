import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-postgres.js';
import {
  copyOfPostgresTemplate,
  embeddedTemplates,
  unpackEmbeddedTemplate,
  type EmbeddedTemplates,
} from '../../test/template-copies.js';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup.js';
import { openDatabase } from './database.js';
import { embeddedPaths, lockEmbeddedDataDir } from './embedded-data-dir.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

const scratchRoot = mkdtempSync(path.join(tmpdir(), 'academy-backup-test-'));
afterAll(() => rmSync(scratchRoot, { recursive: true, force: true }));

/**
 * One kind of database under test: how to get an empty one, one with the demo academy, and a
 * backup of a foreign one.
 */
interface Kind {
  name: 'embedded' | 'postgresql';
  empty(): Promise<BackupTarget>;
  /** A migrated database with the demo academy: a copy of the run's seeded template. */
  seeded(): Promise<BackupTarget>;
  /** Plain SQL on the target, without Prisma's start-up migration check. */
  query<T extends Record<string, unknown>>(
    target: BackupTarget,
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  /** A backup of a database that is not this application's (no _prisma_migrations). */
  foreignBackup(file: string): Promise<void>;
  /** A file that starts like a backup of the other kind of database. */
  otherKindHeader: Buffer;
}

let nextPhone = 1;

function helpersFor(kind: Kind) {
  return {
    addMember(target: BackupTarget, loginId: string) {
      const phoneNumber = `0109900${String(nextPhone++).padStart(4, '0')}`;
      return kind.query(
        target,
        `INSERT INTO members (login_id, password_hash, name, email, phone_number, updated_at)
         VALUES ($1, 'x', $1, $2, $3, now())`,
        [loginId, `${loginId}@example.com`, phoneNumber],
      );
    },
    async logins(target: BackupTarget): Promise<string[]> {
      const rows = await kind.query<{ login_id: string }>(
        target,
        'SELECT login_id FROM members ORDER BY login_id',
      );
      return rows.map((row) => row.login_id);
    },
  };
}

const file = (name: string) => path.join(scratchRoot, name);

function defineBackupTests(kind: Kind) {
  const { addMember, logins } = helpersFor(kind);
  let source: BackupTarget;
  let target: BackupTarget;
  let backup: string;

  beforeAll(async () => {
    source = await kind.seeded();
    await addMember(source, 'backed-up');
    ({ file: backup } = await backupDatabase(source, file(`${kind.name}-source.backup`)));
    target = await kind.empty();
  });

  it('when a database is backed up and restored into an empty one, then all its data is there and the API would start on it', async () => {
    await restoreDatabase(target, backup, { force: false });
    expect(await logins(target)).toEqual(['backed-up', 'foreign', 'student']);
    const database = await openDatabase(target);
    try {
      expect(database.appliedMigrations).toEqual([]);
      expect(await database.prisma.staff.count()).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('when the target has data, then restore refuses without --force, and with it replaces everything', async () => {
    await addMember(target, 'added-later');
    await expect(restoreDatabase(target, backup, { force: false })).rejects.toThrow(/--force/);
    expect(await logins(target)).toContain('added-later');

    await restoreDatabase(target, backup, { force: true });
    expect(await logins(target)).toEqual(['backed-up', 'foreign', 'student']);
  });

  it('when the file is missing, damaged, not a backup or of the other database kind, then a clear error and nothing changes', async () => {
    await addMember(target, 'kept');
    const before = await logins(target);
    const whole = readFileSync(backup);
    writeFileSync(file(`${kind.name}-truncated`), whole.subarray(0, whole.length / 2));
    writeFileSync(file(`${kind.name}-junk`), 'not a backup at all');
    writeFileSync(file(`${kind.name}-other-kind`), kind.otherKindHeader);

    const cases: [string, RegExp][] = [
      [file('does-not-exist'), /Backup file not found/],
      [file(`${kind.name}-truncated`), /is damaged/],
      [file(`${kind.name}-junk`), /is not a backup made by pnpm db:backup/],
      [file(`${kind.name}-other-kind`), /is a backup of .*, but the configured database is/],
    ];
    for (const [name, message] of cases) {
      await expect(restoreDatabase(target, name, { force: true }), name).rejects.toThrow(message);
    }
    expect(await logins(target)).toEqual(before);
  });

  it('when the backup holds some other database, then the restore is undone and the target keeps its data', async () => {
    const before = await logins(target);
    const foreign = file(`${kind.name}-foreign.backup`);
    await kind.foreignBackup(foreign);
    await expect(restoreDatabase(target, foreign, { force: true })).rejects.toThrow(
      /no Drum Academy database/,
    );
    expect(await logins(target)).toEqual(before);
  });
}

describe('backups of the embedded database', { timeout: 90_000 }, () => {
  let templates: EmbeddedTemplates;
  beforeAll(async () => {
    templates = await embeddedTemplates();
  });
  afterAll(() => templates.drop());

  const emptyFolder = async (): Promise<BackupTarget> => ({
    databaseUrl: undefined,
    dataDir: mkdtempSync(path.join(scratchRoot, 'data-')),
  });
  /** A folder holding a copy of a template, as the API leaves a database it created there. */
  const folderWith = async (template: 'migrated' | 'seeded'): Promise<BackupTarget> => {
    const folder = await emptyFolder();
    unpackEmbeddedTemplate(templates[template], embeddedPaths(folder.dataDir).cluster);
    return folder;
  };

  defineBackupTests({
    name: 'embedded',
    empty: emptyFolder,
    seeded: () => folderWith('seeded'),
    async query(target, sql, params) {
      const release = lockEmbeddedDataDir(target.dataDir);
      const { cluster } = embeddedPaths(target.dataDir);
      const pglite = await PGlite.create(cluster, { extensions: PGLITE_EXTENSIONS });
      try {
        return (await pglite.query<never>(sql, params)).rows;
      } finally {
        await pglite.close();
        release();
      }
    },
    async foreignBackup(backupFile) {
      // Another application's cluster: nothing of this one's schema (no _prisma_migrations), a
      // table of its own. Emptied from a copy, because a new cluster costs an initdb.
      const folder = await folderWith('migrated');
      const pglite = await PGlite.create(embeddedPaths(folder.dataDir).cluster);
      await pglite.exec(
        'DROP SCHEMA public CASCADE; CREATE SCHEMA public; CREATE TABLE other_app (id int)',
      );
      await pglite.close();
      await backupDatabase(folder, backupFile);
    },
    otherKindHeader: Buffer.from('PGDMP\u0001\u000e\u0000 a pg_dump archive header'),
  });

  it('when the API has the folder open, then backup and restore refuse to touch it', async () => {
    const folder = await folderWith('migrated');
    const someBackup = file('some.tar.gz');
    writeFileSync(someBackup, gzipSync('checked only after the lock'));
    const database = await openDatabase(folder);
    try {
      const busy = /is in use by process \d+ .*stop the API/;
      await expect(backupDatabase(folder, file('busy.tar.gz'))).rejects.toThrow(busy);
      await expect(restoreDatabase(folder, someBackup, { force: true })).rejects.toThrow(busy);
      await expect(openDatabase(folder)).rejects.toThrow(busy);
    } finally {
      await database.close();
    }
  });

  it('when a restore stopped between its two renames, then the previous database comes back', async () => {
    const folder = await folderWith('seeded');
    renameSync(path.join(folder.dataDir, 'pglite'), path.join(folder.dataDir, 'pglite.replaced'));
    const after = await openDatabase(folder);
    try {
      expect(await after.prisma.member.count()).toBe(2);
    } finally {
      await after.close();
    }
  });

  it('when there is no database in the folder, then backup says so and creates nothing', async () => {
    const folder = await emptyFolder();
    await expect(backupDatabase(folder, file('nothing.tar.gz'))).rejects.toThrow(
      /no embedded database/,
    );
  });

  it('when run from the command line, then a clear message, and exit code 1 on failure and 2 on bad usage', () => {
    const folder = mkdtempSync(path.join(scratchRoot, 'cli-'));
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: folder },
        encoding: 'utf8',
      });
    const missing = cli('restore', file('missing.tar.gz'));
    expect([missing.status, missing.stderr.trim()]).toEqual([
      1,
      `Backup file not found: ${file('missing.tar.gz')}`,
    ]);
    const usage = cli('restore');
    expect([usage.status, usage.stderr]).toEqual([2, expect.stringContaining('usage:')]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backups of a PostgreSQL database', { timeout: 90_000 }, () => {
  const scratch: ScratchDatabase[] = [];
  const emptyDatabase = async (): Promise<BackupTarget> => {
    const database = await createScratchDatabase(serverUrl ?? '');
    scratch.push(database);
    return { databaseUrl: database.url, dataDir: '' };
  };
  afterAll(() => Promise.all(scratch.map((database) => database.drop())));

  defineBackupTests({
    name: 'postgresql',
    empty: emptyDatabase,
    async seeded() {
      const database = await copyOfPostgresTemplate(serverUrl ?? '', { seeded: true });
      scratch.push(database);
      return { databaseUrl: database.url, dataDir: '' };
    },
    async query(target, sql, params) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        return (await client.query<never>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async foreignBackup(backupFile) {
      const other = await emptyDatabase();
      const client = new pg.Client({ connectionString: other.databaseUrl });
      await client.connect();
      await client.query('CREATE TABLE other_app (id int)');
      await client.end();
      await backupDatabase(other, backupFile);
    },
    otherKindHeader: gzipSync('a PGlite data folder'),
  });
});
