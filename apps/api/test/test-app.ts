import type { Express } from 'express';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { seedDemoDataIfEmpty } from '../src/db/seed/seed-demo-data.js';
import { createLogger } from '../src/logger.js';
import { createMailer } from '../src/mail/mailer.js';
import { createMailOutbox, type MailOutbox } from '../src/mail/outbox/mail-outbox.js';
import { openTestDatabase } from './test-database.js';
import { startTestSmtp, type TestSmtp } from './test-smtp.js';

export interface TestApp {
  app: Express;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Fill the database with the demo academy (accounts of README) first. */
  seed?: boolean;
}

// The tests stand in for a proxy on loopback, so guests can come from many addresses.
const testConfig = (env: NodeJS.ProcessEnv): Config =>
  loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'does-not-exist', TRUST_PROXY: 'loopback', ...env });

/** The real app, in-process, on a fresh database; call close() in afterAll. */
export async function createTestApp({
  env = {},
  seed = false,
}: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase();
  if (seed) await seedDemoDataIfEmpty(database.prisma);
  const app = createApp({ config, database, logger: createLogger(config) });
  return { app, database, config, close: () => database.close() };
}

export interface TestAppWithMail extends TestApp {
  /** The SMTP server on loopback that the app sends its e-mails to. */
  smtp: TestSmtp;
  /** The app's outbox: `settled()` waits for the mail a request queued to reach `smtp`. */
  outbox: MailOutbox;
}

/** The demo academy sending its e-mails to a test SMTP server; close() stops both. */
export async function createTestAppWithMail(): Promise<TestAppWithMail> {
  const smtp = await startTestSmtp();
  const config = testConfig({ SMTP_URL: smtp.url });
  const logger = createLogger(config);
  const database = await openTestDatabase();
  await seedDemoDataIfEmpty(database.prisma);
  const outbox = createMailOutbox({
    prisma: database.prisma,
    mailer: createMailer(config, logger),
    logger,
  });
  const testApp: TestApp = {
    app: createApp({ config, database, logger, mailOutbox: outbox }),
    database,
    config,
    async close() {
      await outbox.settled();
      await database.close();
    },
  };
  return {
    ...testApp,
    smtp,
    outbox,
    async close() {
      await testApp.close();
      await smtp.close();
    },
  };
}
