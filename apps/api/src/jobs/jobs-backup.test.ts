import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-postgres.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { backupDatabase, restoreDatabase } from '../db/backup.js';
import { openDatabase } from '../db/database.js';
import { seedDemoDataIfEmpty } from '../seed/seed-demo-data.js';
import { createLogger } from '../logger/logger.js';
import { createLoggingOutbox } from '../../test/test-outbox.js';
import { JOB_DEFINITIONS } from '../job-registry.js';
import { createJobEngine } from './job-engine.js';

const logger = createLogger({ logLevel: 'silent', env: 'test' });

/** A migrated, seeded database on which a run has been queued, so the queue's schema exists. */
async function databaseWithQueue(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await seedDemoDataIfEmpty(database.prisma);
    const engine = createJobEngine({
      definitions: JOB_DEFINITIONS,
      database,
      logger,
      outbox: createLoggingOutbox(database.prisma, logger),
      workers: false,
    });
    await engine.enqueue('practice-completion');
    await engine.stop();
  } finally {
    await database.close();
  }
}

describe.skipIf(!testDatabaseServerUrl)('backups beside the job queue', { timeout: 90_000 }, () => {
  const scratch: ScratchDatabase[] = [];
  // Made in a hook: without a server the suite is skipped, and its folder would stay behind.
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'academy-jobs-backup-'));
  });
  afterAll(async () => {
    await Promise.all(scratch.map((database) => database.drop()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('when a database with the queue is restored over another with it, then the restore works and the queue still takes runs', async () => {
    const [source, target] = await Promise.all([
      createScratchDatabase(testDatabaseServerUrl ?? ''),
      createScratchDatabase(testDatabaseServerUrl ?? ''),
    ]);
    scratch.push(source, target);
    await databaseWithQueue(source.url);
    await databaseWithQueue(target.url);

    const { file } = await backupDatabase(
      { databaseUrl: source.url, dataDir: '' },
      path.join(folder, 'source.backup'),
    );
    await restoreDatabase({ databaseUrl: target.url, dataDir: '' }, file, { force: true });

    const restored = await openDatabase({ databaseUrl: target.url });
    try {
      const engine = createJobEngine({
        definitions: JOB_DEFINITIONS,
        database: restored,
        logger,
        outbox: createLoggingOutbox(restored.prisma, logger),
        workers: false,
      });
      // The run queued before the restore is still waiting: the queue is not part of a backup.
      expect(await engine.enqueue('practice-completion')).toBe(false);
      await engine.stop();
    } finally {
      await restored.close();
    }
  });
});
