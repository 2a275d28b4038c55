import { afterAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-postgres.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { openDatabase, type Database } from '../db/database.js';
import { createLogger } from '../logger/logger.js';
import { createLoggingOutbox } from '../../test/test-outbox.js';
import { createJobEngine, type JobEngine } from './job-engine.js';
import { practiceCompletionJob } from './practice-completion-job.js';

/** Without its schedule, so that only the runs the test queues can happen. */
const UNSCHEDULED = [{ ...practiceCompletionJob, cron: null }];

/**
 * Several API processes share one PostgreSQL queue: here two, each with its own database
 * connections and workers, as two servers would have.
 */
describe.skipIf(!testDatabaseServerUrl)(
  'jobs shared by two API processes',
  { timeout: 60_000 },
  () => {
    let scratch: ScratchDatabase | undefined;
    const databases: Database[] = [];
    const engines: JobEngine[] = [];

    afterAll(async () => {
      await Promise.all(engines.map((engine) => engine.stop()));
      await Promise.all(databases.map((database) => database.close()));
      await scratch?.drop();
    });

    async function startProcess(url: string): Promise<JobEngine> {
      const database = await openDatabase({ databaseUrl: url });
      databases.push(database);
      const logger = createLogger({ logLevel: 'silent', env: 'test' });
      const engine = createJobEngine({
        database,
        logger,
        outbox: createLoggingOutbox(database.prisma, logger),
        workers: true,
        definitions: UNSCHEDULED,
        pollingIntervalSeconds: 0.5,
      });
      engines.push(engine);
      return engine;
    }

    it('when a run is triggered on both at once, then it is queued once and runs once', async () => {
      scratch = await createScratchDatabase(testDatabaseServerUrl ?? '');
      const first = await startProcess(scratch.url);
      const second = await startProcess(scratch.url);

      // Queued before any worker looks, both processes opening the queue at the same moment:
      // every ask after the first finds a run waiting.
      const queued = await Promise.all([
        first.enqueue('practice-completion'),
        second.enqueue('practice-completion'),
        first.enqueue('practice-completion'),
        second.enqueue('practice-completion'),
      ]);
      expect(queued.filter(Boolean)).toHaveLength(1);

      // Both workers now compete for the one waiting run.
      await Promise.all([first.start(), second.start()]);
      const { prisma } = databases[0] ?? expect.unreachable();
      await vi.waitFor(
        async () => {
          const done = await prisma.jobRun.count({ where: { outcome: 'succeeded' } });
          if (done === 0) throw new Error('not run yet');
        },
        { timeout: 15_000, interval: 250 },
      );
      // Both workers have looked again several times since: nothing else was waiting.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await prisma.jobRun.findMany({ select: { jobName: true, outcome: true } })).toEqual([
        { jobName: 'practice-completion', outcome: 'succeeded' },
      ]);
    });
  },
);
