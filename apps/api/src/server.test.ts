import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedTemplateInto } from '../test/template-copies.js';
import { onPostgresqlPass } from '../test/database-pass.js';
import { type Config, loadConfig } from './config.js';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

describe.skipIf(onPostgresqlPass)('startServer', () => {
  let dataDir: string;
  let config: Config;
  const logger = createLogger({ logLevel: 'silent', env: 'test' });
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'academy-server-test-'));
    config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /**
   * A data folder with a new database that has no data yet: migrated already where the run has
   * embedded templates (copyMigratedTemplateInto), else empty and the server creates it. Only the
   * first test is about the server's first start on an empty folder.
   */
  function newDatabaseFolder(): string {
    const folder = mkdtempSync(path.join(tmpdir(), 'academy-server-test-'));
    copyMigratedTemplateInto(folder);
    return folder;
  }

  it('when started on an empty data folder, then it migrates, seeds and answers; when stopped and restarted, then the data is still there and nothing is redone', async () => {
    const first = await startServer(config, logger);
    expect(first.database.appliedMigrations.length).toBeGreaterThan(0);
    const { port } = first.server.address() as AddressInfo;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await first.database.prisma.member.count()).toBe(2);
    await first.stop();
    expect(first.server.listening).toBe(false);

    const second = await startServer(config, logger);
    try {
      expect(second.database.appliedMigrations).toEqual([]);
      expect(await second.database.prisma.member.count()).toBe(2);
      expect(await second.database.prisma.staff.count()).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('when production starts on an empty database, then no account exists and the demo admin cannot sign in', async () => {
    const emptyDir = newDatabaseFolder();
    const production = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: emptyDir,
      WEB_DIST_DIR: emptyDir,
      JWT_ACCESS_SECRET: 'a'.repeat(40),
      JWT_REFRESH_SECRET: 'b'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:9',
      APP_ORIGIN: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    const running = await startServer(production, createLogger(production));
    try {
      const { prisma } = running.database;
      expect([await prisma.staff.count(), await prisma.member.count()]).toEqual([0, 0]);
      const { port } = running.server.address() as AddressInfo;
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1' },
        body: JSON.stringify(DEMO_ACCOUNTS.admin),
      });
      expect(login.status).toBe(401);
    } finally {
      await running.stop();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('when SEED_DEMO is false, then a new database stays empty', async () => {
    const emptyDir = newDatabaseFolder();
    const running = await startServer(
      loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: emptyDir, SEED_DEMO: 'false' }),
      logger,
    );
    try {
      expect(await running.database.prisma.staff.count()).toBe(0);
    } finally {
      await running.stop();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
