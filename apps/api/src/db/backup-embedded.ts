// Backup and restore of the embedded database with PGlite's own data-folder tarball.
//
// Why not a logical dump: @electric-sql/pglite-tools' pgDump pins its peer @electric-sql/pglite
// to one exact older release (every PGlite upgrade would wait for a matching tools release), and
// the system's pg_dump cannot reach PGlite (PostgreSQL 18 inside this process, no socket).
// dumpDataDir()/loadDataDir ship with the PGlite release the API runs (PGlite's clone() uses
// the same pair), so a backup always matches the engine that restores it.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { assertBackupOf, BackupError, writeDurably, writeWhole } from './backup-file.js';
import {
  embeddedPaths,
  holdsDatabase,
  lockEmbeddedDataDir,
  recoverInterruptedRestore,
} from './embedded-data-dir.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs `work` holding the folder's lock, after undoing any interrupted restore. */
async function withDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const release = lockEmbeddedDataDir(dataDir);
  try {
    recoverInterruptedRestore(dataDir);
    return await work();
  } finally {
    release();
  }
}

export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  const { cluster } = embeddedPaths(dataDir);
  if (!holdsDatabase(cluster)) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  }
  await withDataDir(dataDir, async () => {
    const pglite = await PGlite.create(cluster, { extensions: PGLITE_EXTENSIONS });
    try {
      // Flush everything into the data files first, so the copy opens without WAL replay.
      await pglite.exec('CHECKPOINT');
      const tarball = await pglite.dumpDataDir('gzip');
      const bytes = new Uint8Array(await tarball.arrayBuffer());
      await writeWhole(file, (partial) => writeDurably(partial, bytes));
    } finally {
      await pglite.close();
    }
  });
}

/** The tar inside the backup; gzip's checksum and length catch a truncated or damaged file. */
async function readTar(file: string): Promise<Uint8Array<ArrayBuffer>> {
  await assertBackupOf('embedded', file);
  try {
    return new Uint8Array(gunzipSync(await readFile(file)));
  } catch (error) {
    throw new BackupError(`${file} is damaged (${reason(error)}); nothing was restored.`);
  }
}

/** Unpacks the tar into `folder` and checks it opens as this application's database. */
async function loadInto(folder: string, tar: Uint8Array<ArrayBuffer>, file: string) {
  mkdirSync(folder, { recursive: true });
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(folder, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
    });
  } catch (error) {
    throw new BackupError(`${file} does not open as an embedded database (${reason(error)}).`);
  }
  try {
    await pglite.query('SELECT 1 FROM _prisma_migrations LIMIT 1');
  } catch {
    throw new BackupError(`${file} holds no Drum Academy database (no _prisma_migrations table).`);
  } finally {
    await pglite.close();
  }
}

/**
 * Replaces the embedded database with the backup. The backup is loaded and opened in a scratch
 * folder first and swapped in by renaming, so a failure leaves the database as it was.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  { force }: { force: boolean },
): Promise<void> {
  const tar = await readTar(file);
  const paths = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  await withDataDir(dataDir, async () => {
    if (holdsDatabase(paths.cluster) && !force) {
      throw new BackupError(
        `${dataDir} already holds a database. Restoring replaces all of it: ` +
          'run again with --force to do so.',
      );
    }
    try {
      await loadInto(paths.restoring, tar, file);
      if (existsSync(paths.cluster)) renameSync(paths.cluster, paths.replaced);
      renameSync(paths.restoring, paths.cluster);
      rmSync(paths.replaced, { recursive: true, force: true });
    } finally {
      rmSync(paths.restoring, { recursive: true, force: true });
    }
  });
}
