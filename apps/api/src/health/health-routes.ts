import { Router } from 'express';
import type { HealthService } from './health-service.js';
import { API_MESSAGES, pickText } from '@academy/contracts';
import { requestLanguage } from '../http/request-language.js';
import { sendFailure, sendOk } from '../http/respond.js';

export function healthRoutes(health: HealthService): Router {
  const router = Router();
  router.get('/health', async (req, res) => {
    const report = await health.check();
    if (report.database.status === 'up') sendOk(res, report, 'ok');
    else
      sendFailure(
        res,
        503,
        pickText(API_MESSAGES.databaseUnavailable, requestLanguage(req)),
        report,
      );
  });
  return router;
}
