import type { Server } from 'node:http';
import { createApp } from './app.js';
import type { Config } from './config/config.js';
import { openDatabase, type Database } from './db/database.js';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data.js';
import { JOB_DEFINITIONS } from './job-registry.js';
import { createBackgroundDelivery } from './jobs/background-delivery.js';
import type { Logger } from './logger/logger.js';

export interface RunningServer {
  server: Server;
  database: Database;
  stop(): Promise<void>;
}

/** Opens the database (migrating it), seeds demo data on first start and listens. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  if (database.appliedMigrations.length > 0) {
    logger.info({ migrations: database.appliedMigrations }, 'database migrated');
  }
  if (config.seedDemo && (await seedDemoDataIfEmpty(database.prisma))) {
    logger.info('demo data created (see README for the demo accounts)');
  }
  const { mailOutbox, textMessageOutbox, jobs } = createBackgroundDelivery({
    config,
    database,
    logger,
    engine: { definitions: JOB_DEFINITIONS },
  });
  await jobs.start();
  // The templates' states are one list call away: known from the start, not only at the hour.
  if (textMessageOutbox && config.jobs.enabled) await jobs.enqueue('text-message-templates');
  const app = createApp({ config, database, logger, mailOutbox, textMessageOutbox, jobs });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  logger.info(
    { port: config.port, database: database.kind },
    `API listening on http://localhost:${config.port}/api`,
  );
  // Mail that was due when the API last stopped goes out now, not only with the next request.
  mailOutbox.sendSoon();
  textMessageOutbox?.sendSoon();
  return {
    server,
    database,
    async stop() {
      // Stop taking connections, let in-flight requests, job runs and mail sends finish, then
      // close the database.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await mailOutbox.settled();
      await textMessageOutbox?.settled();
      await database.close();
    },
  };
}
