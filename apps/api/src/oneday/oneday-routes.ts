import { FEEDBACK_MESSAGES, onedayOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../http/operation-router.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import type { ApplyForOneday } from './apply-for-oneday.js';

/** The public one-day class application (docs/product/api.md). */
export function onedayRoutes(deps: {
  guards: AuthGuards;
  applyForOneday: ApplyForOneday;
  limits: PublicRateLimits;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    onedayOperations.applyForOneday,
    async ({ body }) => ({
      data: { requestId: await deps.applyForOneday(body) },
      message: FEEDBACK_MESSAGES.onedayApplied,
    }),
    {
      before: [deps.limits.onedayApply],
      honeypot: { data: { requestId: null }, message: FEEDBACK_MESSAGES.onedayApplied },
    },
  );

  return router;
}
