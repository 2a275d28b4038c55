import type { PrismaClient } from '../generated/prisma/client.js';
import type { IssueDues } from '../tuition/issue-monthly-dues.js';
import type { PlanFirstDue } from '../tuition/plan-first-due.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { createApproveLessonApplication } from './approve-lesson-application.js';
import type { LessonApplicationsRepository } from './lesson-applications-repository.js';
import { createRejectLessonApplication } from './reject-lesson-application.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** Staff approve or reject a pending regular lesson application (docs/product/states.md, docs/product/validation.md). */
export function createDecideLessonApplication(deps: {
  prisma: PrismaClient;
  units: UnitOfWork;
  applications: LessonApplicationsRepository;
  /** Works out and issues the new member's first tuition due (docs/product/tuition.md). */
  issueDues: IssueDues;
  planFirstDue: PlanFirstDue;
  now?: Clock;
}) {
  const { now = systemClock } = deps;
  return {
    approve: createApproveLessonApplication({ ...deps, now }),
    reject: createRejectLessonApplication({ ...deps, now }),
  };
}

export type DecideLessonApplication = ReturnType<typeof createDecideLessonApplication>;
