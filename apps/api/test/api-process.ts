import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { nodeArgsToRun } from './process-bundles.js';

const API_DIR = path.resolve(import.meta.dirname, '..');
/** The production build that `pnpm start` runs (made by `pnpm build`). */
export const API_BUILD_ENTRY = path.join(API_DIR, 'dist/main.js');
const START_TIMEOUT_MS = 90_000;

export interface ApiProcess {
  baseUrl: string;
  pid: number;
  /** Sends the signal and resolves once the process has exited, with its exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  /** The end of what the process printed, for failure messages. */
  output(): string;
}

/** Whether `port` can be listened on now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port below the kernel's ephemeral range (32768 on): the many servers tests open on port 0
 * (supertest, the doubles) are given ports from that range, and one of them taking the port
 * between this probe and the API's own listen would answer the health check for it, and every
 * later call, from another app and database.
 */
async function freePort(): Promise<number> {
  for (let tried = 0; tried < 50; tried += 1) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 30000');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the real API (src/main.ts as bundled from this checkout's sources for this run, or the
 * build with `entry: 'build'`; one Node process either way, so a signal reaches the server
 * itself) on a free loopback port and resolves once /api/health answers.
 */
export async function startApi(
  env: Record<string, string>,
  entry: 'source' | 'build' = 'source',
): Promise<ApiProcess> {
  if (entry === 'build' && !existsSync(API_BUILD_ENTRY)) {
    throw new Error(`${API_BUILD_ENTRY} is missing: run \`pnpm build\` first`);
  }
  const port = await freePort();
  const args = entry === 'build' ? [API_BUILD_ENTRY] : nodeArgsToRun('src/main.ts');
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    baseUrl,
    pid: child.pid ?? -1,
    stop(signal) {
      if (exitCode === undefined) child.kill(signal);
      return exited;
    },
    output: () => printed,
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (exitCode === undefined && Date.now() < deadline) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return api;
    await pause(250);
  }
  await api.stop('SIGKILL');
  throw new Error(`The API did not start (exit code ${exitCode}):\n${printed}`);
}
