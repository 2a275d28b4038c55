import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, embeddedPaths, lockEmbeddedDataDir } from './embedded-data-dir.js';

describe('lockEmbeddedDataDir', () => {
  let dataDir: string;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const fresh = () => (dataDir = mkdtempSync(path.join(tmpdir(), 'academy-lock-test-')));
  const writeHolder = (pid: number) =>
    writeFileSync(
      embeddedPaths(dataDir).lockFile,
      JSON.stringify({ pid, command: 'main.js', since: '2030-01-01T00:00:00.000Z' }),
    );

  it('when the folder is free, then it is locked for this process until released', () => {
    const release = lockEmbeddedDataDir(fresh());
    const { lockFile } = embeddedPaths(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockEmbeddedDataDir(dataDir)).toThrow(DataDirBusyError);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockEmbeddedDataDir(dataDir)();
  });

  it('when a running process holds it, then the refusal names that process', () => {
    fresh();
    writeHolder(process.ppid);
    expect(() => lockEmbeddedDataDir(dataDir)).toThrow(
      `is in use by process ${process.ppid} (main.js, since 2030-01-01T00:00:00.000Z)`,
    );
  });

  it('when the holder was killed, or the lock is unreadable, then the lock is taken over', () => {
    fresh();
    // A process that has exited. `--version` answers before Node starts up; `-e` took up to a
    // second on a busy machine.
    const gone = spawnSync(process.execPath, ['--version']).pid;
    writeHolder(gone);
    lockEmbeddedDataDir(dataDir)();
    writeFileSync(embeddedPaths(dataDir).lockFile, '{"pi');
    lockEmbeddedDataDir(dataDir)();
  });
});
