// Folders a test run keeps for its whole length (bundles, database templates), named after the
// process that made them so that the next run can tell a dead run's leftovers from a live one's.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * A new folder under `root` named after this process. Folders of runs that died before their
 * teardown are removed; those of runs still going (another terminal) are kept.
 */
export function makeRunFolder(root: string): string {
  if (existsSync(root)) {
    for (const name of readdirSync(root)) {
      const pid = Number(name.split('-')[0]);
      if (!Number.isInteger(pid) || !isAlive(pid)) {
        rmSync(path.join(root, name), { recursive: true, force: true });
      }
    }
  }
  mkdirSync(root, { recursive: true });
  return mkdtempSync(path.join(root, `${process.pid}-`));
}
