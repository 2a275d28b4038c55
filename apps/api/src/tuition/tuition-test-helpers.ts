import { seoulInstant } from '@academy/contracts';
import type { TestApp } from '../../test/test-app.js';
import { runJobAt } from '../../test/run-job.js';
import { monthlyTuitionJob } from './monthly-tuition-job.js';

/** Runs the monthly-tuition job as its schedule would, five minutes into `month` in Seoul. */
export function issueMonth(testApp: TestApp, month: string): Promise<void> {
  return runJobAt(monthlyTuitionJob, testApp, seoulInstant(`${month}-01`, 5 / 60));
}

/** The due of `month` of the member with `loginId`. */
export function dueOf(testApp: TestApp, loginId: string, month: string) {
  return testApp.database.prisma.tuitionDue.findFirstOrThrow({
    where: { month, member: { loginId } },
  });
}
