import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createDecideLessonRequest } from './decide-lesson-request.js';
import { createLessonRequestsRepository } from './lesson-requests-repository.js';
import { lessonRequestsRoutes } from './lesson-requests-routes.js';

/** Wires the staff review of regular lesson applications. */
export function createLessonRequestsModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  const requests = createLessonRequestsRepository(prisma);
  return {
    router: lessonRequestsRoutes({
      guards: deps.guards,
      requests,
      decide: createDecideLessonRequest({ prisma, requests }),
    }),
  };
}
