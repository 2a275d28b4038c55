import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import type { Logger } from '../logger/logger.js';
import type { TTextMessageProvider } from '../text-messages/text-message-provider.js';
import { systemClock } from '../lib/clock.js';
import { createConfirmTextMessages } from './confirm-text-messages.js';
import { createRecordTextMessageReport } from './record-text-message-report.js';
import { createTextMessageReportRepository } from './text-message-report-repository.js';
import { textMessageReportRoutes } from './text-message-report-routes.js';

/** Wires the delivery-report webhook; `provider` null: the text channel is off. */
export function createTextMessageReportModule(deps: {
  database: Database;
  guards: AuthGuards;
  limits: PublicRateLimits;
  provider: TTextMessageProvider | null;
  logger: Logger;
}): { router: Router } {
  const reports = createTextMessageReportRepository(deps.database.prisma);
  const { provider, logger } = deps;
  return {
    router: textMessageReportRoutes({
      guards: deps.guards,
      recordTextMessageReport: createRecordTextMessageReport({
        reports,
        confirm: provider
          ? createConfirmTextMessages({ reports, provider, logger, now: systemClock })
          : null,
      }),
      limit: deps.limits.textMessageReports,
    }),
  };
}
