// Backup files: their two formats, where they go by default, and writing them whole or not at all.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseKind } from './database.js';
import { PRISMA_DIR } from '../config/prisma-paths.js';

/** A failure the person running the command can act on; printed without a stack trace. */
export class BackupError extends Error {}

export const BACKUPS_DIR = path.join(path.dirname(PRISMA_DIR), 'backups');

/** PGlite's data-folder tarball (gzip) for the embedded database, pg_dump's custom format else. */
const EXTENSIONS: Record<DatabaseKind, string> = { embedded: '.tar.gz', postgresql: '.dump' };
const KIND_NAMES: Record<DatabaseKind, string> = {
  embedded: 'the embedded database (PGlite)',
  postgresql: 'PostgreSQL',
};

export function describeKind(kind: DatabaseKind): string {
  return KIND_NAMES[kind];
}

/** backups/<UTC timestamp>.<ext> at the repository root, e.g. backups/20250301T101500Z.dump. */
export function defaultBackupFile(kind: DatabaseKind, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return path.join(BACKUPS_DIR, `${stamp}${EXTENSIONS[kind]}`);
}

/** The format of a backup file from its first bytes, or null for anything else. */
function kindOf(header: Uint8Array): DatabaseKind | null {
  if (header[0] === 0x1f && header[1] === 0x8b) return 'embedded';
  if (Buffer.from(header.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgresql';
  return null;
}

/** Checks that the file exists and is a backup of the expected kind, with clear messages. */
export async function assertBackupOf(kind: DatabaseKind, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Backup file not found: ${file}`);
  const handle = await open(file, 'r');
  let header: Uint8Array;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    header = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const found = kindOf(header);
  if (found === kind) return;
  throw new BackupError(
    found
      ? `${file} is a backup of ${describeKind(found)}, but the configured database is ` +
          `${describeKind(kind)}. Restore it with the same kind of database it came from.`
      : `${file} is not a backup made by pnpm db:backup (unknown format${header.length ? '' : ': empty file'}).`,
  );
}

/**
 * Runs `write` on `<file>.partial` and renames the result to `file` only when it succeeded, so
 * an interrupted backup never leaves a file that looks complete. Refuses to overwrite a file.
 */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another name.`);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Writes bytes and flushes them to the disk before returning. */
export async function writeDurably(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
