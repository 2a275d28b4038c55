import type { Express } from 'express';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/config.js';
import type { Database } from '../src/db/database.js';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo-data.js';
import { JOB_DEFINITIONS } from '../src/job-registry.js';
import type { JobDefinition } from '../src/jobs/job-definition.js';
import { createBackgroundDelivery } from '../src/jobs/background-delivery.js';
import type { JobEngine } from '../src/jobs/job-engine.js';
import { createLogger } from '../src/logger/logger.js';
import type { MailOutbox } from '../src/mail/outbox/mail-outbox.js';
import type { TextMessageOutbox } from '../src/text-messages/outbox/text-message-outbox.js';
import { onlinePaymentsOf, type TOnlinePayments } from '../src/payments/online-payments.js';
import { openTestDatabase } from './test-database.js';
import { startTestSmtp, type TestSmtp } from './test-smtp.js';

export interface TestApp {
  app: Express;
  database: Database;
  config: Config;
  /** Its workers run only with JOBS_ENABLED=true in `env`. */
  jobs: JobEngine;
  /** The app's outbox: `settled()` waits for the mail a request queued to be sent. */
  outbox: MailOutbox;
  /** The text-message outbox when SOLAPI_* are in `env`; null otherwise (the channel is off). */
  textMessages: TextMessageOutbox | null;
  /** Toss Payments when TOSS_* are in `env` (the double's); null otherwise. */
  payments: TOnlinePayments | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Fill the database with the demo academy (accounts of README) first. */
  seed?: boolean;
  /** The clock of the background jobs and of make-up bookings; the real one unless given. */
  now?: () => Date;
  /** The jobs the engine runs; the registry's unless given. */
  jobDefinitions?: readonly JobDefinition[];
  /**
   * Another app on this test app's database, as a second API process would be: nothing is
   * shared with it but the database, which stays open until that first app closes.
   */
  sharingDatabaseOf?: TestApp;
}

// The tests stand in for a proxy on loopback, so guests can come from many addresses.
const testConfig = (env: NodeJS.ProcessEnv): Config =>
  loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'does-not-exist', TRUST_PROXY: 'loopback', ...env });

/** The real app, in-process, on a fresh database; call close() in afterAll. */
export async function createTestApp({
  env = {},
  seed = false,
  now,
  jobDefinitions,
  sharingDatabaseOf,
}: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = sharingDatabaseOf?.database ?? (await openTestDatabase({ seeded: seed }));
  // The seeded template holds the demo academy already; without templates it is seeded here.
  if (seed) await seedDemoDataIfEmpty(database.prisma);
  const logger = createLogger(config);
  // Idle workers look for queued runs often, so a test waits a fraction of a second.
  const {
    mailOutbox: outbox,
    textMessageOutbox: textMessages,
    jobs,
  } = createBackgroundDelivery({
    config,
    database,
    logger,
    engine: { definitions: jobDefinitions ?? JOB_DEFINITIONS, now, pollingIntervalSeconds: 0.5 },
  });
  await jobs.start();
  const app = createApp({
    config,
    database,
    logger,
    jobs,
    mailOutbox: outbox,
    textMessageOutbox: textMessages,
    now,
  });
  return {
    app,
    database,
    config,
    jobs,
    outbox,
    textMessages,
    payments: onlinePaymentsOf(config),
    async close() {
      await jobs.stop();
      await outbox.settled();
      await textMessages?.settled();
      if (!sharingDatabaseOf) await database.close();
    },
  };
}

export interface TestAppWithMail extends TestApp {
  /** The SMTP server on loopback that the app sends its e-mails to. */
  smtp: TestSmtp;
}

/** The demo academy sending its e-mails to a test SMTP server; close() stops both. */
export async function createTestAppWithMail(
  options: TestAppOptions = {},
): Promise<TestAppWithMail> {
  const smtp = await startTestSmtp();
  const testApp = await createTestApp({
    seed: true,
    ...options,
    env: { ...options.env, SMTP_URL: smtp.url },
  });
  return {
    ...testApp,
    smtp,
    async close() {
      await testApp.close();
      await smtp.close();
    },
  };
}
