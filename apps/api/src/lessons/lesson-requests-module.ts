import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import { createIssueDues } from '../tuition/issue-monthly-dues.js';
import { createTuitionRepository } from '../tuition/tuition-repository.js';
import { createDecideLessonRequest } from './decide-lesson-request.js';
import { createLessonRequestsRepository } from './lesson-requests-repository.js';
import { lessonRequestsRoutes } from './lesson-requests-routes.js';

/**
 * Wires the staff review of regular lesson applications; decisions e-mail the applicant, and an
 * approval issues the new member's tuition due of the month.
 */
export function createLessonRequestsModule(deps: {
  database: Database;
  guards: AuthGuards;
  outbox: MailOutbox;
}) {
  const { prisma } = deps.database;
  const requests = createLessonRequestsRepository(prisma);
  return {
    router: lessonRequestsRoutes({
      requests,
      decide: createDecideLessonRequest({
        prisma,
        requests,
        outbox: deps.outbox,
        issueDues: createIssueDues({ tuition: createTuitionRepository(prisma) }),
      }),
      guards: deps.guards,
    }),
  };
}
