import { ACADEMY_TIME_ZONE, type TJobName } from '@academy/contracts';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger/logger.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import type { JobDefinition, TJobTextChannel } from './job-definition.js';
import { createJobRunsRepository, type JobRunsRepository } from './job-runs-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { errorText } from '../lib/error-text.js';

export interface JobEngineOptions {
  database: Database;
  logger: Logger;
  outbox: MailOutbox;
  /** The text channel, when a provider is configured. */
  texts?: TJobTextChannel;
  /** Toss Payments, when it is set up. */
  payments?: TOnlinePayments | null;
  /** Take queued runs and fire the schedules in this process (JOBS_ENABLED). */
  workers: boolean;
  /** The jobs to run: the registry's (src/job-registry.ts), or a test's own. */
  definitions: readonly JobDefinition[];
  /** The clock handlers and the run record read; tests pass one they control. */
  now?: Clock;
  /** How often an idle worker looks for a queued run (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
}

/**
 * The job queue (pg-boss, docs/decisions/0016-jobs-on-pg-boss.md) on the app's own database.
 * Without workers the queue is opened only when a run is queued by hand, so an API process
 * (or a test) that never queues one pays nothing.
 */
export interface JobEngine {
  readonly definitions: readonly JobDefinition[];
  /** The clock the jobs run by. */
  readonly now: () => Date;
  /** Opens the queue, keeps the schedules up to date and starts the workers (with `workers`). */
  start(): Promise<void>;
  /** Queues one run now; false when a run of the job was already waiting. */
  enqueue(name: TJobName): Promise<boolean>;
  /** Stops taking runs and lets the running ones finish; the database stays its owner's to close. */
  stop(): Promise<void>;
}

/** At most one waiting and one running job per queue, so runs queued at once collapse. */
const QUEUE_POLICY = 'stately';

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
const QUEUE_CREATION_TRIES = 5;

const isDeadlock = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === DEADLOCK_DETECTED;

/**
 * pg-boss creates a queue's table without a lock, so processes starting together on a new
 * database can deadlock; PostgreSQL lets one through, and the others find the queue on retry.
 */
async function createQueueOnce(boss: PgBoss, queue: PgBoss.Queue, tries = QUEUE_CREATION_TRIES) {
  if (await boss.getQueue(queue.name)) return;
  try {
    await boss.createQueue(queue.name, queue);
  } catch (error) {
    if (!isDeadlock(error) || tries <= 1) throw error;
    await createQueueOnce(boss, queue, tries - 1);
  }
}

/** What one attempt of a job needs around it. */
interface RunContext {
  runs: JobRunsRepository;
  database: Database;
  logger: Logger;
  outbox: MailOutbox;
  texts?: TJobTextChannel;
  payments?: TOnlinePayments | null;
  now: () => Date;
}

async function runAttempt(
  { runs, database, logger, outbox, texts, payments, now }: RunContext,
  definition: JobDefinition,
  job: PgBoss.JobWithMetadata<unknown>,
) {
  // Before the attempt is recorded, so that a job that keeps failing is bounded too.
  await runs.forgetOldRuns(definition.name, now());
  const expiredBefore = new Date(now().getTime() - definition.expireInSeconds * 1000);
  await runs.closeAbandonedRuns(definition.name, expiredBefore, now());
  const runId = await runs.recordStart({
    jobName: definition.name,
    queueJobId: job.id,
    attempt: job.retryCount + 1,
    startedAt: now(),
  });
  try {
    await definition.run({
      prisma: database.prisma,
      now,
      logger,
      outbox,
      texts,
      ...(payments ? { payments } : {}),
    });
    await runs.recordEnd(runId, { finishedAt: now(), error: null });
  } catch (error) {
    const message = errorText(error);
    await runs.recordEnd(runId, { finishedAt: now(), error: message });
    logger.error({ job: definition.name, err: error }, 'job failed');
    // Failing the queued job hands it back to pg-boss, which retries it per the policy.
    throw error;
  }
}

async function createQueues(boss: PgBoss, definitions: readonly JobDefinition[]) {
  for (const definition of definitions) {
    const queue: PgBoss.Queue = {
      name: definition.name,
      policy: QUEUE_POLICY,
      retryLimit: definition.retry.limit,
      retryDelay: definition.retry.delaySeconds,
      retryBackoff: definition.retry.backoff,
      expireInSeconds: definition.expireInSeconds,
    };
    await createQueueOnce(boss, queue);
    // An existing queue takes the policy this version of the job declares.
    await boss.updateQueue(definition.name, queue);
  }
}

async function keepSchedulesCurrent(boss: PgBoss, definitions: readonly JobDefinition[]) {
  const names = new Set<string>(definitions.map((definition) => definition.name));
  for (const schedule of await boss.getSchedules()) {
    if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  for (const definition of definitions) {
    if (definition.cron === null) await boss.unschedule(definition.name);
    else await boss.schedule(definition.name, definition.cron, {}, { tz: ACADEMY_TIME_ZONE });
  }
}

export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { database, logger, definitions, now = systemClock, pollingIntervalSeconds = 2 } = options;
  const context: RunContext = {
    runs: createJobRunsRepository(database.prisma),
    database,
    logger,
    outbox: options.outbox,
    texts: options.texts,
    payments: options.payments ?? null,
    now,
  };
  let opening: Promise<PgBoss> | undefined;

  async function openBoss(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      // Cron firing and queue maintenance run where the workers run.
      schedule: options.workers,
      supervise: options.workers,
    });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    try {
      await createQueues(boss, definitions);
    } catch (error) {
      await boss.stop({ graceful: false });
      throw error;
    }
    return boss;
  }

  /** The one queue of this engine; a failed opening is forgotten, so the next call tries again. */
  function open(): Promise<PgBoss> {
    opening ??= openBoss().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  }

  return {
    definitions,
    now,

    async start() {
      if (!options.workers) return;
      const boss = await open();
      await keepSchedulesCurrent(boss, definitions);
      for (const definition of definitions) {
        // One job at a time per queue and process: the embedded database has one connection.
        await boss.work(
          definition.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds,
          },
          async ([job]) => {
            if (job) await runAttempt(context, definition, job);
          },
        );
      }
    },

    async enqueue(name) {
      const boss = await open();
      return (await boss.send(name, {})) !== null;
    },

    async stop() {
      if (!opening) return;
      // An opening that failed left nothing running, and its caller has had the error.
      const boss = await opening.catch(() => null);
      await boss?.stop({ graceful: true, wait: true });
    },
  };
}
