// Backup and restore of a PostgreSQL database with the standard client tools: pg_dump's custom
// format, turned back into SQL by pg_restore and applied by psql in one transaction.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assertBackupOf, BackupError, writeWhole } from './backup-file.js';

// Connection parameters libpq understands; others in DATABASE_URL (for node-postgres or
// Prisma) would make the tools refuse the URL.
const LIBPQ_PARAMS = new Set([
  'host',
  'hostaddr',
  'port',
  'user',
  'dbname',
  'application_name',
  'channel_binding',
  'connect_timeout',
  'gssencmode',
  'options',
  'passfile',
  'sslcert',
  'sslcrl',
  'sslkey',
  'sslmode',
  'sslpassword',
  'sslrootcert',
  'target_session_attrs',
]);

interface ToolTarget {
  url: string;
  env: NodeJS.ProcessEnv;
}

/** The URL for the tools, with the password moved to PGPASSWORD so `ps` never shows it. */
function toolTarget(databaseUrl: string): ToolTarget {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  for (const key of [...url.searchParams.keys()]) {
    if (!LIBPQ_PARAMS.has(key)) url.searchParams.delete(key);
  }
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client tool; fails with its own error output. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) => {
      reject(
        'code' in error && error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found. Install the PostgreSQL client tools of the server's ` +
                'version or newer (Debian: apt-get install postgresql-client) and try again.',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/** Puts what a tool's failure means for the database before the tool's own message. */
function meaning(summary: string) {
  return (error: unknown): never => {
    throw error instanceof BackupError ? new BackupError(`${summary}\n${error.message}`) : error;
  };
}

/**
 * The job queue's own schema (docs/decisions/0016-jobs-on-pg-boss.md) holds waiting runs, not
 * the academy's data: left out, a restore keeps the target's queue (which pg-boss creates when
 * missing) and cannot collide with it. The record of runs is in `public` and is kept.
 */
const JOB_QUEUE_SCHEMA = 'pgboss';

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const target = toolTarget(databaseUrl);
  await writeWhole(file, (partial) =>
    run(
      'pg_dump',
      [
        '--format=custom',
        `--exclude-schema=${JOB_QUEUE_SCHEMA}`,
        `--file=${partial}`,
        `--dbname=${target.url}`,
      ],
      target.env,
    ),
  );
}

async function countPublicTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`Cannot connect to the database: ${reason}`);
  }
  try {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

// Run last inside the restore's transaction: a dump of some other database rolls back.
const CHECK_RESTORED = `DO $$ BEGIN
  IF to_regclass('public._prisma_migrations') IS NULL THEN
    RAISE EXCEPTION 'the backup holds no Drum Academy database (no _prisma_migrations table)';
  END IF;
END $$`;

/**
 * Replaces the database's public schema with the backup. The archive is first converted to SQL
 * in full (a damaged file fails there, before anything is touched), then applied by psql in a
 * single transaction that also drops the old schema, so the database ends up either exactly as
 * the backup or exactly as before.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  { force }: { force: boolean },
): Promise<void> {
  await assertBackupOf('postgresql', file);
  const tables = await countPublicTables(databaseUrl);
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database already has ${tables} tables. Restoring replaces all of them: ` +
        'run again with --force to do so.',
    );
  }
  const target = toolTarget(databaseUrl);
  const scratch = mkdtempSync(path.join(tmpdir(), 'academy-restore-'));
  try {
    const sql = path.join(scratch, 'restore.sql');
    await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${sql}`, file]).catch(
      meaning(`${file} is damaged or unreadable by this pg_restore; nothing was restored.`),
    );
    const replaceSchema = [
      '--command=SET client_min_messages = warning',
      '--command=DROP SCHEMA IF EXISTS public CASCADE',
      '--command=CREATE SCHEMA public',
    ];
    await run(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        `--dbname=${target.url}`,
        ...(tables > 0 ? replaceSchema : []),
        `--file=${sql}`,
        `--command=${CHECK_RESTORED}`,
      ],
      target.env,
    ).catch(meaning('The restore failed and was rolled back: the database is as it was.'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
