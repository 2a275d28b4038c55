import { seoulInstant } from '@academy/contracts';
import type { TestApp } from '../../test/test-app.js';
import { createLogger } from '../logger/logger.js';
import { monthlyTuitionJob } from './monthly-tuition-job.js';

/** Runs the monthly-tuition job as its schedule would, five minutes into `month` in Seoul. */
export function issueMonth(testApp: TestApp, month: string): Promise<void> {
  return monthlyTuitionJob.run({
    prisma: testApp.database.prisma,
    now: () => seoulInstant(`${month}-01`, 5 / 60),
    logger: createLogger({ logLevel: 'silent', env: 'test' }),
    outbox: testApp.outbox,
  });
}

/** The due of `month` of the member with `loginId`. */
export function dueOf(testApp: TestApp, loginId: string, month: string) {
  return testApp.database.prisma.tuitionDue.findFirstOrThrow({
    where: { month, member: { loginId } },
  });
}
