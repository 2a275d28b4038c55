import { routesModule } from '../http/routes-module.js';
import { createDecideLessonRequest } from './decide-lesson-request.js';
import { createLessonRequestsRepository } from './lesson-requests-repository.js';
import { lessonRequestsRoutes } from './lesson-requests-routes.js';

/** Wires the staff review of regular lesson applications. */
export const createLessonRequestsModule = routesModule(lessonRequestsRoutes, (prisma) => {
  const requests = createLessonRequestsRepository(prisma);
  return {
    requests,
    decide: createDecideLessonRequest({ prisma, requests }),
  };
});
