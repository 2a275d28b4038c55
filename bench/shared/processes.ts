// Child processes of the bench: every one is tracked so that none outlives the bench, whether it
// ends normally, throws, or is interrupted.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';

interface Tracked {
  child: ChildProcess;
  /** Started in its own process group (a pnpm script and its children): signal the group. */
  group: boolean;
}

const running = new Set<Tracked>();
const exitTasks: (() => void)[] = [];

/** Synchronous clean-up (temporary folders) that must also happen after Ctrl-C. */
export function atExit(task: () => void): void {
  exitTasks.push(task);
}

function signal(tracked: Tracked, name: NodeJS.Signals): void {
  const { pid } = tracked.child;
  if (pid === undefined || tracked.child.exitCode !== null || tracked.child.signalCode !== null) {
    return;
  }
  try {
    if (tracked.group) process.kill(-pid, name);
    else tracked.child.kill(name);
  } catch {
    // Already gone.
  }
}

export interface SpawnOptions {
  env: NodeJS.ProcessEnv;
  /** stdout and stderr are appended here, to keep the bench output readable. */
  logFile: string;
  cwd?: string;
  group?: boolean;
}

export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
    detached: options.group ?? false,
  });
  closeSync(log); // the child keeps its own copy of the descriptor
  const tracked: Tracked = { child, group: options.group ?? false };
  running.add(tracked);
  child.once('exit', () => running.delete(tracked));
  return child;
}

/** Resolves with the exit code (or the signal) once the child has ended. */
export function exited(child: ChildProcess): Promise<number | NodeJS.Signals> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) =>
    child.once('exit', (code, signalName) => resolve(code ?? signalName ?? 1)),
  );
}

/** SIGTERM (the API shuts down gracefully on it), then SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const tracked = [...running].find((entry) => entry.child === child);
  if (!tracked) return;
  signal(tracked, 'SIGTERM');
  const timer = setTimeout(() => signal(tracked, 'SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((tracked) => stopProcess(tracked.child)));
}

/**
 * Last resort on exit and on Ctrl-C: nothing asynchronous can run any more, so kill at once.
 * Registered once by the entry point.
 */
export function killProcessesOnExit(): void {
  process.once('exit', () => {
    for (const tracked of running) signal(tracked, 'SIGKILL');
    for (const task of exitTasks) task();
  });
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.once(name, () => {
      console.error(`\nbench: ${name}, stopping the servers`);
      process.exit(130);
    });
  }
}

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails early when the child dies first. */
export async function waitUntilServing(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before answering ${url}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}
