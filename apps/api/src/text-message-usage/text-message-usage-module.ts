import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import { createGetTextMessageUsage } from './get-text-message-usage.js';
import { createTextMessageUsageRepository } from './text-message-usage-repository.js';
import { textMessageUsageRoutes } from './text-message-usage-routes.js';

/** Wires the month's counts and estimated cost of the messages. */
export function createTextMessageUsageModule(deps: {
  database: Database;
  guards: AuthGuards;
  config: Pick<Config, 'textMessages'>;
}): { router: Router } {
  const { solapi, prices } = deps.config.textMessages;
  return {
    router: textMessageUsageRoutes({
      guards: deps.guards,
      getTextMessageUsage: createGetTextMessageUsage({
        usage: createTextMessageUsageRepository(deps.database.prisma),
        prices,
        textChannelOn: solapi !== null,
      }),
    }),
  };
}
