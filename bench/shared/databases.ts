// A fresh, empty database for one bench run: an embedded one in a temporary folder, or a database
// dropped and recreated on a PostgreSQL server.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseEnv } from './app-server.js';
import { atExit } from './processes.js';

export type TDatabaseKind = 'embedded' | 'postgresql';

export interface BenchDatabase {
  kind: TDatabaseKind;
  /** What the report calls it. */
  label: string;
  env: DatabaseEnv;
  dispose(): Promise<void>;
}

export function embeddedDatabase(runDir: string): BenchDatabase {
  const dataDir = path.join(runDir, 'embedded-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // Hundreds of MB with the scale data: never left behind, not even after Ctrl-C.
  atExit(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    kind: 'embedded',
    label: 'embedded database (PGlite, in the API process)',
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops and recreates `name` on the server of `serverUrl`. Resolves with the reason instead when
 * the server cannot be reached, so the caller can skip PostgreSQL with a clear line.
 */
export async function postgresDatabase(
  serverUrl: string,
  name: string,
): Promise<BenchDatabase | { skipped: string }> {
  const recreate = async (client: pg.Client) => {
    // Identifiers cannot be bound; `name` is checked to be a plain identifier by the caller.
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    return version.rows[0]?.server_version.split(' ')[0] ?? '?';
  };
  let version: string;
  try {
    version = await withClient(serverUrl, recreate);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { skipped: `no PostgreSQL server reachable at ${redactUrl(serverUrl)} (${reason})` };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgresql',
    label: `PostgreSQL ${version} (${url.host}, database ${name})`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: '' },
    async dispose() {
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
