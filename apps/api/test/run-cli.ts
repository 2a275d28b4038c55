import { spawn } from 'node:child_process';
import path from 'node:path';
import { nodeArgsToRun } from './process-bundles.js';

const API_DIR = path.resolve(import.meta.dirname, '..');

/**
 * A production deployment's environment on the given database (DATABASE_URL, or an empty one and
 * the embedded database's DATA_DIR), as an operator runs the tools. DATABASE_URL is set, even
 * empty, so a developer's .env cannot point a command at another database.
 */
export function productionCliEnv(database: {
  DATABASE_URL: string;
  DATA_DIR?: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...database,
    JWT_ACCESS_SECRET: 'a'.repeat(40),
    JWT_REFRESH_SECRET: 'b'.repeat(40),
    SMTP_URL: 'smtp://127.0.0.1:9',
  };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the API's command-line tools (a file under src/, as bundled from this checkout's
 * sources for this run) with exactly the given environment, feeding `input` to its stdin (not a
 * terminal).
 */
export function runCli(
  script: string,
  args: string[],
  { env, input = '' }: { env: Record<string, string>; input?: string },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgsToRun(script), ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
