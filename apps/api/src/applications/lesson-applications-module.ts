import { createIssueDues } from '../tuition/issue-monthly-dues.js';
import { createPlanFirstDue } from '../tuition/plan-first-due.js';
import { createPlanSiblingDiscount } from '../tuition/plan-sibling-discount.js';
import { createTuitionRepository } from '../tuition/tuition-repository.js';
import { createDecideLessonApplication } from './decide-lesson-application.js';
import { createLessonApplicationsRepository } from './lesson-applications-repository.js';
import { lessonApplicationsRoutes } from './lesson-applications-routes.js';
import { createPreviewFirstDue } from './preview-first-due.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import type { Clock } from '../lib/clock.js';

/**
 * Wires the staff review of regular lesson applications; decisions e-mail the applicant, and an
 * approval issues the new member's first tuition due, which staff can preview before approving.
 */
export function createLessonApplicationsModule(
  deps: ModuleDeps & {
    /** The clock of the approval and its preview; the real one unless given, as tests do. */
    now?: Clock;
  },
) {
  const { prisma } = deps.database;
  const { now } = deps;
  const applications = createLessonApplicationsRepository(prisma);
  const tuition = createTuitionRepository(prisma);
  const planFirstDue = createPlanFirstDue({ tuition });
  return {
    router: lessonApplicationsRoutes({
      applications,
      decide: createDecideLessonApplication({
        prisma,
        applications,
        units: deps.units,
        issueDues: createIssueDues({ tuition }),
        planFirstDue,
        now,
      }),
      previewFirstDue: createPreviewFirstDue({
        prisma,
        applications,
        planFirstDue,
        planSiblingDiscount: createPlanSiblingDiscount({ tuition }),
        now,
      }),
      guards: deps.guards,
    }),
  };
}
