import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { createApplyForLesson } from './apply-for-lesson.js';
import { lessonsRoutes } from './lessons-routes.js';

/** Wires the regular lesson application. */
export function createLessonsModule(deps: {
  database: Database;
  guards: AuthGuards;
  limits: PublicRateLimits;
}): {
  router: Router;
} {
  return {
    router: lessonsRoutes({
      guards: deps.guards,
      applyForLesson: createApplyForLesson(deps.database.prisma),
      limits: deps.limits,
    }),
  };
}
