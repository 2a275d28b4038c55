// pnpm db:backup / db:restore for whichever database the API is configured with.
import { statSync } from 'node:fs';
import { backupEmbedded, restoreEmbedded } from './backup-embedded.js';
import { defaultBackupFile } from './backup-file.js';
import { backupPostgres, restorePostgres } from './backup-postgres.js';
import type { DatabaseKind } from './database.js';

export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export function kindOf(target: BackupTarget): DatabaseKind {
  return target.databaseUrl ? 'postgresql' : 'embedded';
}

/** Writes a backup to `file` (default backups/<timestamp>.<ext>); returns the file and its size. */
export async function backupDatabase(
  target: BackupTarget,
  file = defaultBackupFile(kindOf(target)),
): Promise<{ file: string; bytes: number }> {
  if (target.databaseUrl) await backupPostgres(target.databaseUrl, file);
  else await backupEmbedded(target.dataDir, file);
  return { file, bytes: statSync(file).size };
}

/** Replaces the database with the backup; refuses a database with data unless `force`. */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force: boolean },
): Promise<void> {
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, file, options);
  else await restoreEmbedded(target.dataDir, file, options);
}
