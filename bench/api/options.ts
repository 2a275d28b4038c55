// Knobs of `pnpm bench`, read once from the environment.
import type { TDatabaseKind } from '../shared/databases.js';

export interface BenchOptions {
  /** Measured seconds per endpoint (BENCH_DURATION). */
  durationSeconds: number;
  /** Unmeasured seconds before each endpoint, so query plans and JIT are warm (BENCH_WARMUP). */
  warmupSeconds: number;
  /** Concurrent keep-alive connections (BENCH_CONNECTIONS). */
  connections: number;
  /** Which databases to run, in order (BENCH_DATABASES=embedded,postgresql). */
  databases: TDatabaseKind[];
  /** A PostgreSQL server URL; the bench creates and drops its own database there (BENCH_PG_URL). */
  postgresServerUrl: string;
  /** Name of that database (BENCH_PG_DATABASE), dropped and recreated on every run. */
  postgresDatabase: string;
  /** The API's LOG_LEVEL (BENCH_LOG_LEVEL); production's default is info, so that is measured. */
  logLevel: string;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function databaseList(raw: string | undefined): TDatabaseKind[] {
  if (!raw) return ['embedded', 'postgresql'];
  const kinds = raw.split(',').map((part) => part.trim());
  for (const kind of kinds) {
    if (kind !== 'embedded' && kind !== 'postgresql') {
      throw new Error(`BENCH_DATABASES: unknown database "${kind}" (embedded, postgresql)`);
    }
  }
  return kinds as TDatabaseKind[];
}

export function readBenchOptions(): BenchOptions {
  const postgresDatabase = process.env.BENCH_PG_DATABASE || 'academy_bench';
  // Interpolated into CREATE/DROP DATABASE, which take no bind parameters.
  if (!/^[a-z_][a-z0-9_]*$/.test(postgresDatabase)) {
    throw new Error('BENCH_PG_DATABASE must be a plain lower-case identifier');
  }
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 10),
    warmupSeconds: positiveNumber('BENCH_WARMUP', 2),
    connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 50)),
    databases: databaseList(process.env.BENCH_DATABASES),
    postgresServerUrl:
      process.env.BENCH_PG_URL || 'postgresql://postgres:postgres@127.0.0.1:5432/postgres',
    postgresDatabase,
    logLevel: process.env.BENCH_LOG_LEVEL || 'info',
  };
}
