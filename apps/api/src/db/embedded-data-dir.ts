// The embedded database's folder: where PGlite keeps its cluster, the lock that keeps the folder to
// one process, and the two scratch folders a restore uses.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedPaths {
  /** The PostgreSQL cluster PGlite opens. */
  cluster: string;
  lockFile: string;
  /** A restore loads the backup here first, and swaps it in only once it opened. */
  restoring: string;
  /** The database a restore replaces, for the instant between its two renames. */
  replaced: string;
}

export function embeddedPaths(dataDir: string): EmbeddedPaths {
  const dir = path.resolve(dataDir);
  return {
    cluster: path.join(dir, 'pglite'),
    lockFile: path.join(dir, 'pglite.lock'),
    restoring: path.join(dir, 'pglite.restoring'),
    replaced: path.join(dir, 'pglite.replaced'),
  };
}

/** Whether a folder holds an initialised PostgreSQL cluster (not just an empty folder). */
export function holdsDatabase(cluster: string): boolean {
  return existsSync(path.join(cluster, 'PG_VERSION'));
}

export class DataDirBusyError extends Error {}

interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

// Locks this process holds, to tell "my own lock" from a lock left by an earlier process that
// had the same pid (containers restart the app as the same pid).
const heldHere = new Set<string>();

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function readHolder(lockFile: string): LockHolder | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockFile, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed) {
      const { pid, command, since } = parsed as Partial<LockHolder>;
      if (typeof pid === 'number') return { pid, command: command ?? '?', since: since ?? '?' };
    }
  } catch {
    // Unreadable or half-written by a process that died: treated as stale below.
  }
  return null;
}

function stillHeld(lockFile: string, holder: LockHolder): boolean {
  return holder.pid === process.pid ? heldHere.has(lockFile) : isAlive(holder.pid);
}

/**
 * Takes the folder for this process and returns the release function. PGlite runs PostgreSQL
 * inside one Node process and does not lock its folder itself (its postmaster.pid names no real
 * process), so without this a second process (a backup while the API runs) would corrupt it.
 * A lock whose process is gone (killed, crashed) is taken over. The folder must exist.
 */
export function lockEmbeddedDataDir(dataDir: string): () => void {
  const { lockFile } = embeddedPaths(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    command: path.basename(process.argv[1] ?? process.argv0),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if ((holder && stillHeld(lockFile, holder)) || attempt === 2) {
        const who = holder
          ? `process ${holder.pid} (${holder.command}, since ${holder.since})`
          : 'another process';
        throw new DataDirBusyError(
          `The embedded database in ${path.resolve(dataDir)} is in use by ${who}. ` +
            'It can be opened by one process at a time: stop the API (or the other command) first.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  heldHere.add(lockFile);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(lockFile);
    rmSync(lockFile, { force: true });
  };
}

/**
 * Undoes a restore that stopped between its two renames, so the previous database comes back
 * instead of the folder looking empty (the API would create a new database there). Call it with
 * the lock held, before opening the cluster.
 */
export function recoverInterruptedRestore(dataDir: string): void {
  const paths = embeddedPaths(dataDir);
  rmSync(paths.restoring, { recursive: true, force: true });
  if (!existsSync(paths.replaced)) return;
  if (holdsDatabase(paths.cluster)) {
    rmSync(paths.replaced, { recursive: true, force: true });
  } else {
    rmSync(paths.cluster, { recursive: true, force: true });
    renameSync(paths.replaced, paths.cluster);
  }
}
