import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { newDatabaseOfThePass } from '../test/template-copies.js';
import { loadConfig } from './config/config.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';
import { createLogger } from './logger/logger.js';
import { startServer } from './server.js';

/**
 * A new database of the pass's kind, as the environment that points the server at it (without a
 * web build to serve).
 */
async function newDatabase(migrated: boolean) {
  const database = await newDatabaseOfThePass({ migrated });
  return { env: { ...database.env, WEB_DIST_DIR: 'does-not-exist' }, drop: database.drop };
}

/** On the embedded database, and on PostgreSQL in that pass of the suite. */
describe('startServer', () => {
  const logger = createLogger({ logLevel: 'silent', env: 'test' });

  it('when started on an empty database, then it migrates, seeds and answers; when stopped and restarted, then the data is still there and nothing is redone', async () => {
    const empty = await newDatabase(false);
    try {
      const config = loadConfig({ NODE_ENV: 'test', PORT: '0', ...empty.env });
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
    } finally {
      await empty.drop();
    }
  });

  it('when production starts on an empty database, then no account exists and the demo admin cannot sign in', async () => {
    const empty = await newDatabase(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      ...empty.env,
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
      await empty.drop();
    }
  });

  it('when SEED_DEMO is false, then a new database stays empty', async () => {
    const empty = await newDatabase(true);
    const running = await startServer(
      loadConfig({ NODE_ENV: 'test', PORT: '0', SEED_DEMO: 'false', ...empty.env }),
      logger,
    );
    try {
      expect(await running.database.prisma.staff.count()).toBe(0);
    } finally {
      await running.stop();
      await empty.drop();
    }
  });
});
