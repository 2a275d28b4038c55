import { FEEDBACK_MESSAGES, lessonsOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../http/operation-router.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import type { ApplyForLesson } from './apply-for-lesson.js';

/** The public regular lesson application (docs/product/api.md). */
export function lessonsRoutes(deps: {
  guards: AuthGuards;
  applyForLesson: ApplyForLesson;
  limits: PublicRateLimits;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    lessonsOperations.applyForLesson,
    async ({ body }) => ({
      data: { requestId: await deps.applyForLesson(body) },
      message: FEEDBACK_MESSAGES.lessonApplied,
    }),
    {
      before: [deps.limits.lessonApply],
      honeypot: { data: { requestId: null }, message: FEEDBACK_MESSAGES.lessonApplied },
    },
  );

  return router;
}
