import type { JobDefinition } from '../src/jobs/job-definition.js';
import { createLogger } from '../src/logger/logger.js';
import type { TestApp } from './test-app.js';

/** One run of a background job on the test app's database and outbox, its clock at `now`. */
export function runJobAt(job: JobDefinition, testApp: TestApp, now: Date): Promise<void> {
  return job.run({
    prisma: testApp.database.prisma,
    now: () => now,
    logger: createLogger({ logLevel: 'silent', env: 'test' }),
    outbox: testApp.outbox,
    ...(testApp.textMessages
      ? { texts: { outbox: testApp.textMessages, appOrigin: testApp.config.appOrigin } }
      : {}),
    ...(testApp.payments ? { payments: testApp.payments } : {}),
  });
}
