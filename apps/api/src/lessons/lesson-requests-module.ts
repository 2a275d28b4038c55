import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import { createDecideLessonRequest } from './decide-lesson-request.js';
import { createLessonRequestsRepository } from './lesson-requests-repository.js';
import { lessonRequestsRoutes } from './lesson-requests-routes.js';

/** Wires the staff review of regular lesson applications; decisions e-mail the applicant. */
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
      decide: createDecideLessonRequest({ prisma, requests, outbox: deps.outbox }),
      guards: deps.guards,
    }),
  };
}
