// pnpm db:backup [file] | pnpm db:restore <file> [--force]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, readEnvironment } from '../config/config.js';
import { exitWith } from '../lib/cli-exit.js';
import { exitCodeOfExpectedFailure } from '../lib/cli-failure.js';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup.js';
import { BackupError } from './backup-file.js';
import { DataDirBusyError } from './embedded-data-dir.js';

const USAGE = 'usage: pnpm db:backup [file]   |   pnpm db:restore <file> [--force]';

// pnpm runs this from apps/api; a relative path means one from where the command was typed.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function describe(target: BackupTarget): string {
  if (!target.databaseUrl) return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    return 2;
  }
  const [command, file, ...extra] = args.positionals;
  const force = args.values.force;
  if (extra.length > 0 || (command === 'backup' && force) || (command === 'restore' && !file)) {
    console.error(USAGE);
    return 2;
  }
  try {
    const target = loadConfig(readEnvironment()).database;
    if (command === 'backup') {
      console.log(`Backing up ${describe(target)}…`);
      const written = await backupDatabase(target, file ? fromCaller(file) : undefined);
      console.log(`Backup written: ${written.file} (${megabytes(written.bytes)}).`);
      return 0;
    }
    if (command === 'restore' && file) {
      console.log(`Restoring ${fromCaller(file)} into ${describe(target)}…`);
      await restoreDatabase(target, fromCaller(file), { force });
      console.log('Restored. Start the API to use it (it applies any newer migrations first).');
      return 0;
    }
  } catch (error) {
    return exitCodeOfExpectedFailure(error, [BackupError, DataDirBusyError, ConfigError]);
  }
  console.error(USAGE);
  return 2;
}

exitWith(await main(process.argv.slice(2)));
