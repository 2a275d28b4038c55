// The production build of the app (`pnpm start`), started for a bench on a free loopback port.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort, spawnTracked, stopProcess, waitUntilServing } from './processes.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/main.js');
const START_TIMEOUT_MS = 180_000;

/** Where the app keeps its data: exactly one of the two is set, the other empty. */
export interface DatabaseEnv {
  DATABASE_URL: string;
  DATA_DIR: string;
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const randomSecret = () => randomBytes(48).toString('base64url');

/** The last lines of a log, to explain a failed start without opening the file. */
export function logTail(file: string, lines = 30): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function startNode(
  script: string,
  envFor: (baseUrl: string) => NodeJS.ProcessEnv,
  logFile: string,
  readyPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnTracked(process.execPath, [script], {
    cwd: REPO_ROOT,
    env: { ...envFor(baseUrl), PORT: String(port) },
    logFile,
  });
  try {
    await waitUntilServing(`${baseUrl}${readyPath}`, child, START_TIMEOUT_MS);
  } catch (error) {
    await stopProcess(child);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path.basename(script)}: ${reason}\n--- ${logFile}\n${logTail(logFile)}`, {
      cause: error,
    });
  }
  return { baseUrl, stop: () => stopProcess(child) };
}

/**
 * Fills the database before the app starts on it (the embedded one allows a single process at a
 * time): `pnpm db:seed` (the demo academy) or `pnpm seed:scale` (the demo academy and the scale
 * data). Both refuse NODE_ENV=production on purpose, so they run in development mode; the app
 * itself runs in production afterwards.
 */
export async function seedDatabase(
  script: 'db:seed' | 'seed:scale',
  database: DatabaseEnv,
  logFile: string,
): Promise<void> {
  const seed = spawnTracked('pnpm', ['--silent', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...database },
    logFile,
    group: true,
  });
  const outcome = await exited(seed);
  if (outcome !== 0) {
    throw new Error(`pnpm ${script} ended with ${outcome}\n--- ${logFile}\n${logTail(logFile)}`);
  }
}

/**
 * `node apps/api/dist/main.js` as production runs it: NODE_ENV=production with fresh random JWT
 * secrets, its own database (seeded beforehand with seedDatabase: production creates no demo
 * data) and APP_ORIGIN set to its own address.
 * SMTP_URL is required in production but nothing the benches call sends mail, so it names a
 * port nobody listens on.
 */
export function startApp(options: {
  database: DatabaseEnv;
  logFile: string;
  logLevel: string;
}): Promise<RunningServer> {
  if (!existsSync(API_ENTRY)) {
    throw new Error('apps/api/dist/main.js is missing: run `pnpm build` first');
  }
  return freePort().then((mailPort) =>
    startNode(
      API_ENTRY,
      (baseUrl) => ({
        ...process.env,
        NODE_ENV: 'production',
        JWT_ACCESS_SECRET: randomSecret(),
        JWT_REFRESH_SECRET: randomSecret(),
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        LOG_LEVEL: options.logLevel,
        APP_ORIGIN: baseUrl,
        ...options.database,
      }),
      options.logFile,
      '/api/health',
    ),
  );
}

/** The bare node:http yardstick (bare-server.mjs). */
export function startBareServer(logFile: string): Promise<RunningServer> {
  return startNode(
    path.join(REPO_ROOT, 'bench/api/bare-server.mjs'),
    () => ({ PATH: process.env.PATH }),
    logFile,
    '/',
  );
}
