import { expect } from 'vitest';
import { seoulInstant } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
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

/** Issues `month`'s dues and gives the one of the member with `loginId` (the demo student's). */
export async function issuedDueOf(
  testApp: TestApp,
  month: string,
  loginId: string = DEMO.student.loginId,
) {
  await issueMonth(testApp, month);
  return dueOf(testApp, loginId, month);
}

/**
 * Sends twenty saves of a one-row admin setting at once, from no row at all so that several race
 * to be the first, and checks that one row remains and that each save's audit row (`action`)
 * names as `before` the `after` of the one before it. Answers the last `after`.
 */
export async function expectSimultaneousSavesChained(
  testApp: TestApp,
  setting: {
    action: string;
    clear: () => Promise<unknown>;
    count: () => Promise<number>;
    save: (index: number) => PromiseLike<{ status: number }>;
  },
): Promise<object | undefined> {
  const prisma = testApp.database.prisma;
  await setting.clear();
  const { id: lastAudit } = await prisma.auditLog.findFirstOrThrow({ orderBy: { id: 'desc' } });
  const indexes = Array.from({ length: 20 }, (_, i) => i);
  const answers = await Promise.all(indexes.map((i) => setting.save(i)));
  expect(answers.map((res) => res.status)).toEqual(indexes.map(() => 200));
  expect(await setting.count()).toBe(1);
  const audits = await prisma.auditLog.findMany({
    where: { action: setting.action, id: { gt: lastAudit } },
    orderBy: { id: 'asc' },
  });
  const chain = audits.map((row) => row.details as { before: object | null; after: object });
  expect(chain).toHaveLength(20);
  for (const [i, link] of chain.entries()) {
    expect(link.before).toEqual(i === 0 ? null : chain[i - 1]?.after);
  }
  return chain.at(-1)?.after;
}
