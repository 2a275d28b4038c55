import { API_MESSAGES, healthOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { HealthService } from './health-service.js';

export function healthRoutes(deps: { guards: AuthGuards; health: HealthService }) {
  const { router, handle } = createOperationRouter(deps.guards);
  handle(healthOperations.getHealth, () => ({ data: deps.health.live(), message: 'ok' }));
  handle(healthOperations.getReadiness, async () => {
    const report = await deps.health.check();
    if (report.database.status !== 'up') {
      throw new AppError('SERVICE_UNAVAILABLE', API_MESSAGES.databaseUnavailable, report);
    }
    return { data: report, message: 'ok' };
  });
  return router;
}
