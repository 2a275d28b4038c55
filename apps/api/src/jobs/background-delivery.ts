import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger/logger.js';
import { createMailer } from '../mail/mailer.js';
import { createMailOutbox } from '../mail/outbox/mail-outbox.js';
import { onlinePaymentsOf } from '../payments/online-payments.js';
import { createConfiguredTextMessageOutbox } from '../text-messages/outbox/text-message-outbox.js';
import { createJobEngine, type JobEngineOptions } from './job-engine.js';

/**
 * What works in the background of an API process, built alike by the server and the test app:
 * the mail outbox, the text-message outbox (null while the text channel is off) and the job
 * engine that runs the scheduled jobs with both and with Toss Payments when it is set up.
 * `engine` gives the jobs to run and, for tests, the clock and how often idle workers look.
 */
export function createBackgroundDelivery({
  config,
  database,
  logger,
  engine,
}: {
  config: Config;
  database: Database;
  logger: Logger;
  engine: Pick<JobEngineOptions, 'definitions' | 'now' | 'pollingIntervalSeconds'>;
}) {
  const mailOutbox = createMailOutbox({
    prisma: database.prisma,
    mailer: createMailer(config, logger),
    logger,
  });
  const textMessageOutbox = createConfiguredTextMessageOutbox({
    config,
    prisma: database.prisma,
    logger,
  });
  const jobs = createJobEngine({
    database,
    logger,
    outbox: mailOutbox,
    ...(textMessageOutbox
      ? { texts: { outbox: textMessageOutbox, appOrigin: config.appOrigin } }
      : {}),
    payments: onlinePaymentsOf(config),
    workers: config.jobs.enabled,
    ...engine,
  });
  return { mailOutbox, textMessageOutbox, jobs };
}
